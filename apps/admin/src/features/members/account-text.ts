/** A member's account kind as the back office names it. */
export type StaffMemberAccount = 'cash' | 'point' | 'agency_cash';

/** Korean names of the three member accounts. */
export const accountText: Record<StaffMemberAccount, string> = {
  cash: '캐시',
  point: '포인트',
  agency_cash: '정산금',
};

/** The member's current balance of one account. */
export function balanceOf(
  member: { cash: number; point: number; agencyCash: number },
  account: StaffMemberAccount,
): number {
  if (account === 'cash') return member.cash;
  if (account === 'point') return member.point;
  return member.agencyCash;
}
