import type { CasinoRoundView } from '@hanpan/core/api/casino';
import type { Db } from '../../lib/db/database.ts';
import { type MemberRoundsFilter, pageMemberRounds } from './member-repository.ts';
import { presentMemberRound } from './present.ts';

// The casino feature's public module: what other features and the composition roots may use of it.

export type { MemberRoundOutcome, MemberRoundsFilter } from './member-repository.ts';

/** One page of the member's casino or slot rounds as their history shows them (game name included). */
export async function listMemberCasinoRounds(
  db: Db,
  memberId: number,
  filter: MemberRoundsFilter,
): Promise<{ list: CasinoRoundView[]; total: number }> {
  const { rows, total } = await pageMemberRounds(db, memberId, filter);
  return { list: rows.map(presentMemberRound), total };
}

export {
  builtInProviderCode,
  builtInProviderReportKey,
  registerBuiltInProvider,
} from './built-in-provider.ts';
export { registerCasinoRoutes } from './member-routes.ts';
export { createCasinoService } from './member-service.ts';
export type { FetchProviderGames } from './provider-games.ts';
export { createProviderGamesFetcher } from './provider-games.ts';
export { casinoWalletBasePath } from './provider-registration.ts';
export type { FetchProviderTransactions } from './provider-report.ts';
export { createProviderReportFetcher } from './provider-report.ts';
export type { CasinoDailyRow } from './staff-history-repository.ts';
export { casinoDailyRows } from './staff-history-repository.ts';
export { registerStaffCasinoRoutes } from './staff-routes.ts';
export { createStaffCasinoService } from './staff-service.ts';
export { registerCasinoWalletRoutes } from './wallet-routes.ts';
export type { CasinoWalletService } from './wallet-service.ts';
export { createCasinoWalletService } from './wallet-service.ts';
