// The wallet feature's public module: what other features and the composition roots may use of it.
// Every movement of a member's money, in every product, goes through moneyStep(db).move (or moveMany for
// a group answered movement by movement, moveInBulk for a settlement batch).

export { listAccountHistory } from './account-history.ts';
export {
  lockAccountsForBulkMove,
  lockDebtsForBulkMove,
  recordDebtRepayments,
  recordNewDebts,
} from './bulk-money.ts';
export type { OpenDebt } from './debts.ts';
export { repayDebts } from './debts.ts';
export { auditLedger } from './ledger-audit.ts';
export { getMemberAccounts } from './member-accounts.ts';
export { sumMemberCashByKind } from './member-statement.ts';
export type {
  Movement,
  PlannedMovement,
} from './money-step.ts';
export {
  cashAfterDebts,
  house,
  memberAccount,
  moneyRefusalOf,
  moneyStep,
  stakeRefusalOf,
  systemSide,
} from './money-step.ts';
export { sumPlaySince } from './play-sums.ts';
export { registerWalletRoutes } from './routes.ts';
export type { WalletService } from './service.ts';
export { createWalletService } from './service.ts';
export type { StakeGuard } from './stake-guard.ts';
export { installStakeGuard } from './stake-guard.ts';
export { houseShardOf } from './system-accounts.ts';
export type { TransferLeg } from './transfer-leg.ts';
