import { formatKstDateTime } from '@hanpan/core/time/kst';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { staffStatusText } from '../queue-filter.ts';
import { MemberCell } from './member-cell.tsx';

/** What every deposit and withdrawal request has, as the cells below read it. */
type RequestItem = {
  createdAt: string;
  id: number;
  memberId: number;
  loginId: string;
  nick: string;
  amount: number;
  status: string;
  decidedAt: string | null;
  decidedBy: string | null;
  reason: string | null;
};

/** A request's status as a coloured label. */
export function RequestStatus({ status }: { status: string }) {
  return <span className={`status status--${status}`}>{staffStatusText[status]}</span>;
}

/** The header cells of the request number, member and amount columns. */
function RequestLeadHeads() {
  return (
    <>
      <th scope="col">번호</th>
      <th scope="col">회원</th>
      <th scope="col" className="num">
        금액
      </th>
    </>
  );
}

/** A queue row's number, member (linking to the detail) and amount cells. */
function RequestLeadCells({ item }: { item: RequestItem }) {
  return (
    <>
      <td data-label="번호" className="muted">
        {item.id}
      </td>
      <td data-label="회원">
        <MemberCell memberId={item.memberId} loginId={item.loginId} nick={item.nick} />
      </td>
      <td data-label="금액" className="num strong">
        {formatWonText(item.amount)}
      </td>
    </>
  );
}

/** A queue row's 처리 cell: when and by whom it was decided, and the rejection reason. */
function DecisionCell({ item }: { item: RequestItem }) {
  return (
    <td data-label="처리" className="small">
      {item.decidedAt ? (
        <>
          <span className="nowrap">{formatKstDateTime(item.decidedAt)}</span>
          {item.decidedBy && <span className="muted"> · {item.decidedBy}</span>}
          {item.reason && <span className="cell-reason">사유: {item.reason}</span>}
        </>
      ) : (
        <span className="muted">-</span>
      )}
    </td>
  );
}

type DecisionActionsProps = {
  isPending: boolean;
  approveLabel?: string;
  /** Why this staff member cannot approve (the button is disabled and says why). */
  approveBlockedReason?: string;
  onApprove: () => void;
  onReject: () => void;
};

/** A queue row's 작업 cell: approve and reject while the request is pending. */
function DecisionActions({
  isPending,
  approveLabel = '승인',
  approveBlockedReason,
  onApprove,
  onReject,
}: DecisionActionsProps) {
  return (
    <td data-label="작업" className="actions">
      {isPending && (
        <>
          <button
            type="button"
            className="btn btn--sm btn--primary"
            disabled={approveBlockedReason !== undefined}
            title={approveBlockedReason}
            onClick={onApprove}
          >
            {approveLabel}
          </button>
          <button type="button" className="btn btn--sm btn--danger-ghost" onClick={onReject}>
            거절
          </button>
        </>
      )}
    </td>
  );
}

/** Columns a queue adds to the shared ones: their header cells and a row's cells. */
type ExtraColumns<Item> = { heads: ReactNode; cells: (item: Item) => ReactNode };

type RequestQueueTableProps<Item extends RequestItem> = {
  items: Item[];
  testId: string;
  rowTestId: string;
  /** Columns between the amount and the status. */
  afterAmount: ExtraColumns<Item>;
  /** Columns between the status and the request time. */
  afterStatus?: ExtraColumns<Item>;
  canDecide: boolean;
  /** The approve button of a pending row: its label, and why it is disabled if it is. */
  approveOf?: (item: Item) => { label: string; blockedReason?: string };
  onDecide: (decision: { kind: 'approve' | 'reject'; item: Item }) => void;
};

/** One page of a request queue (deposits or withdrawals), with approve / reject on pending rows. */
export function RequestQueueTable<Item extends RequestItem>({
  items,
  testId,
  rowTestId,
  afterAmount,
  afterStatus,
  canDecide,
  approveOf,
  onDecide,
}: RequestQueueTableProps<Item>) {
  return (
    <DataTable
      className="table table--cards"
      testId={testId}
      head={
        <>
          <RequestLeadHeads />
          {afterAmount.heads}
          <th scope="col">상태</th>
          {afterStatus?.heads}
          <th scope="col">신청 시각 (KST)</th>
          <th scope="col">처리</th>
          {canDecide && <th scope="col">작업</th>}
        </>
      }
    >
      {items.map((item) => {
        const approve = approveOf?.(item);
        return (
          <tr key={item.id} data-testid={rowTestId} data-id={item.id}>
            <RequestLeadCells item={item} />
            {afterAmount.cells(item)}
            <td data-label="상태">
              <RequestStatus status={item.status} />
            </td>
            {afterStatus?.cells(item)}
            <td data-label="신청 시각" className="nowrap">
              {formatKstDateTime(item.createdAt)}
            </td>
            <DecisionCell item={item} />
            {canDecide && (
              <DecisionActions
                isPending={item.status === 'pending'}
                approveLabel={approve?.label}
                approveBlockedReason={approve?.blockedReason}
                onApprove={() => onDecide({ kind: 'approve', item })}
                onReject={() => onDecide({ kind: 'reject', item })}
              />
            )}
          </tr>
        );
      })}
    </DataTable>
  );
}
