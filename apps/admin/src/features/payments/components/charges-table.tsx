import type { StaffChargeItem } from '@hanpan/core/api/staff';
import type { ChargeDecision } from './charge-decision-dialog.tsx';
import { RequestQueueTable } from './request-queue-table.tsx';

type ChargesTableProps = {
  items: StaffChargeItem[];
  canDecide: boolean;
  onDecide: (decision: ChargeDecision) => void;
};

/** The deposit requests of one page, with approve / reject on the pending ones. */
export function ChargesTable({ items, canDecide, onDecide }: ChargesTableProps) {
  return (
    <RequestQueueTable
      items={items}
      testId="charges-table"
      rowTestId="charge-row"
      afterAmount={{
        heads: <th scope="col">입금자명</th>,
        cells: (item) => <td data-label="입금자명">{item.depositorName}</td>,
      }}
      canDecide={canDecide}
      onDecide={onDecide}
    />
  );
}
