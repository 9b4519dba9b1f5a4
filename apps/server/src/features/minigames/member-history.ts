import type { MinigameBetView } from '@hanpan/core/api/minigame-bets';
import type { Db } from '../../lib/db/database.ts';
import { listMemberBetPage, type MinigameBetRow } from './bet-repository.ts';
import { presentMinigameBet } from './present-bet.ts';

/** The history's filter of a member's mini-game bets (games and statuses as stored; from/until by placed_at). */
export type MinigameHistoryFilter = {
  gameTypes: readonly number[];
  statuses: readonly MinigameBetRow['status'][] | null;
  from: Date | null;
  until: Date | null;
  offset: number;
  limit: number;
};

/** One page of the member's mini-game bets of the games asked for, as their history shows them. */
export async function listMemberMinigameBets(
  db: Db,
  memberId: number,
  filter: MinigameHistoryFilter,
): Promise<{ list: MinigameBetView[]; total: number }> {
  const { rows, total } = await listMemberBetPage(db, memberId, filter);
  return { list: rows.map(presentMinigameBet), total };
}
