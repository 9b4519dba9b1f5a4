import type { StaffAccountItem, StaffMe } from '@hanpan/core/api/staff';
import { type StaffRole, staffRoles, staffRoleText } from '@hanpan/core/staff-roles';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { DataTable } from '../../../components/data-table.tsx';

import type { AccountAction } from './account-action-dialog.tsx';

type AccountsTableProps = {
  items: StaffAccountItem[];
  me: StaffMe;
  onAction: (action: AccountAction) => void;
};

/** Staff accounts with role, status and TOTP state; owners change others (never themselves). */
export function AccountsTable({ items, me, onAction }: AccountsTableProps) {
  return (
    <DataTable
      testId="accounts-table"
      head={
        <>
          <th scope="col">아이디</th>
          <th scope="col">이름</th>
          <th scope="col">역할</th>
          <th scope="col">상태</th>
          <th scope="col">OTP</th>
          <th scope="col">생성일 (KST)</th>
          <th scope="col">작업</th>
        </>
      }
    >
      {items.map((item) => {
        const isSelf = item.id === me.id;
        return (
          <tr key={item.id} data-testid="account-row">
            <td className="strong">{item.loginId}</td>
            <td>{item.name}</td>
            <td>
              {isSelf ? (
                staffRoleText[item.role]
              ) : (
                <select
                  className="input input--sm"
                  aria-label={`${item.loginId} 역할`}
                  value={item.role}
                  onChange={(event) =>
                    onAction({ kind: 'role', item, role: event.target.value as StaffRole })
                  }
                >
                  {staffRoles.map((role) => (
                    <option key={role} value={role}>
                      {staffRoleText[role]}
                    </option>
                  ))}
                </select>
              )}
            </td>
            <td>
              <span className={`status status--${item.status}`}>
                {item.status === 'active' ? '활성' : '비활성'}
              </span>
            </td>
            <td>{item.isTotpEnrolled ? '등록됨' : <span className="muted">미등록</span>}</td>
            <td className="nowrap">{formatKstDateTime(item.createdAt)}</td>
            <td className="actions">
              {isSelf ? (
                <span className="muted small">본인</span>
              ) : (
                <>
                  <button
                    type="button"
                    className={item.status === 'active' ? 'btn btn--sm btn--danger-ghost' : 'btn btn--sm'}
                    onClick={() => onAction({ kind: 'status', item })}
                  >
                    {item.status === 'active' ? '비활성화' : '활성화'}
                  </button>
                  {item.isTotpEnrolled && (
                    <button
                      type="button"
                      className="btn btn--sm"
                      onClick={() => onAction({ kind: 'totp', item })}
                    >
                      OTP 초기화
                    </button>
                  )}
                </>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
