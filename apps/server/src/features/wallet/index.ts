// The wallet feature's public module: what other features and the composition roots may use of it.

export { lockAccounts, postTransfersInBulk } from './bulk-ledger-repository.ts';
export type { OpenDebt } from './debt-repository.ts';
export {
  insertDebts,
  lockOpenDebts,
  repayDebts,
  splitCreditForDebts,
  writeDebtRepayments,
} from './debt-repository.ts';
export { checkLedger } from './ledger-check-repository.ts';
export type { TransferLeg } from './ledger-repository.ts';
export {
  findMemberAccounts,
  findSystemAccount,
  InsufficientFundsError,
  listSystemAccountShards,
  postTransfer,
  systemAccountShardOf,
} from './ledger-repository.ts';
export { registerWalletRoutes } from './routes.ts';
export type { WalletService } from './service.ts';
export { createWalletService } from './service.ts';
