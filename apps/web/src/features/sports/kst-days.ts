// Dates and times of the sports pages in Korea Standard Time (UTC+9, no daylight saving), whatever
// the browser's own zone: the API's `date` filter is a KST day.

const kstOffsetMs = 9 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;
const weekdays = ['일', '월', '화', '수', '목', '금', '토'];

/** The KST calendar day of an instant, 'YYYY-MM-DD'. */
export function kstDateOf(time: Date): string {
  return new Date(time.getTime() + kstOffsetMs).toISOString().slice(0, 10);
}

/** One date tab of the prematch page: the API's date and its Korean label. */
export type DayTab = { date: string; label: string };

/** `count` KST days from today: 오늘, 내일, then 'MM-DD (요일)'. */
export function dayTabs(now: Date, count: number): DayTab[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(now.getTime() + kstOffsetMs + index * dayMs);
    const date = day.toISOString().slice(0, 10);
    const label =
      index === 0 ? '오늘' : index === 1 ? '내일' : `${date.slice(5)} (${weekdays[day.getUTCDay()]})`;
    return { date, label };
  });
}

/** A start time as the fixture rows show it, KST 'MM-DD HH:mm'. */
export function formatKstTime(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + kstOffsetMs).toISOString();
  return `${shifted.slice(5, 10)} ${shifted.slice(11, 16)}`;
}

/** A running clock as 'mm:ss' (minutes past 59 keep counting: 93:05). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
