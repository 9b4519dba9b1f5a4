import { sql } from 'kysely';
import { arrayOf } from '../../lib/db/pg-array.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { InsufficientFundsError, type Transfer } from './ledger-repository.ts';

// Many balanced transfers posted in a handful of statements (settlement pays thousands of bets per
// transaction): one insert of the ledger transactions, one of their entries, one balance update per
// account with the summed amounts. The invariants are postTransfer's: each transfer sums to zero (the
// deferred trigger checks it again at commit), balances move with their entries, member balances never
// go below zero.

/** A locked account: its balance and whether it is a member's (never below zero). */
export type LockedAccount = { id: number; balance: bigint; isMember: boolean };

/**
 * Locks the accounts `for update` in id order (the order every posting locks them, so two postings
 * cannot deadlock) and returns them by id.
 */
export async function lockAccounts(
  trx: Trx,
  accountIds: readonly number[],
): Promise<Map<number, LockedAccount>> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const rows = await sql<{ id: number; balance: bigint; member_id: number | null }>`
    select id, balance, member_id from account where id = any(${arrayOf(ids, 'integer')})
    order by id for update`.execute(trx);
  return new Map(
    rows.rows.map((row) => [
      row.id,
      { id: row.id, balance: BigInt(row.balance), isMember: row.member_id !== null },
    ]),
  );
}

/**
 * Posts the transfers inside the caller's transaction, after lockAccounts took their accounts.
 * Returns each transfer's ledger transaction id by idempotency key. A key posted before fails the whole
 * transaction (unique violation): callers key postings by something they hold locked (a bet's version),
 * so a repeat is a bug to stop, never a payment to make twice.
 */
export async function postTransfersInBulk(
  trx: Trx,
  transfers: readonly Omit<Transfer, 'memo' | 'staffId'>[],
): Promise<Map<string, bigint>> {
  if (transfers.length === 0) return new Map();
  for (const transfer of transfers) {
    const legs = transfer.legs.filter((leg) => leg.amount !== 0n);
    const total = legs.reduce((sum, leg) => sum + leg.amount, 0n);
    if (legs.length < 2 || total !== 0n) throw new Error(`Unbalanced transfer ${transfer.idempotencyKey}`);
  }
  // The entries' foreign-key checks plan for ledger_tx as it is now, as inside the money functions
  // (migration 0038): a plan cached while it was small would read it whole for every entry.
  await sql`set local plan_cache_mode = force_custom_plan`.execute(trx);
  const inserted = await sql<{ id: bigint; idempotency_key: string }>`
    insert into ledger_tx (kind, reference, idempotency_key)
    select * from unnest(${arrayOf(
      transfers.map((transfer) => transfer.kind),
      'text',
    )}, ${arrayOf(
      transfers.map((transfer) => transfer.reference),
      'text',
    )}, ${arrayOf(
      transfers.map((transfer) => transfer.idempotencyKey),
      'text',
    )})
    returning id, idempotency_key`.execute(trx);
  const txIds = new Map(inserted.rows.map((row) => [row.idempotency_key, BigInt(row.id)]));

  const entryTx: bigint[] = [];
  const entryAccount: number[] = [];
  const entryAmount: bigint[] = [];
  const deltas = new Map<number, bigint>();
  for (const transfer of transfers) {
    const txId = txIds.get(transfer.idempotencyKey);
    if (txId === undefined) throw new Error(`Ledger transaction ${transfer.idempotencyKey} not written`);
    for (const leg of transfer.legs) {
      if (leg.amount === 0n) continue;
      entryTx.push(txId);
      entryAccount.push(leg.accountId);
      entryAmount.push(leg.amount);
      deltas.set(leg.accountId, (deltas.get(leg.accountId) ?? 0n) + leg.amount);
    }
  }
  await sql`
    insert into ledger_entry (tx_id, account_id, amount)
    select * from unnest(${arrayOf(entryTx, 'bigint')}, ${arrayOf(entryAccount, 'integer')},
      ${arrayOf(entryAmount, 'bigint')})`.execute(trx);

  const changed = [...deltas].filter(([, delta]) => delta !== 0n).sort(([a], [b]) => a - b);
  if (changed.length === 0) return txIds;
  // Conditional like postTransfer's debit: a member balance that would go below zero is not updated.
  const updated = await sql<{ id: number }>`
    update account set balance = account.balance + d.delta
    from unnest(${arrayOf(
      changed.map(([id]) => id),
      'integer',
    )}, ${arrayOf(
      changed.map(([, delta]) => delta),
      'bigint',
    )}) as d(id, delta)
    where account.id = d.id and (account.member_id is null or account.balance + d.delta >= 0)
    returning account.id`.execute(trx);
  if (updated.rows.length !== changed.length) {
    const done = new Set(updated.rows.map((row) => row.id));
    const refused = changed.find(([id]) => !done.has(id));
    throw new InsufficientFundsError(refused?.[0] ?? 0);
  }
  return txIds;
}
