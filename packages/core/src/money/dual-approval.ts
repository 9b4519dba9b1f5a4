// Two-person approval of money leaving the house (withdrawals, released partner settlements): one rule
// for every feature that asks for a second staff member.

/** True when `amount` is above the staff-set line, so two different staff members must approve it. */
export function needsSecondApproval(amount: bigint, dualApprovalAmount: number): boolean {
  return amount > BigInt(dualApprovalAmount);
}
