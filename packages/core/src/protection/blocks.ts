import { limitReviewMonths, maxTimeoutDays } from '../api/protection.ts';
import { plusKstMonths } from './windows.ts';

/** Why a time-out end is refused, or 'ok'. */
export type TimeoutEndCheck = 'ok' | 'tooShort' | 'tooLong';

/** A time-out must end after now and at most `maxTimeoutDays` (6 weeks) from now. */
export function checkTimeoutEnd(until: Date, now: Date): TimeoutEndCheck {
  if (until.getTime() <= now.getTime()) return 'tooShort';
  if (until.getTime() > now.getTime() + maxTimeoutDays * 24 * 3_600_000) return 'tooLong';
  return 'ok';
}

/** When a self-exclusion of `months` starting now ends (calendar months, KST). */
export const selfExclusionEndOf = (now: Date, months: number): Date => plusKstMonths(now, months);

/** A block (time-out or self-exclusion) and its end. */
export type Block = { kind: 'timeout' | 'selfExclusion'; until: Date };

/** The block in force at `now`, if any. */
export const activeBlock = (block: Block | null, now: Date): Block | null =>
  block !== null && block.until.getTime() > now.getTime() ? block : null;

/** A new block may replace the one in force only when it ends later: neither is shortened or lifted early. */
export const canReplaceBlock = (current: Block | null, next: Block, now: Date): boolean => {
  const inForce = activeBlock(current, now);
  return inForce === null || next.until.getTime() > inForce.until.getTime();
};

/** True when a limit set (or last reviewed) at `since` is due for its 6-month review at `now`. */
export const isReviewDue = (since: Date, now: Date): boolean =>
  plusKstMonths(since, limitReviewMonths).getTime() <= now.getTime();
