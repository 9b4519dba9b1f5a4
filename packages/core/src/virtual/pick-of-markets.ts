import type { VirtualMarket, VirtualPickOfMarket } from './types.ts';

/**
 * The pick of a code looked up in a card's markets, for the match models: their few markets cost less to
 * build than a race's tricast, so they need no pricing of their own.
 */
export function pickOfMarkets(markets: readonly VirtualMarket[], code: number): VirtualPickOfMarket | null {
  for (const market of markets) {
    const pick = market.picks.find((entry) => entry.code === code);
    if (pick) return { market: { key: market.key, name: market.name }, pick };
  }
  return null;
}
