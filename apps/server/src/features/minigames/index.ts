import type { MinigameBetView } from '@hanpan/core/api/minigame-bets';
import type { Db } from '../../lib/db/database.ts';
import { listMemberBetPage, type MinigameHistoryFilter } from './bet-repository.ts';
import { presentMinigameBet } from './present-bet.ts';

// The mini-games feature's public module: what other features and the composition roots may use of it.

export type { MinigameHistoryFilter } from './bet-repository.ts';

/** One page of the member's mini-game bets of the games asked for, as their history shows them. */
export async function listMemberMinigameBets(
  db: Db,
  memberId: number,
  filter: MinigameHistoryFilter,
): Promise<{ list: MinigameBetView[]; total: number }> {
  const { rows, total } = await listMemberBetPage(db, memberId, filter);
  return { list: rows.map(presentMinigameBet), total };
}

export { registerMinigameBetRoutes } from './bet-routes.ts';
export type { MinigameBetsService } from './bet-service.ts';
export { createMinigameBetsService } from './bet-service.ts';
export type { RoundEngine } from './engine.ts';
export { createRoundEngine } from './engine.ts';
export type { MinigameDailyRow } from './report-repository.ts';
export { minigameDailyRows } from './report-repository.ts';
export { registerMinigameRoutes } from './routes.ts';
export { createMinigamesService } from './service.ts';
export { registerStaffMinigameRoutes } from './staff-routes.ts';
export { createStaffMinigamesService } from './staff-service.ts';
