import { sql } from 'kysely';
import { arrayOf } from '../../lib/db/pg-array.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { lockAccounts } from './bulk-ledger-repository.ts';
import { type OpenDebt, repayDebts } from './debts.ts';
import { findSystemAccount } from './ledger-repository.ts';
import type { TransferLeg } from './transfer-leg.ts';

// What members owe the house after a resettlement took back more than their cash (member_debt, with the
// 'member_debt' system account holding the other side). Credits repay the oldest debt first: the repaid
// part goes to the member_debt account instead of cash, and the debt's `repaid` grows until it is cleared.
// Lock order: the member's accounts (lockAccounts) first, then their debts.

/** The members' open debts, oldest first, locked `for update`. */
export async function lockOpenDebts(
  trx: Trx,
  memberIds: readonly number[],
): Promise<Map<number, OpenDebt[]>> {
  const byMember = new Map<number, OpenDebt[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await sql<{
    id: bigint;
    member_id: number;
    bet_id: bigint | null;
    amount: bigint;
    repaid: bigint;
  }>`
    select id, member_id, bet_id, amount, repaid from member_debt
    where member_id = any(${arrayOf([...new Set(memberIds)], 'integer')}) and cleared_at is null
    order by member_id, id for update`.execute(trx);
  for (const row of rows.rows) {
    const debt: OpenDebt = {
      id: BigInt(row.id),
      memberId: row.member_id,
      betId: row.bet_id === null ? null : BigInt(row.bet_id),
      amount: BigInt(row.amount),
      repaid: BigInt(row.repaid),
      repaidBefore: BigInt(row.repaid),
    };
    const list = byMember.get(row.member_id);
    if (list) list.push(debt);
    else byMember.set(row.member_id, [debt]);
  }
  return byMember;
}

/** Writes the repayments of existing debts (repaid, cleared_at once whole), one statement. */
export async function writeDebtRepayments(trx: Trx, debts: readonly OpenDebt[]): Promise<void> {
  const changed = debts.filter((debt) => debt.id !== null && debt.repaid !== debt.repaidBefore);
  if (changed.length === 0) return;
  await sql`
    update member_debt set repaid = d.repaid,
      cleared_at = case when d.repaid = member_debt.amount then now() else null end
    from unnest(${arrayOf(
      changed.map((debt) => debt.id),
      'bigint',
    )}, ${arrayOf(
      changed.map((debt) => debt.repaid),
      'bigint',
    )}) as d(id, repaid)
    where member_debt.id = d.id`.execute(trx);
}

/** Inserts new debts (with what was already repaid of them), each with the ledger transaction that made it. */
export async function insertDebts(
  trx: Trx,
  debts: readonly (OpenDebt & { createdTxId: bigint })[],
): Promise<void> {
  if (debts.length === 0) return;
  await sql`
    insert into member_debt (member_id, bet_id, amount, repaid, created_tx_id, cleared_at)
    select d.member_id, d.bet_id, d.amount, d.repaid, d.tx_id,
      case when d.repaid = d.amount then now() else null end
    from unnest(${arrayOf(
      debts.map((debt) => debt.memberId),
      'integer',
    )}, ${arrayOf(
      debts.map((debt) => debt.betId),
      'bigint',
    )}, ${arrayOf(
      debts.map((debt) => debt.amount),
      'bigint',
    )}, ${arrayOf(
      debts.map((debt) => debt.repaid),
      'bigint',
    )}, ${arrayOf(
      debts.map((debt) => debt.createdTxId),
      'bigint',
    )}) as d(member_id, bet_id, amount, repaid, tx_id)`.execute(trx);
}

/** A credit to a member split between their open debts and their cash. */
export type DebtSplit = {
  /** The credit's legs on the member's side: the member_debt account (repaid part) and cash (the rest). */
  legs: TransferLeg[];
  repaid: bigint;
  /** The debts with their new repaid amounts: pass them to writeDebtRepayments after posting. */
  debts: OpenDebt[];
};

/**
 * Prepares a credit of `amount` to a member inside the caller's transaction: locks the member's cash,
 * the member_debt account shard and the caller's other accounts of the posting in id order, then the
 * member's open debts, and splits the credit so the debts are repaid first (oldest first).
 */
export async function splitCreditForDebts(
  trx: Trx,
  credit: { memberId: number; cashAccountId: number; amount: bigint; otherAccountIds: readonly number[] },
): Promise<DebtSplit> {
  const debtAccountId = await findSystemAccount(trx, 'member_debt', credit.memberId);
  await lockAccounts(trx, [credit.cashAccountId, debtAccountId, ...credit.otherAccountIds]);
  const debts = (await lockOpenDebts(trx, [credit.memberId])).get(credit.memberId) ?? [];
  const repaid = repayDebts(debts, credit.amount);
  return {
    legs: [
      { accountId: debtAccountId, amount: repaid },
      { accountId: credit.cashAccountId, amount: credit.amount - repaid },
    ].filter((leg) => leg.amount !== 0n),
    repaid,
    debts,
  };
}
