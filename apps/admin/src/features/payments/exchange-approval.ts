import type { StaffExchangeItem, StaffMe } from '@hanpan/core/api/staff';

/** Where a withdrawal stands on the way to being paid, as the queue shows it. */
export type ExchangeApprovalStage = 'single' | 'needsFirst' | 'needsSecond' | 'done';

/** The approval stage of a withdrawal: one approval pays it, or it needs a first or a second one. */
export function exchangeApprovalStage(item: StaffExchangeItem): ExchangeApprovalStage {
  if (item.status !== 'pending') return 'done';
  if (!item.needsSecondApproval) return 'single';
  return item.firstApprovedBy ? 'needsSecond' : 'needsFirst';
}

/** True when `me` gave the first approval, so the second must come from someone else. */
export function isOwnFirstApproval(item: StaffExchangeItem, me: StaffMe): boolean {
  return (
    item.firstApprovedBy !== null && (item.firstApprovedBy === me.loginId || item.firstApprovedBy === me.name)
  );
}

/** The approve button's label at each stage (table row and confirmation alike). */
export const approveLabelOf: Record<ExchangeApprovalStage, string> = {
  single: '승인',
  needsFirst: '1차 승인',
  needsSecond: '2차 승인',
  done: '승인',
};
