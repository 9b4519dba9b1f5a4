import { type CasinoRoundStatus, casinoRoundStatusText } from '@hanpan/core/api/casino';
import { type CasinoTransactionStatus, casinoTransactionText } from '@hanpan/core/api/staff-casino';

const roundTone: Record<CasinoRoundStatus, string> = {
  open: 'pending',
  closed: 'approved',
  rolled_back: 'rejected',
};

const transactionTone: Record<CasinoTransactionStatus, string> = {
  posted: 'approved',
  rolled_back: 'rejected',
  cancelled: 'disabled',
};

/** A round's status badge: 진행중, 완료 or 취소. */
export function RoundStatus({ status }: { status: CasinoRoundStatus }) {
  return (
    <span className={`status status--${roundTone[status]}`} data-status={status}>
      {casinoRoundStatusText[status]}
    </span>
  );
}

/** A wallet transaction's status badge: 처리, 취소됨 or 선취소. */
export function TransactionStatus({ status }: { status: CasinoTransactionStatus }) {
  return (
    <span className={`status status--${transactionTone[status]}`} data-status={status}>
      {casinoTransactionText[status]}
    </span>
  );
}
