import type { LedgerTxKind } from '@hanpan/core/money/ledger-kinds';
import { sql } from 'kysely';
import type { AccountKind, Db, MemberAccountKind, SystemAccountKind } from '../../lib/db/database.ts';
import { systemAccountShards } from '../../lib/db/system-account-shards.ts';
import type { Trx } from '../../lib/db/transaction.ts';

const memberKinds: readonly AccountKind[] = ['cash', 'point', 'agency_cash'];

/** One leg of a transfer: a signed amount on one account (credit > 0, debit < 0). */
export type TransferLeg = { accountId: number; amount: bigint };

/** A balanced money movement (legs sum to zero). */
export type Transfer = {
  /** What kind of movement; only the kinds core names (so the back office can show each one in Korean). */
  kind: LedgerTxKind;
  /** What caused it, e.g. 'charge_request:12'. */
  reference: string;
  /** Posting the same key again posts nothing and returns the first posting's id. */
  idempotencyKey: string;
  legs: TransferLeg[];
  memo?: string | null;
  staffId?: number | null;
};

/** What postTransfer did. */
export type PostingResult = { kind: 'posted'; txId: bigint } | { kind: 'duplicate'; txId: bigint };

/**
 * Thrown when a debit would take a member account below zero. Nothing of the transfer stays:
 * the caller's transaction must roll back (throwing through `db.transaction()` does that).
 */
export class InsufficientFundsError extends Error {
  constructor(readonly accountId: number) {
    super(`Insufficient funds on account ${accountId}`);
    this.name = 'InsufficientFundsError';
  }
}

/**
 * The one way money moves (DESIGN.md section 3). Inside the caller's transaction: records the
 * ledger transaction under its idempotency key (a repeat posts nothing), applies each leg with a
 * conditional update (a member balance never goes below zero), and appends the entries. The
 * deferred trigger refuses the commit if the legs do not sum to zero.
 */
export async function postTransfer(trx: Trx, transfer: Transfer): Promise<PostingResult> {
  const legs = transfer.legs.filter((leg) => leg.amount !== 0n);
  const total = legs.reduce((sum, leg) => sum + leg.amount, 0n);
  if (legs.length < 2 || total !== 0n) throw new Error(`Unbalanced transfer ${transfer.kind}: sum ${total}`);

  const inserted = await trx
    .insertInto('ledger_tx')
    .values({
      kind: transfer.kind,
      reference: transfer.reference,
      idempotency_key: transfer.idempotencyKey,
      memo: transfer.memo ?? null,
      staff_id: transfer.staffId ?? null,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const existing = await trx
      .selectFrom('ledger_tx')
      .select('id')
      .where('idempotency_key', '=', transfer.idempotencyKey)
      .executeTakeFirstOrThrow();
    return { kind: 'duplicate', txId: existing.id };
  }

  // Rows are locked in account-id order, so two postings touching the same accounts cannot deadlock.
  const ordered = [...legs].sort((a, b) => a.accountId - b.accountId);
  for (const leg of ordered) {
    const updated = await trx
      .updateTable('account')
      .set({ balance: sql<bigint>`balance + ${leg.amount}` })
      .where('id', '=', leg.accountId)
      .where((eb) =>
        eb.or([eb('kind', 'not in', memberKinds), eb(sql<bigint>`balance + ${leg.amount}`, '>=', 0n)]),
      )
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new InsufficientFundsError(leg.accountId);
  }
  await trx
    .insertInto('ledger_entry')
    .values(ordered.map((leg) => ({ tx_id: inserted.id, account_id: leg.accountId, amount: leg.amount })))
    .execute();
  return { kind: 'posted', txId: inserted.id };
}

/** A member's three account ids. */
export type MemberAccounts = Record<MemberAccountKind, number>;

/** The member's cash, point and agency_cash account ids. */
export async function findMemberAccounts(trx: Db, memberId: number): Promise<MemberAccounts> {
  const rows = await trx
    .selectFrom('account')
    .select(['id', 'kind'])
    .where('member_id', '=', memberId)
    .execute();
  const byKind = Object.fromEntries(rows.map((row) => [row.kind, row.id]));
  if (byKind.cash === undefined || byKind.point === undefined || byKind.agency_cash === undefined) {
    throw new Error(`Member ${memberId} lacks an account`);
  }
  return byKind as MemberAccounts;
}

/** A member's balances, read inside the caller's transaction. */
export async function readMemberBalances(
  trx: Db,
  memberId: number,
): Promise<Record<MemberAccountKind, bigint>> {
  const rows = await trx
    .selectFrom('account')
    .select(['kind', 'balance'])
    .where('member_id', '=', memberId)
    .execute();
  const balances = { cash: 0n, point: 0n, agency_cash: 0n };
  for (const row of rows) balances[row.kind as MemberAccountKind] = row.balance;
  return balances;
}

/**
 * The id of one shard of a system account. `spreadKey` (e.g. the member id) picks the shard, so
 * postings of different members update different rows.
 */
export async function findSystemAccount(
  trx: Db,
  kind: SystemAccountKind,
  spreadKey: number,
): Promise<number> {
  const shard = systemAccountShardOf(spreadKey);
  const row = await trx
    .selectFrom('account')
    .select('id')
    .where('member_id', 'is', null)
    .where('kind', '=', kind)
    .where('shard', '=', shard)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The shard of a system account that `spreadKey` (e.g. the member id) picks. */
export function systemAccountShardOf(spreadKey: number): number {
  return Math.abs(Math.trunc(spreadKey)) % systemAccountShards;
}

/** The ids of a system account's shards, by shard number (fixed once migrated: callers may keep them). */
export async function listSystemAccountShards(db: Db, kind: SystemAccountKind): Promise<number[]> {
  const rows = await db
    .selectFrom('account')
    .select(['id', 'shard'])
    .where('member_id', 'is', null)
    .where('kind', '=', kind)
    .orderBy('shard')
    .execute();
  if (rows.length !== systemAccountShards) throw new Error(`${kind} has ${rows.length} shards`);
  return rows.map((row) => row.id);
}
