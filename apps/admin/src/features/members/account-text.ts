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

/** Korean names of the ledger transaction kinds the server posts (others show as they are). */
const ledgerKindText: Record<string, string> = {
  charge: '충전 승인',
  exchange_hold: '환전 신청 보류',
  exchange_payout: '환전 지급',
  exchange_release: '환전 거절 반환',
  adjustment: '잔액 조정',
  point_to_cash: '포인트→캐시 전환',
  cash_to_point: '캐시→포인트 전환',
  agency_cash_to_point: '정산금→포인트 전환',
  agency_cash_to_cash: '정산금→캐시 전환',
  promotion: '프로모션',
};

/** The Korean name of a ledger transaction kind, or the kind itself when it has none. */
export function ledgerKindName(kind: string): string {
  return ledgerKindText[kind] ?? kind;
}
