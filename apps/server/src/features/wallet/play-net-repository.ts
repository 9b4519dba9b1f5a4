import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import { playLedgerKinds, stakeLedgerKinds } from './stake-guard.ts';

/** A member's play on their cash account since an instant (won): stakes, and net (payouts minus stakes). */
export type PlaySums = { stakes: bigint; net: bigint };

/**
 * A member's play on their cash account since each of `since` instants, in one read: a pending bet's
 * stake counts, its payout has not come.
 */
export async function sumPlaySince(
  reader: Db,
  cashAccountId: number,
  since: readonly Date[],
): Promise<PlaySums[]> {
  if (since.length === 0) return [];
  const earliest = new Date(Math.min(...since.map((at) => at.getTime())));
  const stakeKinds = sql.join(stakeLedgerKinds.map((kind) => sql`${kind}`));
  const row = await reader
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_tx as t', 't.id', 'e.tx_id')
    .where('e.account_id', '=', cashAccountId)
    .where('t.kind', 'in', playLedgerKinds)
    .where('t.created_at', '>=', earliest)
    .select((eb) =>
      since.flatMap((at, index) => [
        eb.fn
          .coalesce(sql<bigint>`sum(e.amount) filter (where t.created_at >= ${at})`, sql<bigint>`0`)
          .as(`net${index}`),
        eb.fn
          .coalesce(
            sql<bigint>`sum(-e.amount) filter (where t.created_at >= ${at} and t.kind in (${stakeKinds}))`,
            sql<bigint>`0`,
          )
          .as(`stakes${index}`),
      ]),
    )
    .executeTakeFirst();
  const sums = (row ?? {}) as Record<string, bigint | string | number>;
  return since.map((_, index) => ({
    net: BigInt(sums[`net${index}`] ?? 0),
    stakes: BigInt(sums[`stakes${index}`] ?? 0),
  }));
}
