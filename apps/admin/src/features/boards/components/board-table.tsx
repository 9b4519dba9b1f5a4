import { type StaffBoardItem, type StaffBoardType, staffBoardTypeText } from '@hanpan/core/api/staff-boards';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { DataTable } from '../../../components/data-table.tsx';

/** The posts of a page, with edit and hide buttons for staff who may manage boards. */
export function BoardTable({
  items,
  canManage,
  onEdit,
  onHide,
}: {
  items: StaffBoardItem[];
  canManage: boolean;
  onEdit: (post: StaffBoardItem) => void;
  onHide: (post: StaffBoardItem) => void;
}) {
  return (
    <DataTable
      testId="board-table"
      head={
        <>
          <th scope="col">번호</th>
          <th scope="col">게시판</th>
          <th scope="col">제목</th>
          <th scope="col">노출</th>
          <th scope="col">팝업</th>
          <th scope="col">작성일 (KST)</th>
          {canManage && <th scope="col">관리</th>}
        </>
      }
    >
      {items.map((post) => (
        <tr key={post.id} data-testid={`board-row-${post.id}`}>
          <td className="num">{post.id}</td>
          <td>{staffBoardTypeText[post.boardType as StaffBoardType] ?? post.boardType}</td>
          <td className="ellipsis">{post.title}</td>
          <td>
            <span className={`status status--${post.isVisible ? 'active' : 'disabled'}`}>
              {post.isVisible ? '노출' : '숨김'}
            </span>
          </td>
          <td>{post.isPopup ? '팝업' : '-'}</td>
          <td>{formatKstDateTime(post.createdAt)}</td>
          {canManage && (
            <td className="actions">
              <button type="button" className="btn btn--sm" onClick={() => onEdit(post)}>
                수정
              </button>
              <button
                type="button"
                className="btn btn--sm btn--danger"
                disabled={!post.isVisible}
                onClick={() => onHide(post)}
              >
                숨기기
              </button>
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
