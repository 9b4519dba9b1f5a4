// The payments feature's public module: what other features and the composition roots may use of it.

export type { DepositGuard } from './deposit-guard.ts';
export { sumDepositsSince } from './deposit-guard.ts';
export {
  isDepositBankUnset,
  readAgencySettlementDualApprovalAmount,
  readMinPointConversion,
  setDepositBankIfUnset,
} from './money-settings.ts';
export { maskNick } from './present.ts';
export { registerPaymentRoutes } from './routes.ts';
export type { PaymentsService } from './service.ts';
export { createPaymentsService } from './service.ts';
export type { BlockInForceCheck } from './staff-payout.ts';
export { registerStaffPaymentRoutes } from './staff-routes.ts';
