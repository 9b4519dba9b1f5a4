import type { Db } from '../../lib/db/database.ts';

/** How many members joined at or after `since`. */
export async function countMembersSince(db: Db, since: Date): Promise<number> {
  const row = await db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
