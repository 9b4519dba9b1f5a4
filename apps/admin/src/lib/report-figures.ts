import { kstDateOf, kstDayPlus } from '@hanpan/core/time/kst';

// The figures of the back office's reports (casino GGR, virtual daily GGR): RTPs in basis points, their
// gap, and KST date ranges as typed in a filter.

/** Basis points as a percentage: 9650 -> '96.50%'; null -> '-'. */
export function formatBp(bp: number | null): string {
  return bp === null ? '-' : `${(bp / 100).toFixed(2)}%`;
}

/**
 * The actual RTP less the theoretical one in percentage points, signed: 9800 vs 9650 -> '+1.50%p';
 * null when either is unknown.
 */
export function rtpGapText(actualBp: number | null, theoreticalBp: number | null): string | null {
  if (actualBp === null || theoreticalBp === null) return null;
  const gap = actualBp - theoreticalBp;
  return `${gap > 0 ? '+' : gap < 0 ? '-' : '±'}${(Math.abs(gap) / 100).toFixed(2)}%p`;
}

/** A KST date range ending today: the last `days` days, today included. */
export function lastKstDays(days: number, now = new Date()): { from: string; until: string } {
  const until = kstDateOf(now);
  return { from: kstDayPlus(until, -(days - 1)), until };
}

/** The Korean messages and longest range of a report's date filter. */
export type KstRangeRule = { maxDays: number; badDate: string; badRange: string };

/** The Korean problem of a typed KST date range, or null when the report takes it. */
export function kstRangeProblem(from: string, until: string, rule: KstRangeRule): string | null {
  const pattern = /^\d{4}-\d{2}-\d{2}$/;
  if (!pattern.test(from) || !pattern.test(until)) return rule.badDate;
  if (from > until) return '시작일이 종료일보다 늦습니다.';
  const days = (Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return days > rule.maxDays ? rule.badRange : null;
}
