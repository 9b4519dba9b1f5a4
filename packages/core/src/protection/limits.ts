import { type LimitWindow, limitCoolingOffHours } from '../api/protection.ts';

/** A change of the member's own amount waiting out its cooling-off (amount null = removal). */
export type PendingChange = { amount: bigint | null; appliesAt: Date };

/** One limit as stored: the member's own amount, the staff's, and a pending change of the own. */
export type LimitState = { own: bigint | null; staff: bigint | null; pending: PendingChange | null };

/** The state with a pending change whose time has come applied: it is then the member's own limit. */
export function settleLimit(state: LimitState, now: Date): LimitState {
  if (state.pending === null || state.pending.appliesAt.getTime() > now.getTime()) return state;
  return { ...state, own: state.pending.amount, pending: null };
}

/** The stricter of two limits (null = none). */
export const stricterOf = (a: bigint | null, b: bigint | null): bigint | null => {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
};

/** The limit in force at `now`: the stricter of the member's own (pending applied once due) and the staff's. */
export function effectiveLimitOf(state: LimitState, now: Date): bigint | null {
  const settled = settleLimit(state, now);
  return stricterOf(settled.own, settled.staff);
}

/** How the member's own amount changes: at once (a decrease or a first limit), or pending until appliesAt. */
export type OwnChange =
  | { kind: 'now'; state: LimitState }
  | { kind: 'pending'; state: LimitState; appliesAt: Date }
  | { kind: 'unchanged'; state: LimitState };

/**
 * The member asks for `next` as their own limit (null = remove it). A decrease (or a first limit)
 * applies at once and cancels any pending change; an increase or a removal waits out the cooling-off,
 * replacing any pending change, so there is only ever one.
 */
export function requestOwnLimit(current: LimitState, next: bigint | null, now: Date): OwnChange {
  const state = settleLimit(current, now);
  const isStricter = next !== null && (state.own === null || next <= state.own);
  if (isStricter) return { kind: 'now', state: { ...state, own: next, pending: null } };
  if (next === null && state.own === null) return { kind: 'unchanged', state: { ...state, pending: null } };
  const appliesAt = new Date(now.getTime() + limitCoolingOffHours * 3_600_000);
  return { kind: 'pending', state: { ...state, pending: { amount: next, appliesAt } }, appliesAt };
}

/**
 * Staff set their amount (null = remove theirs). They may set any amount of their own, but the
 * member's own amount and pending change stay as they are: staff can make the limit stricter, never
 * looser than what the member chose.
 */
export function setStaffLimit(current: LimitState, staff: bigint | null): LimitState {
  return { ...current, staff };
}

/** One window of a kind with its limit in force and what is used of it. */
export type WindowUse = { window: LimitWindow; limit: bigint | null; used: bigint };

/** What is left of a limit (never below zero). */
export const remainingOf = (limit: bigint, used: bigint): bigint => (used >= limit ? 0n : limit - used);

/** The window with the lowest remaining amount (it is the one that applies), or null when none has a limit. */
export function tightestWindow(uses: readonly WindowUse[]): (WindowUse & { remaining: bigint }) | null {
  let best: (WindowUse & { remaining: bigint }) | null = null;
  for (const use of uses) {
    if (use.limit === null) continue;
    const remaining = remainingOf(use.limit, use.used);
    if (best === null || remaining < best.remaining) best = { ...use, remaining };
  }
  return best;
}

/** The window `amount` would pass (the tightest one), or null when it fits every window. */
export function passedWindow(
  uses: readonly WindowUse[],
  amount: bigint,
): (WindowUse & { remaining: bigint }) | null {
  const tightest = tightestWindow(uses);
  return tightest !== null && amount > tightest.remaining ? tightest : null;
}
