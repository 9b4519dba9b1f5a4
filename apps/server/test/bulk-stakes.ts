import { sql } from 'kysely';
import { systemAccountShardOf } from '../src/features/wallet/ledger-repository.ts';
import { arrayOf } from '../src/lib/db/pg-array.ts';
import type { Trx } from '../src/lib/db/transaction.ts';

/** One stake to post: its idempotency key (also its reference) and the member who pays it. */
export type BulkStake = { key: string; memberId: number };

/**
 * Posts many stakes in a few bulk statements, as placement would post each one: a ledger transaction
 * of `kind` per stake, the member's cash debited and their house shard credited (legs summing to
 * zero), and the balances moved by the same amounts. Returns each key's transaction id.
 */
export async function postBulkStakes(
  trx: Trx,
  kind: string,
  stakes: readonly BulkStake[],
  amounts: { stake: bigint; cashOf: ReadonlyMap<number | null, number>; house: readonly number[] },
): Promise<Map<string, bigint>> {
  const { stake, cashOf, house } = amounts;
  const txs = await sql<{ id: string; idempotency_key: string }>`
    insert into ledger_tx (kind, reference, idempotency_key)
    select ${kind}, k, k from unnest(${arrayOf(
      stakes.map((entry) => entry.key),
      'text',
    )}) as k returning id::text, idempotency_key`.execute(trx);
  const txOf = new Map(txs.rows.map((row) => [row.idempotency_key, BigInt(row.id)]));
  const entries = stakes.flatMap((entry) => {
    const txId = txOf.get(entry.key) as bigint;
    const houseId = house[systemAccountShardOf(entry.memberId)] as number;
    return [
      { txId, accountId: cashOf.get(entry.memberId) as number, amount: -stake },
      { txId, accountId: houseId, amount: stake },
    ];
  });
  await sql`insert into ledger_entry (tx_id, account_id, amount)
    select * from unnest(${arrayOf(
      entries.map((entry) => entry.txId),
      'bigint',
    )}, ${arrayOf(
      entries.map((entry) => entry.accountId),
      'integer',
    )}, ${arrayOf(
      entries.map((entry) => entry.amount),
      'bigint',
    )})`.execute(trx);
  const deltas = new Map<number, bigint>();
  for (const entry of entries)
    deltas.set(entry.accountId, (deltas.get(entry.accountId) ?? 0n) + entry.amount);
  await sql`update account set balance = balance + d.delta
    from unnest(${arrayOf([...deltas.keys()], 'integer')}, ${arrayOf([...deltas.values()], 'bigint')}) as d(id, delta)
    where account.id = d.id`.execute(trx);
  return txOf;
}
