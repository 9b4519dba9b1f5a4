// Every time the member site and the back office show is Korea Standard Time (UTC+9), whatever the
// browser's own zone. Korea has no daylight saving, so a fixed +9 h shift is exact and needs no
// time-zone data from the browser.

const kstOffsetMs = 9 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** Korean weekday names, Sunday first (as Date#getUTCDay counts). */
export const kstWeekdayText = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** The note shown where a time could be read in another zone. */
export const kstNote = '한국 시간(KST)';

/** An instant as an ISO text, a Date or epoch milliseconds. */
export type Instant = string | Date | number;

/** The KST wall clock of an instant, zero-padded: 'YYYY', 'MM', 'DD', 'HH', 'mm', 'ss' and the weekday (0 = 일). */
export type KstParts = {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  weekday: number;
};

function epochOf(instant: Instant): number {
  if (instant instanceof Date) return instant.getTime();
  if (typeof instant === 'number') return instant;
  return Date.parse(instant);
}

/** The KST wall clock of an instant; null for an unreadable one. */
export function kstPartsOf(instant: Instant): KstParts | null {
  const time = epochOf(instant);
  if (!Number.isFinite(time)) return null;
  const shifted = new Date(time + kstOffsetMs);
  if (Number.isNaN(shifted.getTime())) return null;
  const iso = shifted.toISOString();
  return {
    year: iso.slice(0, 4),
    month: iso.slice(5, 7),
    day: iso.slice(8, 10),
    hour: iso.slice(11, 13),
    minute: iso.slice(14, 16),
    second: iso.slice(17, 19),
    weekday: shifted.getUTCDay(),
  };
}

/** The KST calendar day of an instant, 'YYYY-MM-DD' ('-' for an unreadable one). */
export function kstDateOf(instant: Instant): string {
  const p = kstPartsOf(instant);
  return p ? `${p.year}-${p.month}-${p.day}` : '-';
}

/** The KST day `days` after (or before, when negative) the KST day 'YYYY-MM-DD'. */
export function kstDayPlus(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The weekday (0 = 일) of a KST day 'YYYY-MM-DD'. */
export function kstWeekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** An instant as 'YYYY-MM-DD HH:mm:ss' KST; '-' for none or an unreadable one. */
export function formatKstDateTime(instant: Instant | null | undefined): string {
  const p = instant === null || instant === undefined || instant === '' ? null : kstPartsOf(instant);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}` : '-';
}

/** An instant as 'YYYY-MM-DD HH:mm' KST; '-' for none or an unreadable one. */
export function formatKstMinute(instant: Instant | null | undefined): string {
  const p = instant === null || instant === undefined || instant === '' ? null : kstPartsOf(instant);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : '-';
}

/** An instant as 'YYYY-MM-DD' KST; '-' for none or an unreadable one. */
export function formatKstDate(instant: Instant | null | undefined): string {
  const p = instant === null || instant === undefined || instant === '' ? null : kstPartsOf(instant);
  return p ? `${p.year}-${p.month}-${p.day}` : '-';
}

/** A kick-off as the fixture rows show it, 'MM-DD HH:mm' KST; '-' for an unreadable one. */
export function formatKstStart(instant: Instant | null | undefined): string {
  const p = instant === null || instant === undefined || instant === '' ? null : kstPartsOf(instant);
  return p ? `${p.month}-${p.day} ${p.hour}:${p.minute}` : '-';
}

/** An instant's time of day as 'HH:mm:ss' KST; '-' for none or an unreadable one. */
export function formatKstTime(instant: Instant | null | undefined): string {
  const p = instant === null || instant === undefined || instant === '' ? null : kstPartsOf(instant);
  return p ? `${p.hour}:${p.minute}:${p.second}` : '-';
}

/** The instant the KST day 'YYYY-MM-DD' begins (00:00:00 KST). */
export function kstDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - kstOffsetMs);
}

/** Midnight KST of the day an instant falls in (the start of "today" for daily totals and limits). */
export function kstMidnightOf(at: Date): Date {
  return new Date(Math.floor((at.getTime() + kstOffsetMs) / dayMs) * dayMs - kstOffsetMs);
}

/** A datetime-local input's value ('YYYY-MM-DDTHH:mm') for an instant, in KST ('' for none). */
export function kstInputValueOf(instant: Instant | null | undefined): string {
  const parts = instant === null || instant === undefined ? null : kstPartsOf(instant);
  return parts ? `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}` : '';
}

/** The ISO time (with +09:00) of a datetime-local input's value read as KST; null for an empty one. */
export function isoOfKstInputValue(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+09:00` : null;
}
