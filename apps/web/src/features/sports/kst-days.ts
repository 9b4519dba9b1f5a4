import { kstDateOf, kstDayPlus, kstWeekdayOf, kstWeekdayText } from '@hanpan/core/time/kst';

// The prematch page's day tabs in Korea Standard Time, whatever the browser's own zone: the API's
// `date` filter is a KST day. Formatting itself lives in core's time/kst.

/** One date tab of the prematch page: the API's date and its Korean label. */
export type DayTab = { date: string; label: string };

/** `count` KST days from today: 오늘, 내일, then 'MM-DD (요일)'. */
export function dayTabs(now: Date, count: number): DayTab[] {
  const today = kstDateOf(now);
  return Array.from({ length: count }, (_, index) => {
    const date = kstDayPlus(today, index);
    const label =
      index === 0
        ? '오늘'
        : index === 1
          ? '내일'
          : `${date.slice(5)} (${kstWeekdayText[kstWeekdayOf(date)]})`;
    return { date, label };
  });
}

/** A running clock as 'mm:ss' (minutes past 59 keep counting: 93:05). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
