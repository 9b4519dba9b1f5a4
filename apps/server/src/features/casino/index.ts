// The casino feature's public module: what other features and the composition roots may use of it.

export {
  builtInProviderReportKey,
  providerCallsOf,
  registerBuiltInProvider,
} from './built-in-provider.ts';
export { reportCasinoDays } from './daily-report.ts';
export type { MemberRoundOutcome } from './member-history.ts';
export { listMemberCasinoRounds } from './member-history.ts';
export { registerCasinoRoutes } from './member-routes.ts';
export { createCasinoService } from './member-service.ts';
export type { FetchProviderGames } from './provider-games.ts';
export { createProviderGamesFetcher } from './provider-games.ts';
export { casinoWalletBasePath } from './provider-registration.ts';
export type { FetchProviderTransactions } from './provider-report.ts';
export { createProviderReportFetcher } from './provider-report.ts';
export { registerStaffCasinoRoutes } from './staff-routes.ts';
export { createStaffCasinoService } from './staff-service.ts';
export { registerCasinoWalletRoutes } from './wallet-routes.ts';
export type { CasinoWalletService } from './wallet-service.ts';
export { createCasinoWalletService } from './wallet-service.ts';
