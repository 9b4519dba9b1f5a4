import type { GameMargins } from '@hanpan/core/minigames/pricing';
import type { MarketSettingRow } from './market-repository.ts';

// How a game's market settings rows take part in pricing and limits (the rows come from
// market-repository.ts; a market without a row, or with null columns, follows the game).

/** What pricing and limits use of a market's settings row. */
export type MarketRule = Pick<MarketSettingRow, 'marketKey' | 'marginBp' | 'maxBet' | 'maxWin'>;

/** The game's margins: its own, and each market's that staff set. */
export function marginsOf(gameMarginBp: number, rows: readonly MarketRule[]): GameMargins {
  const marketBp = new Map<string, number>();
  for (const row of rows) if (row.marginBp !== null) marketBp.set(row.marketKey, row.marginBp);
  return { gameBp: gameMarginBp, marketBp };
}

/**
 * True when the stake or the potential win is above the market's own limit (code 7); a market
 * without limits never refuses (the game's limits are checked apart).
 */
export function isOverMarketLimits(
  rows: readonly MarketRule[],
  marketKey: string,
  stake: bigint,
  potentialWin: bigint,
): boolean {
  const row = rows.find((candidate) => candidate.marketKey === marketKey);
  if (!row) return false;
  return (row.maxBet !== null && stake > row.maxBet) || (row.maxWin !== null && potentialWin > row.maxWin);
}
