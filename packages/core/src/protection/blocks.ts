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

/**
 * A block (time-out or self-exclusion) and its end; a self-exclusion also when the member asked to
 * come back after it ended (LCCP 3.5: the account returns only on request, after a further 24 hours).
 */
export type Block = { kind: 'timeout' | 'selfExclusion'; until: Date; returnAskedAt?: Date | null };

/** Hours between a member's request to return from an ended self-exclusion and their return. */
export const selfExclusionReturnHours = 24;

/** When the member returns from an ended self-exclusion: 24 hours after asking; null until they ask. */
export const returnAtOf = (block: Block): Date | null =>
  block.returnAskedAt ? new Date(block.returnAskedAt.getTime() + selfExclusionReturnHours * 3_600_000) : null;

/**
 * The block in force at `now`, if any: a time-out until its end; a self-exclusion until its end and
 * then until 24 hours after the member asked to return (in force while they have not asked).
 */
export function activeBlock(block: Block | null, now: Date): Block | null {
  if (block === null) return null;
  if (block.until.getTime() > now.getTime()) return block;
  if (block.kind !== 'selfExclusion') return null;
  const returnAt = returnAtOf(block);
  return returnAt === null || returnAt.getTime() > now.getTime() ? block : null;
}

/** True when a self-exclusion has ended and the member has not yet asked to return. */
export const awaitsReturnRequest = (block: Block | null, now: Date): boolean =>
  block !== null &&
  block.kind === 'selfExclusion' &&
  block.until.getTime() <= now.getTime() &&
  !block.returnAskedAt;

/** A new block may replace the one in force only when it ends later: neither is shortened or lifted early. */
export const canReplaceBlock = (current: Block | null, next: Block, now: Date): boolean => {
  const inForce = activeBlock(current, now);
  return inForce === null || next.until.getTime() > Math.max(inForce.until.getTime(), now.getTime());
};

/** True when a limit set (or last reviewed) at `since` is due for its 6-month review at `now`. */
export const isReviewDue = (since: Date, now: Date): boolean =>
  plusKstMonths(since, limitReviewMonths).getTime() <= now.getTime();
