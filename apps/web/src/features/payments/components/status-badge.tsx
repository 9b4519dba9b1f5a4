import { type ChargeStatus, type ExchangeStatus, paymentStatusText } from '@hanpan/core/api/payments';

/** A request's status as a coloured badge: 처리중, 완료, 거절 or 취소. */
export function StatusBadge({ status }: { status: ChargeStatus | ExchangeStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{paymentStatusText[status]}</span>;
}
