// Birth dates are calendar dates, held as a Date at 00:00 UTC of that day. "Today" is an instant
// whose calendar day is taken in Korea time (UTC+9, no daylight saving), so the answer does not
// depend on the time zone of the machine running the check.
const koreaOffsetMs = 9 * 60 * 60 * 1000;
const yymmdd = /^(\d{2})(\d{2})(\d{2})$/;

/** Minimum full age to join (player protection, DESIGN.md principle 4). */
export const minimumJoinAge = 19;

/** The calendar day of `now` in Korea, as a Date at 00:00 UTC of that day. */
export function koreaDateOf(now: Date): Date {
  const shifted = new Date(now.getTime() + koreaOffsetMs);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

/**
 * The birth date of a YYMMDD `userdate`, or null when it is not 6 digits, not a real calendar date,
 * or after today. Century: YY above today's two-digit year means 19YY, otherwise 20YY.
 */
export function parseBirthDate(userdate: string, today: Date): Date | null {
  const match = yymmdd.exec(userdate);
  if (!match) return null;
  const [, yy, mm, dd] = match.map(Number) as [number, number, number, number];
  const day = koreaDateOf(today);
  const year = yy > day.getUTCFullYear() % 100 ? 1900 + yy : 2000 + yy;
  const birth = new Date(Date.UTC(year, mm - 1, dd));
  // Date.UTC rolls invalid days over (Feb 30 -> Mar 2), so a real date round-trips unchanged.
  const isRealDate =
    birth.getUTCFullYear() === year && birth.getUTCMonth() === mm - 1 && birth.getUTCDate() === dd;
  if (!isRealDate || birth.getTime() > day.getTime()) return null;
  return birth;
}

/** Full age in years on `today` (Korea time) of someone born on the calendar day `birth`. */
export function fullAgeOn(birth: Date, today: Date): number {
  const day = koreaDateOf(today);
  const years = day.getUTCFullYear() - birth.getUTCFullYear();
  const hadBirthday =
    day.getUTCMonth() > birth.getUTCMonth() ||
    (day.getUTCMonth() === birth.getUTCMonth() && day.getUTCDate() >= birth.getUTCDate());
  // A 29 February birthday is reached on 1 March in common years (Korean Civil Code art. 160).
  return hadBirthday ? years : years - 1;
}

/** True when someone born on `birth` is at least 19 by full age on `today`. */
export function isAdult(birth: Date, today: Date): boolean {
  return fullAgeOn(birth, today) >= minimumJoinAge;
}
