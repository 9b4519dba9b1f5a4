import type { LimitWindow } from '../api/protection.ts';

// Windows are rolling and end at `now`: 24 hours, 7 days, or one calendar month back in KST (the
// same day and time of the previous month, clamped to its last day: 03-31 -> 02-28).

const hourMs = 3_600_000;
const kstOffsetMs = 9 * hourMs;

/** Adds whole calendar months to an instant as KST reads it (the day clamped to the month's last). */
export function plusKstMonths(at: Date, months: number): Date {
  const kst = new Date(at.getTime() + kstOffsetMs);
  const year = kst.getUTCFullYear();
  const month = kst.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(kst.getUTCDate(), lastDay);
  const shifted = Date.UTC(
    year,
    month,
    day,
    kst.getUTCHours(),
    kst.getUTCMinutes(),
    kst.getUTCSeconds(),
    kst.getUTCMilliseconds(),
  );
  return new Date(shifted - kstOffsetMs);
}

/** Where a limit's window starts at `now` (the per-bet window has none: null). */
export function windowStartOf(window: LimitWindow, now: Date): Date | null {
  if (window === 'day') return new Date(now.getTime() - 24 * hourMs);
  if (window === 'week') return new Date(now.getTime() - 7 * 24 * hourMs);
  if (window === 'month') return plusKstMonths(now, -1);
  return null;
}
