// What members owe the house after a resettlement took back more than their cash, and how a credit
// repays it (oldest debt first); debt-repository.ts reads and writes them.

/** A debt still open (or made in this transaction: id null until written). */
export type OpenDebt = {
  id: bigint | null;
  memberId: number;
  betId: bigint | null;
  amount: bigint;
  repaid: bigint;
  /** repaid as read (or 0 for a new debt), to write only what changed. */
  repaidBefore: bigint;
};

/** Repays the debts from a credit, oldest first (changes them); returns the part of the credit used. */
export function repayDebts(debts: readonly OpenDebt[], credit: bigint): bigint {
  let left = credit;
  for (const debt of debts) {
    if (left <= 0n) break;
    const part = debt.amount - debt.repaid < left ? debt.amount - debt.repaid : left;
    debt.repaid += part;
    left -= part;
  }
  return credit - left;
}
