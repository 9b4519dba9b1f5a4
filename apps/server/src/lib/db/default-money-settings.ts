// Runtime code, imported by migration 0002 (which writes these as the first settings), never the other way round.

/** Money settings staff edit in the back office; readers fall back to these when a key is missing. */
export const defaultMoneySettings = {
  minCharge: 10_000,
  maxCharge: 50_000_000,
  minExchange: 10_000,
  maxExchange: 50_000_000,
  minPointConversion: 1_000,
  // Withdrawals above this need a second staff member's approval.
  exchangeDualApprovalAmount: 1_000_000,
  // Held partner settlements released above this need a second staff member's approval.
  agencySettlementDualApprovalAmount: 1_000_000,
  depositBank: { bankName: '국민은행', bankAccount: '000000-00-000000', bankHolder: '한판' },
} as const;
