import { type StaffBoardItem, staffBoardsText } from '@hanpan/core/api/staff-boards';
import { pickParticle } from '@hanpan/core/korean/particle';
import { canStaff } from '@hanpan/core/staff-roles';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useHideBoard } from '../api/hide-board.ts';
import { useBoards } from '../api/list-boards.ts';
import { type BoardTab, boardFilterParams, readBoardFilter } from '../board-filter.ts';
import { BoardEditor } from '../components/board-editor.tsx';
import { BoardTable } from '../components/board-table.tsx';
import { RulesSection } from '../components/rules-section.tsx';
import { TickerSection } from '../components/ticker-section.tsx';
import '../boards.css';

const tabs = [
  { value: 'all', label: '전체' },
  { value: '0', label: '공지사항' },
  { value: '1', label: '이벤트' },
] as const;

/** 공지 · 이벤트: the notice and event boards, with create / edit (HTML and preview) and hide. */
export function BoardsPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'boards.view');
  const canManage = canStaff(me.role, 'boards.manage');
  const [params, setParams] = useSearchParams();
  const filter = readBoardFilter(params);
  const boards = useBoards(filter, canView);
  const hide = useHideBoard();
  const [editing, setEditing] = useState<{ post: StaffBoardItem | null } | null>(null);
  const [hiding, setHiding] = useState<StaffBoardItem | null>(null);
  const [flash, showFlash] = useFlash();

  if (!canView) return <ForbiddenState />;
  const tab: BoardTab = filter.boardType === null ? 'all' : filter.boardType === 0 ? '0' : '1';
  return (
    <>
      <PageHeader title="공지 · 이벤트">
        {canManage && !editing && (
          <button type="button" className="btn btn--primary" onClick={() => setEditing({ post: null })}>
            새 글 작성
          </button>
        )}
      </PageHeader>
      <Flash message={flash} />
      {editing && (
        <BoardEditor
          key={editing.post?.id ?? 'new'}
          post={editing.post}
          onCancel={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            showFlash(message);
          }}
        />
      )}
      <div className="toolbar">
        <Tabs
          label="게시판"
          choices={tabs}
          value={tab}
          onChange={(value) =>
            setParams(
              boardFilterParams({ boardType: value === 'all' ? null : value === '0' ? 0 : 1, page: 1 }),
            )
          }
        />
      </div>
      {boards.isPending && <LoadingState />}
      {boards.isError && <ErrorState error={boards.error} onRetry={() => void boards.refetch()} />}
      {boards.data && boards.data.items.length === 0 && <EmptyState>게시글이 없습니다.</EmptyState>}
      {boards.data && boards.data.items.length > 0 && (
        <>
          <BoardTable
            items={boards.data.items}
            canManage={canManage}
            onEdit={(post) => setEditing({ post })}
            onHide={setHiding}
          />
          <Pager
            page={boards.data.page}
            pageSize={boards.data.pageSize}
            total={boards.data.total}
            onPage={(page) => setParams(boardFilterParams({ ...filter, page }))}
          />
        </>
      )}
      <TickerSection canManage={canManage} onFlash={showFlash} />
      <RulesSection canManage={canManage} onFlash={showFlash} />
      {hiding && (
        <ConfirmDialog
          title="게시글 숨기기"
          confirmLabel="숨기기"
          tone="danger"
          onConfirm={async () => {
            await hide.mutateAsync(hiding.id);
            showFlash(staffBoardsText.hidden);
          }}
          onClose={() => setHiding(null)}
        >
          <p className="confirm-text">
            「{hiding.title}」{pickParticle(hiding.title, '을/를')} 회원에게 보이지 않게 합니다. 다시
            노출하려면 수정에서 노출을 켜세요.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
