// The wallet feature's public module: what other features and the composition roots may use of it.
// Every movement of a member's money, in every product, goes through moneyStep(db).move (or moveMany for
// a group answered movement by movement, moveInBulk for a settlement batch).

export type { MemberAccountKind } from '../../lib/db/database.ts';
export { lockAccounts } from './bulk-ledger-repository.ts';
export type { OpenDebt } from './debt-repository.ts';
export { insertDebts, lockOpenDebts, repayDebts, writeDebtRepayments } from './debt-repository.ts';
export { checkLedger } from './ledger-check-repository.ts';
export type { MemberAccounts, TransferLeg } from './ledger-repository.ts';
export { findMemberAccounts, readMemberBalances } from './ledger-repository.ts';
export type {
  BulkTransfer,
  Holder,
  ManyMoved,
  MoneyRefusalReason,
  MoneyStep,
  Moved,
  Movement,
  PlannedMovement,
} from './money-step.ts';
export {
  cashAfterDebts,
  house,
  MoneyRefused,
  memberAccount,
  moneyRefusalOf,
  moneyStep,
  systemSide,
} from './money-step.ts';
export { registerWalletRoutes } from './routes.ts';
export type { WalletService } from './service.ts';
export { createWalletService } from './service.ts';
export { houseShardOf } from './system-accounts.ts';
