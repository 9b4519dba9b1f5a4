import type { MinigameBetView } from '@hanpan/core/api/minigame-bets';
import { miniGameOf, roundGameOf } from '@hanpan/core/minigames/catalogue';
import { miniFamilies } from '@hanpan/core/minigames/families';
import type { MiniMarket } from '@hanpan/core/minigames/markets';
import type { VirtualCard } from '@hanpan/core/virtual/types';
import type { MinigameBetRow } from './bet-repository.ts';
import { virtualOf, virtualPickNamesOf } from './virtual-models.ts';

/**
 * The Korean names of a game's pick and its market ('' for a game or pick the catalogue lost); a
 * virtual event's from its card ('3번 그레이하운드 단승', '쌍승 2-5').
 */
function pickNamesOf(
  gameType: number,
  code: number,
  card: unknown,
): { pickName: string; marketName: string } {
  const virtual = virtualOf(gameType);
  if (virtual)
    return card === null
      ? { pickName: '', marketName: '' }
      : virtualPickNamesOf(virtual, card as VirtualCard, code);
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
    gameName: roundGameOf(row.gameType)?.name ?? '',
    roundKey: row.roundKey,
    gameUid: `${row.gameType}-${row.roundKey}`,
    pick: row.pick,
    ...pickNamesOf(row.gameType, row.pick, row.card),
    odds: row.odds,
    stake: Number(row.stake),
    potentialWin: Number(row.potentialWin),
    status: row.status,
    payout: row.payout === null ? null : Number(row.payout),
    placedAt: new Date(row.placedAt).toISOString(),
    settledAt: row.settledAt === null ? null : new Date(row.settledAt).toISOString(),
  };
}
