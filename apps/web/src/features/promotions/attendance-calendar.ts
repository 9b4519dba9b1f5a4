import { kstWeekdayOf } from '@hanpan/core/time/kst';

/** One cell of the month grid: a day of the month ('YYYY-MM-DD') or a blank before the 1st. */
export type CalendarCell = { date: string; day: number } | null;

/** The weeks of a KST month 'YYYY-MM', Sunday first, blanks before the 1st and after the last day. */
export function monthWeeks(month: string): CalendarCell[][] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const dayCount = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const cells: CalendarCell[] = Array.from({ length: kstWeekdayOf(`${month}-01`) }, () => null);
  for (let day = 1; day <= dayCount; day += 1) {
    cells.push({ date: `${month}-${String(day).padStart(2, '0')}`, day });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The month 'YYYY-MM' `delta` months after `month`. */
export function monthPlus(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + delta, 1)).toISOString().slice(0, 7);
}
