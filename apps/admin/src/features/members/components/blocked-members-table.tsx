import { blockKindText, type StaffBlockedMember } from '@hanpan/core/api/protection';
import { selfExclusionReturnHours } from '@hanpan/core/protection/blocks';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';

/** When a member who asked to return from an ended self-exclusion returns (ISO), or null. */
export const returnAtOf = (item: StaffBlockedMember): string | null =>
  item.returnAskedAt
    ? new Date(Date.parse(item.returnAskedAt) + selfExclusionReturnHours * 3_600_000).toISOString()
    : null;

/** Members under a time-out or self-exclusion, each linking to the member detail. */
export function BlockedMembersTable({ items }: { items: StaffBlockedMember[] }) {
  return (
    <DataTable
      testId="blocked-members-table"
      head={
        <>
          <th scope="col">회원 번호</th>
          <th scope="col">아이디</th>
          <th scope="col">닉네임</th>
          <th scope="col">제한 종류</th>
          <th scope="col">시작(KST)</th>
          <th scope="col">종료(KST)</th>
          <th scope="col">이용 재개 요청</th>
        </>
      }
    >
      {items.map((item) => {
        const returnAt = returnAtOf(item);
        return (
          <tr key={item.memberId} data-testid="blocked-member-row">
            <td>{item.memberId}</td>
            <td>
              <Link to={`/members/${item.memberId}`}>{item.loginId}</Link>
            </td>
            <td>{item.nick}</td>
            <td>{blockKindText[item.kind]}</td>
            <td>{formatKstDateTime(item.startedAt)}</td>
            <td>{formatKstDateTime(item.until)}</td>
            <td>
              {item.returnAskedAt && returnAt
                ? `${formatKstDateTime(item.returnAskedAt)} (${formatKstDateTime(returnAt)}부터 이용)`
                : '-'}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
