import type { StaffExchangeItem, StaffMe } from '@hanpan/core/api/staff';
import { staffText } from '@hanpan/core/api/staff-codes';
import { approveLabelOf, exchangeApprovalStage, isOwnFirstApproval } from '../exchange-approval.ts';
import type { ExchangeDecision } from './exchange-decision-dialog.tsx';
import { RequestQueueTable } from './request-queue-table.tsx';

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
    <RequestQueueTable
      items={items}
      testId="exchanges-table"
      rowTestId="exchange-row"
      afterAmount={{
        heads: <th scope="col">지급 계좌</th>,
        cells: (item) => (
          <td data-label="지급 계좌" className="small">
            {item.bankName}
            <br />
            <span className="mono">{item.bankAccount}</span> · {item.bankHolder}
          </td>
        ),
      }}
      afterStatus={{
        heads: <th scope="col">승인 단계</th>,
        cells: (item) => (
          <td data-label="승인 단계">
            <ApprovalState item={item} />
          </td>
        ),
      }}
      canDecide={canDecide}
      approveOf={(item) => ({
        label: approveLabelOf[exchangeApprovalStage(item)],
        blockedReason: isOwnFirstApproval(item, me) ? staffText.sameApprover : undefined,
      })}
      onDecide={onDecide}
    />
  );
}
