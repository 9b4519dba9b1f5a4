import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../lib/db/database.ts';

/** Tables of things staff show in a window: switched on, from `starts_at` (if any) until `ends_at` (if any). */
type WindowTable = 'board_post' | 'site_ticker';

/** Filter: rows switched on whose window holds `at`. */
export const isShownAt = (at: Date) => (eb: ExpressionBuilder<Database, WindowTable>) =>
  eb.and([
    eb('is_visible', '=', true),
    eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]),
    eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]),
  ]);

/**
 * The next time after `at` a switched-on row's window opens or closes (null: none scheduled); what
 * members are shown is cached until then.
 */
export async function findNextWindowChange(db: Db, table: WindowTable, at: Date): Promise<Date | null> {
  const row = await db
    // Both tables have these columns; Kysely's types read one table at a time.
    .selectFrom(table as 'board_post')
    .select((eb) => [
      eb.fn.min('starts_at').filterWhere('starts_at', '>', at).as('nextStart'),
      eb.fn.min('ends_at').filterWhere('ends_at', '>', at).as('nextEnd'),
    ])
    .where('is_visible', '=', true)
    .executeTakeFirst();
  const times = [row?.nextStart, row?.nextEnd].filter((time): time is Date => time instanceof Date);
  return times.length === 0 ? null : new Date(Math.min(...times.map((time) => time.getTime())));
}
