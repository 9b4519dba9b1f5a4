import type { StaffChargeItem } from '@hanpan/core/api/staff';
import { formatKst, formatWonText } from '../../../lib/format.ts';
import { staffStatusText } from '../queue-filter.ts';
import type { ChargeDecision } from './charge-decision-dialog.tsx';
import { MemberCell } from './member-cell.tsx';

type ChargesTableProps = {
  items: StaffChargeItem[];
  canDecide: boolean;
  onDecide: (decision: ChargeDecision) => void;
};

/** The deposit requests of one page, with approve / reject on the pending ones. */
export function ChargesTable({ items, canDecide, onDecide }: ChargesTableProps) {
  return (
    <div className="table-wrap">
      <table className="table table--cards" data-testid="charges-table">
        <thead>
          <tr>
            <th scope="col">번호</th>
            <th scope="col">회원</th>
            <th scope="col" className="num">
              금액
            </th>
            <th scope="col">입금자명</th>
            <th scope="col">상태</th>
            <th scope="col">신청 시각</th>
            <th scope="col">처리</th>
            {canDecide && <th scope="col">작업</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="charge-row" data-id={item.id}>
              <td data-label="번호" className="muted">
                {item.id}
              </td>
              <td data-label="회원">
                <MemberCell memberId={item.memberId} loginId={item.loginId} nick={item.nick} />
              </td>
              <td data-label="금액" className="num strong">
                {formatWonText(item.amount)}
              </td>
              <td data-label="입금자명">{item.depositorName}</td>
              <td data-label="상태">
                <span className={`status status--${item.status}`}>{staffStatusText[item.status]}</span>
              </td>
              <td data-label="신청 시각" className="nowrap">
                {formatKst(item.createdAt)}
              </td>
              <td data-label="처리" className="small">
                {item.decidedAt ? (
                  <>
                    <span className="nowrap">{formatKst(item.decidedAt)}</span>
                    {item.decidedBy && <span className="muted"> · {item.decidedBy}</span>}
                    {item.reason && <span className="cell-reason">사유: {item.reason}</span>}
                  </>
                ) : (
                  <span className="muted">-</span>
                )}
              </td>
              {canDecide && (
                <td data-label="작업" className="actions">
                  {item.status === 'pending' && (
                    <>
                      <button
                        type="button"
                        className="btn btn--sm btn--primary"
                        onClick={() => onDecide({ kind: 'approve', item })}
                      >
                        승인
                      </button>
                      <button
                        type="button"
                        className="btn btn--sm btn--danger-ghost"
                        onClick={() => onDecide({ kind: 'reject', item })}
                      >
                        거절
                      </button>
                    </>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
