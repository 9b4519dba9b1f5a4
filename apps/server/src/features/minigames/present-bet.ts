import type { MinigameBetView } from '@hanpan/core/api/minigame-bets';
import { miniGameOf } from '@hanpan/core/minigames/catalogue';
import { miniFamilies } from '@hanpan/core/minigames/families';
import type { MiniMarket } from '@hanpan/core/minigames/markets';
import type { MinigameBetRow } from './bet-repository.ts';

/** The Korean names of a game's pick and its market ('' for a game or pick the catalogue lost). */
function pickNamesOf(gameType: number, code: number): { pickName: string; marketName: string } {
  const game = miniGameOf(gameType);
  if (!game) return { pickName: '', marketName: '' };
  for (const market of miniFamilies[game.family].markets as readonly MiniMarket<unknown>[]) {
    const pick = market.picks.find((entry) => entry.code === code);
    if (pick) return { pickName: pick.name, marketName: market.name };
  }
  return { pickName: '', marketName: '' };
}

/** A mini-game bet as its member sees it. */
export function presentMinigameBet(row: MinigameBetRow): MinigameBetView {
  return {
    id: row.id.toString(),
    gameType: row.gameType,
    gameName: miniGameOf(row.gameType)?.name ?? '',
    roundKey: row.roundKey,
    gameUid: `${row.gameType}-${row.roundKey}`,
    pick: row.pick,
    ...pickNamesOf(row.gameType, row.pick),
    odds: row.odds,
    stake: Number(row.stake),
    potentialWin: Number(row.potentialWin),
    status: row.status,
    payout: row.payout === null ? null : Number(row.payout),
    placedAt: new Date(row.placedAt).toISOString(),
    settledAt: row.settledAt === null ? null : new Date(row.settledAt).toISOString(),
  };
}
