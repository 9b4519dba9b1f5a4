import { betHistoryText, maxHistoryRangeDays } from '@hanpan/core/api/bet-history';
import { kstDateOf, kstDayPlus, kstPartsOf } from '@hanpan/core/time/kst';

// The history's date range in Korea Standard Time (UTC+9), whatever the browser's own zone: the
// API's from..to are KST days.

const dayMs = 24 * 60 * 60 * 1000;

/** The quick range buttons: 오늘, 1주일, 1개월. */
export type QuickRange = 'today' | 'week' | 'month';

/** Korean labels of the quick ranges, in button order. */
export const quickRangeText: Record<QuickRange, string> = { today: '오늘', week: '1주일', month: '1개월' };

/** A from..to pair of KST days 'YYYY-MM-DD', both inclusive. */
export type DateRange = { from: string; to: string };

/** The KST day `days` before the KST day of `now`. */
function kstDaysBefore(now: Date, days: number): string {
  return kstDayPlus(kstDateOf(now), -days);
}

/** The KST day one calendar month before today's (the 31st falls back to the month's last day). */
function kstMonthBefore(now: Date): string {
  const today = kstPartsOf(now);
  if (!today) return kstDateOf(now);
  const year = Number(today.year);
  const month = Number(today.month) - 2;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(Number(today.day), lastDay))).toISOString().slice(0, 10);
}

/** The range of a quick button: today only, the last 7 days, or the last month, each ending today (KST). */
export function quickRangeOf(range: QuickRange, now: Date): DateRange {
  const to = kstDateOf(now);
  if (range === 'today') return { from: to, to };
  if (range === 'week') return { from: kstDaysBefore(now, 6), to };
  return { from: kstMonthBefore(now), to };
}

/** The quick button a range equals today, or null for a range the member typed. */
export function quickRangeMatching(range: DateRange, now: Date): QuickRange | null {
  for (const quick of ['today', 'week', 'month'] as const) {
    const candidate = quickRangeOf(quick, now);
    if (candidate.from === range.from && candidate.to === range.to) return quick;
  }
  return null;
}

/** The Korean problem of a typed range (core's texts), or null when the API takes it. */
export function rangeProblemOf(range: DateRange): string | null {
  const pattern = /^\d{4}-\d{2}-\d{2}$/;
  if (!pattern.test(range.from) || !pattern.test(range.to)) return betHistoryText.badDate;
  if (range.from > range.to) return betHistoryText.fromAfterTo;
  const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / dayMs;
  return days >= maxHistoryRangeDays ? betHistoryText.rangeTooLong : null;
}
