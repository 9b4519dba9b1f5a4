import { type RawBuilder, sql } from 'kysely';

/**
 * The KST calendar day 'YYYY-MM-DD' (UTC+9, no daylight saving) of a timestamptz column, whatever the
 * session time zone: the day every back-office report groups by.
 */
export function kstDayOf(column: string): RawBuilder<string> {
  return sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;
}
