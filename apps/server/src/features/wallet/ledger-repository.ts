import type { LedgerTxKind } from '@hanpan/core/money/ledger-kinds';
import { sql } from 'kysely';
import type { Db, MemberAccountKind, SystemAccountKind } from '../../lib/db/database.ts';
import { insufficientFundsAccount } from '../../lib/db/errors.ts';
import { arrayOf } from '../../lib/db/pg-array.ts';
import { systemAccountShards } from '../../lib/db/system-account-shards.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import type { TransferLeg } from './transfer-leg.ts';

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

// The function raises a refused debit with its own SQLSTATE; callers know it as InsufficientFundsError.
const rethrowRefusedDebit = (error: unknown): never => {
  const accountId = insufficientFundsAccount(error);
  throw accountId === null ? error : new InsufficientFundsError(accountId);
};

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

  // One round trip: ledger_post_transfer (migration 0031) updates the legs' rows in account-id
  // order, so two postings touching the same accounts cannot deadlock.
  const result = await sql<{ posted_tx_id: bigint; is_duplicate: boolean }>`
    select posted_tx_id, is_duplicate from ledger_post_transfer(${transfer.kind}::text,
      ${transfer.reference}::text, ${transfer.idempotencyKey}::text, ${transfer.memo ?? null}::text,
      ${transfer.staffId ?? null}::integer, ${arrayOf(
        legs.map((leg) => leg.accountId),
        'integer',
      )}, ${arrayOf(
        legs.map((leg) => leg.amount),
        'bigint',
      )})`
    .execute(trx)
    .catch(rethrowRefusedDebit);
  const row = result.rows[0];
  if (!row) throw new Error(`Ledger transaction ${transfer.idempotencyKey} not written`);
  return { kind: row.is_duplicate ? 'duplicate' : 'posted', txId: BigInt(row.posted_tx_id) };
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
