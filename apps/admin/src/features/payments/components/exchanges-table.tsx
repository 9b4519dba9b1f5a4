import type { StaffExchangeItem, StaffMe } from '@hanpan/core/api/staff';
import { staffText } from '@hanpan/core/api/staff-codes';
import { formatKst, formatWonText } from '../../../lib/format.ts';
import { exchangeApprovalStage, isOwnFirstApproval } from '../exchange-approval.ts';
import { staffStatusText } from '../queue-filter.ts';
import type { ExchangeDecision } from './exchange-decision-dialog.tsx';
import { MemberCell } from './member-cell.tsx';

type ExchangesTableProps = {
  items: StaffExchangeItem[];
  me: StaffMe;
  canDecide: boolean;
  onDecide: (decision: ExchangeDecision) => void;
};

/** What the approval column says about a withdrawal. */
function ApprovalState({ item }: { item: StaffExchangeItem }) {
  const stage = exchangeApprovalStage(item);
  if (stage === 'needsFirst') return <span className="tag tag--warn">2차 승인 필요</span>;
  if (stage === 'needsSecond') {
    return (
      <>
        <span className="tag tag--info">1차 승인: {item.firstApprovedBy}</span>{' '}
        <span className="tag tag--warn">2차 승인 필요</span>
      </>
    );
  }
  if (item.firstApprovedBy) return <span className="muted small">1차 {item.firstApprovedBy}</span>;
  return <span className="muted">-</span>;
}

/** The withdrawal requests of one page: payout account, approval stage, approve / reject. */
export function ExchangesTable({ items, me, canDecide, onDecide }: ExchangesTableProps) {
  return (
    <div className="table-wrap">
      <table className="table table--cards" data-testid="exchanges-table">
        <thead>
          <tr>
            <th scope="col">번호</th>
            <th scope="col">회원</th>
            <th scope="col" className="num">
              금액
            </th>
            <th scope="col">지급 계좌</th>
            <th scope="col">상태</th>
            <th scope="col">승인 단계</th>
            <th scope="col">신청 시각</th>
            <th scope="col">처리</th>
            {canDecide && <th scope="col">작업</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const stage = exchangeApprovalStage(item);
            const isOwnFirst = isOwnFirstApproval(item, me);
            return (
              <tr key={item.id} data-testid="exchange-row" data-id={item.id}>
                <td data-label="번호" className="muted">
                  {item.id}
                </td>
                <td data-label="회원">
                  <MemberCell memberId={item.memberId} loginId={item.loginId} nick={item.nick} />
                </td>
                <td data-label="금액" className="num strong">
                  {formatWonText(item.amount)}
                </td>
                <td data-label="지급 계좌" className="small">
                  {item.bankName}
                  <br />
                  <span className="mono">{item.bankAccount}</span> · {item.bankHolder}
                </td>
                <td data-label="상태">
                  <span className={`status status--${item.status}`}>{staffStatusText[item.status]}</span>
                </td>
                <td data-label="승인 단계">
                  <ApprovalState item={item} />
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
                          disabled={isOwnFirst}
                          title={isOwnFirst ? staffText.sameApprover : undefined}
                          onClick={() => onDecide({ kind: 'approve', item })}
                        >
                          {stage === 'needsFirst'
                            ? '1차 승인'
                            : stage === 'needsSecond'
                              ? '2차 승인'
                              : '승인'}
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
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
