import type { StaffPendingMember } from '@hanpan/core/api/staff-join-approval';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { DataTable } from '../../../components/data-table.tsx';
import type { MemberReview } from './member-review-dialog.tsx';

type PendingMembersTableProps = {
  items: StaffPendingMember[];
  canDecide: boolean;
  onDecide: (review: MemberReview) => void;
};

/** The 가입 승인 대기 queue: who joined, when and from where, with 승인 / 거절. */
export function PendingMembersTable({ items, canDecide, onDecide }: PendingMembersTableProps) {
  return (
    <DataTable
      className="table table--cards"
      testId="pending-members-table"
      head={
        <>
          <th scope="col">번호</th>
          <th scope="col">아이디</th>
          <th scope="col">닉네임</th>
          <th scope="col">전화번호</th>
          <th scope="col">은행 / 예금주</th>
          <th scope="col">총판</th>
          <th scope="col">가입 IP</th>
          <th scope="col">신청 시각 (KST)</th>
          {canDecide && <th scope="col">처리</th>}
        </>
      }
    >
      {items.map((member) => (
        <tr key={member.id} data-testid="pending-member-row" data-login-id={member.loginId}>
          <td data-label="번호" className="muted">
            {member.id}
          </td>
          <td data-label="아이디" className="strong">
            {member.loginId}
          </td>
          <td data-label="닉네임">{member.nick}</td>
          <td data-label="전화번호" className="mono">
            {member.phone}
          </td>
          <td data-label="은행 / 예금주">
            {member.bankName} / {member.bankHolder}
          </td>
          <td data-label="총판">{member.partnerName || '-'}</td>
          <td data-label="가입 IP" className="mono small">
            {member.joinIp ?? '-'}
          </td>
          <td data-label="신청 시각" className="nowrap">
            {formatKstDateTime(member.createdAt)}
          </td>
          {canDecide && (
            <td data-label="처리" className="actions">
              <button
                type="button"
                className="btn btn--primary btn--sm"
                onClick={() => onDecide({ member, decision: 'approve' })}
              >
                승인
              </button>
              <button
                type="button"
                className="btn btn--danger btn--sm"
                onClick={() => onDecide({ member, decision: 'reject' })}
              >
                거절
              </button>
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
