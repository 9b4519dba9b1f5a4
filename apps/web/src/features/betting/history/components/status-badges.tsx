import {
  type BetHistoryLegStatus,
  type BetHistoryStatus,
  betHistoryLegStatusText,
  betHistoryStatusText,
} from '@hanpan/core/api/bet-history';

/** A bet's status as a coloured badge: 대기, 적중, 미적중, 적특, 부분적중 or 취소. */
export function BetStatusBadge({ status }: { status: BetHistoryStatus }) {
  return (
    <span className={`bet-badge bet-badge--${status}`} data-testid="bet-status" data-status={status}>
      {betHistoryStatusText[status]}
    </span>
  );
}

/** A leg's status as a small badge: 대기, 적중, 미적중, 적특, 반적중, 반미적중 or 취소. */
export function LegStatusBadge({ status }: { status: BetHistoryLegStatus }) {
  return (
    <span
      className={`bet-badge bet-badge--sm bet-badge--${status}`}
      data-testid="leg-status"
      data-status={status}
    >
      {betHistoryLegStatusText[status]}
    </span>
  );
}
