import type { StaffLedgerLine } from '@hanpan/core/api/staff';
import type { Db, MemberAccountKind } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import type { MemberAccounts } from './ledger-repository.ts';

/** A member's three accounts with their balances. */
export type LockedAccounts = { ids: MemberAccounts; balances: Record<MemberAccountKind, bigint> };

/**
 * Reads the member's accounts and balances with `select ... for update` inside the caller's
 * transaction, so the amount converted is exactly what is there until the commit. Rows are
 * locked in id order, the same order postTransfer updates them in. Null when the member has no
 * accounts (no such member).
 */
export function lockMemberAccounts(trx: Trx, memberId: number): Promise<LockedAccounts | null> {
  return selectMemberAccounts(trx, memberId, 'forUpdate');
}

/** The member's accounts and balances without a lock; null when there is no such member. */
export function readMemberAccounts(trx: Trx, memberId: number): Promise<LockedAccounts | null> {
  return selectMemberAccounts(trx, memberId, 'plain');
}

async function selectMemberAccounts(
  trx: Trx,
  memberId: number,
  mode: 'forUpdate' | 'plain',
): Promise<LockedAccounts | null> {
  const query = trx
    .selectFrom('account')
    .select(['id', 'kind', 'balance'])
    .where('member_id', '=', memberId)
    .orderBy('id');
  const rows = await (mode === 'forUpdate' ? query.forUpdate() : query).execute();
  const ids: Partial<MemberAccounts> = {};
  const balances = { cash: 0n, point: 0n, agency_cash: 0n };
  for (const row of rows) {
    const kind = row.kind as MemberAccountKind;
    ids[kind] = row.id;
    balances[kind] = row.balance;
  }
  if (ids.cash === undefined || ids.point === undefined || ids.agency_cash === undefined) return null;
  return { ids: ids as MemberAccounts, balances };
}

/** The member's ledger lines on their three accounts, newest first (back-office member detail). */
export async function listMemberLedgerLines(
  db: Db,
  memberId: number,
  limit: number,
): Promise<StaffLedgerLine[]> {
  const rows = await db
    .selectFrom('ledger_entry as e')
    .innerJoin('account as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_tx as t', 't.id', 'e.tx_id')
    .select([
      'e.id',
      'e.tx_id',
      't.kind',
      't.reference',
      'a.kind as account',
      'e.amount',
      't.memo',
      't.created_at',
    ])
    .where('a.member_id', '=', memberId)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    txId: row.tx_id.toString(),
    kind: row.kind,
    reference: row.reference,
    account: row.account as MemberAccountKind,
    amount: Number(row.amount),
    memo: row.memo,
    createdAt: row.created_at.toISOString(),
  }));
}
