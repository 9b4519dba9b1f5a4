import type { StaffMemberItem } from '@hanpan/core/api/staff';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { memberStatusText } from '../member-filter.ts';

/** One page of members with their balances; the login id opens the member detail. */
export function MembersTable({ items }: { items: StaffMemberItem[] }) {
  return (
    <DataTable
      className="table table--cards"
      testId="members-table"
      head={
        <>
          <th scope="col">번호</th>
          <th scope="col">아이디</th>
          <th scope="col">닉네임</th>
          <th scope="col">전화번호</th>
          <th scope="col">상태</th>
          <th scope="col">총판</th>
          <th scope="col" className="num">
            캐시
          </th>
          <th scope="col" className="num">
            포인트
          </th>
          <th scope="col" className="num">
            정산금
          </th>
          <th scope="col">가입일 (KST)</th>
        </>
      }
    >
      {items.map((member) => (
        <tr key={member.id} data-testid="member-row">
          <td data-label="번호" className="muted">
            {member.id}
          </td>
          <td data-label="아이디">
            <Link to={`/members/${member.id}`} className="strong">
              {member.loginId}
            </Link>
          </td>
          <td data-label="닉네임">{member.nick}</td>
          <td data-label="전화번호" className="mono">
            {member.phone}
          </td>
          <td data-label="상태">
            <span className={`status status--${member.status}`}>{memberStatusText[member.status]}</span>
          </td>
          <td data-label="총판">{member.partnerName || '-'}</td>
          <td data-label="캐시" className="num">
            {formatWonText(member.cash)}
          </td>
          <td data-label="포인트" className="num">
            {member.point.toLocaleString('ko-KR')}P
          </td>
          <td data-label="정산금" className="num">
            {formatWonText(member.agencyCash)}
          </td>
          <td data-label="가입일" className="nowrap">
            {formatKstDateTime(member.createdAt)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
