import type { VirtualMarketView } from '@hanpan/core/api/virtual';
import { type VirtualGame, virtualGameOf } from '@hanpan/core/minigames/catalogue';
import type { PickSettlement } from '@hanpan/core/minigames/markets';
import { type GameMargins, marginOfMarket } from '@hanpan/core/minigames/pricing';
import { drawVirtualEvent, pricedMarkets, priceOfPick, virtualModels } from '@hanpan/core/virtual/models';
import type { VirtualCard, VirtualResult } from '@hanpan/core/virtual/types';

// The server's one seam onto the core virtual models (issue 25): the engine draws, placement prices,
// settlement settles and the calls present through these, so every price shown is the price taken
// and every result is the model's draw from the event's seed.

/** The virtual game of a game type, or undefined for a mini-game. */
export const virtualOf = (gameType: number): VirtualGame | undefined => virtualGameOf(gameType);

const marginBpOf = (margins: GameMargins) => (marketKey: string) => marginOfMarket(margins, marketKey);

/** The event's markets priced at the game's margins, each with its RTP. */
export function virtualMarketsOf(
  game: VirtualGame,
  card: VirtualCard,
  margins: GameMargins,
): VirtualMarketView[] {
  return pricedMarkets(virtualModels[game.kind], card, marginBpOf(margins));
}

/** The pick's market key and odds x100 on the event's card, or null for a code the event has not. */
export function virtualPriceOf(
  game: VirtualGame,
  card: VirtualCard,
  code: number,
  margins: GameMargins,
): { marketKey: string; odds: number } | null {
  const price = priceOfPick(virtualModels[game.kind], card, code, marginBpOf(margins));
  return price ? { marketKey: price.market.key, odds: price.odds } : null;
}

/** The Korean names of the pick and its market on the card ('' when the card has no such pick). */
export function virtualPickNamesOf(game: VirtualGame, card: VirtualCard, code: number) {
  for (const market of virtualModels[game.kind].markets(card)) {
    const pick = market.picks.find((entry) => entry.code === code);
    if (pick) return { pickName: pick.name, marketName: market.name };
  }
  return { pickName: '', marketName: '' };
}

/** The event's result drawn from its seed (what the verification recomputes). */
export function drawVirtual(
  game: VirtualGame,
  card: VirtualCard,
  seed: string,
  roundKey: string,
): VirtualResult {
  return drawVirtualEvent(game.kind, card, seed, game.gameType, roundKey).result;
}

/** How the pick settles on the drawn result. */
export function settleVirtual(
  game: VirtualGame,
  card: VirtualCard,
  result: VirtualResult,
  code: number,
): PickSettlement {
  return virtualModels[game.kind].settle(card, result, code);
}
