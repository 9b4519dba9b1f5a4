import type { Trx } from '../../lib/db/transaction.ts';
import { type LockedAccount, lockAccounts } from './bulk-ledger-repository.ts';
import { insertDebts, lockOpenDebts, writeDebtRepayments } from './debt-repository.ts';
import type { OpenDebt } from './debts.ts';

// The steps around moneyStep(db).moveInBulk for a batch that plans its own legs (a settlement batch):
// lock the accounts, then the payees' debts, plan, move, then record what the debts became.

/** Locks the accounts a bulk movement touches, `for update` in id order (the order every posting takes), by id. */
export async function lockAccountsForBulkMove(
  trx: Trx,
  accountIds: readonly number[],
): Promise<Map<number, LockedAccount>> {
  return lockAccounts(trx, accountIds);
}

/** Locks the members' open debts (after their accounts), oldest first, by member id. */
export async function lockDebtsForBulkMove(
  trx: Trx,
  memberIds: readonly number[],
): Promise<Map<number, OpenDebt[]>> {
  return lockOpenDebts(trx, memberIds);
}

/** Records, after moveInBulk, what the planned repayments left of the locked debts (one statement). */
export async function recordDebtRepayments(trx: Trx, debts: readonly OpenDebt[]): Promise<void> {
  await writeDebtRepayments(trx, debts);
}

/** Records the debts a bulk movement made, each with the ledger transaction that made it (one statement). */
export async function recordNewDebts(
  trx: Trx,
  debts: readonly (OpenDebt & { createdTxId: bigint })[],
): Promise<void> {
  await insertDebts(trx, debts);
}
