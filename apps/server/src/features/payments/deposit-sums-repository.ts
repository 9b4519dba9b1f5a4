import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';

/**
 * A member's deposit requests that count against a deposit limit (pending and approved, won) since
 * each of `since` instants, in one read (player protection, issue 27).
 */
export async function sumDepositsSince(
  reader: Db,
  memberId: number,
  since: readonly Date[],
): Promise<bigint[]> {
  if (since.length === 0) return [];
  const earliest = new Date(Math.min(...since.map((at) => at.getTime())));
  const row = await reader
    .selectFrom('charge_request')
    .where('member_id', '=', memberId)
    .where('status', 'in', ['pending', 'approved'])
    .where('created_at', '>=', earliest)
    .select((eb) =>
      since.map((at, index) =>
        eb.fn
          .coalesce(sql<bigint>`sum(amount) filter (where created_at >= ${at})`, sql<bigint>`0`)
          .as(`sum${index}`),
      ),
    )
    .executeTakeFirst();
  const sums = (row ?? {}) as Record<string, bigint | string | number>;
  return since.map((_, index) => BigInt(sums[`sum${index}`] ?? 0));
}
