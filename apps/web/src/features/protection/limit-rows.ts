import {
  type LimitKind,
  type LimitView,
  limitKindText,
  limitWindowText,
  windowsOfKind,
} from '@hanpan/core/api/protection';
import { formatWon } from '@hanpan/core/money/amount';
import { formatKstMinute } from '@hanpan/core/time/kst';

/** One limit as the 이용 한도 tab shows it: every figure already as Korean text. */
export type LimitRow = {
  kind: LimitKind;
  window: LimitView['window'];
  /** '24시간 입금 한도'. */
  name: string;
  /** The member's own limit in force: '50,000원' or '없음'. */
  ownText: string;
  /** Staff's stricter limit, when set: '30,000원'. */
  staffText: string | null;
  /** Used in the window, when the kind counts usage: '12,000원'. */
  usedText: string | null;
  /** What is left under the lowest limit that applies: '18,000원'; null without a limit or usage. */
  remainingText: string | null;
  /** An increase or removal waiting: '100,000원 · 2026-11-30 21:00 적용 예정' or '해제 · …'. */
  pendingText: string | null;
};

/** The lowest of the member's and staff's limits, which is the one that applies (null for none). */
export function effectiveLimit(view: Pick<LimitView, 'amount' | 'staffAmount'>): number | null {
  const amounts = [view.amount, view.staffAmount].filter((amount): amount is number => amount !== null);
  return amounts.length === 0 ? null : Math.min(...amounts);
}

/** A limit's full Korean name: '24시간 입금 한도', '1회 베팅 한도'. */
export function limitName(kind: LimitKind, window: LimitView['window']): string {
  return kind === 'stake' ? limitKindText.stake : `${limitWindowText[window]} ${limitKindText[kind]}`;
}

/** The text of a pending change: the amount (or 해제) and its KST time. */
export function pendingTextOf(pending: LimitView['pending']): string | null {
  if (!pending) return null;
  const amount = pending.amount === null ? '해제' : `${formatWon(pending.amount)}원`;
  return `${amount} · ${formatKstMinute(pending.appliesAt)} 적용 예정`;
}

/** A limit's row for the page. */
export function limitRowOf(view: LimitView): LimitRow {
  const limit = effectiveLimit(view);
  const remaining = limit !== null && view.used !== null ? Math.max(0, limit - view.used) : null;
  return {
    kind: view.kind,
    window: view.window,
    name: limitName(view.kind, view.window),
    ownText: view.amount === null ? '없음' : `${formatWon(view.amount)}원`,
    staffText: view.staffAmount === null ? null : `${formatWon(view.staffAmount)}원`,
    usedText: view.used === null ? null : `${formatWon(view.used)}원`,
    remainingText: remaining === null ? null : `${formatWon(remaining)}원`,
    pendingText: pendingTextOf(view.pending),
  };
}

/**
 * The rows of one kind in window order (24시간, 7일, 1개월 or 1회); a window the server did not list
 * shows as having no limit.
 */
export function limitRowsOfKind(limits: readonly LimitView[], kind: LimitKind): LimitRow[] {
  return windowsOfKind[kind].map((window) => {
    const view = limits.find((item) => item.kind === kind && item.window === window);
    return limitRowOf(view ?? { kind, window, amount: null, staffAmount: null, used: null, pending: null });
  });
}

/**
 * Whether saving `next` (null = removal) over the member's `current` limit waits out the cooling-off:
 * an increase or a removal does; a first limit or a decrease applies at once.
 */
export function isIncrease(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}
