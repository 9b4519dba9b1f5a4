import type { VirtualMarketView, VirtualPaidMarket } from '@hanpan/core/api/virtual';
import { type VirtualGame, virtualGameOf } from '@hanpan/core/minigames/catalogue';
import type { PickSettlement } from '@hanpan/core/minigames/markets';
import { type GameMargins, marginOfMarket } from '@hanpan/core/minigames/pricing';
import {
  drawVirtualEvent,
  listedMarkets,
  paidPrices,
  pricedMarkets,
  priceOfPick,
  virtualModels,
} from '@hanpan/core/virtual/models';
import type { VirtualCard, VirtualMarket, VirtualModel, VirtualResult } from '@hanpan/core/virtual/types';

// The server's one seam onto the core virtual models (issue 25): the engine draws, placement prices,
// settlement settles and the calls present through these, so every price shown is the price taken
// and every result is the model's draw from the event's seed.

/** The virtual game of a game type, or undefined for a mini-game. */
export const virtualOf = (gameType: number): VirtualGame | undefined => virtualGameOf(gameType);

const marginBpOf = (margins: GameMargins) => (marketKey: string) => marginOfMarket(margins, marketKey);

/** Events whose markets are remembered: the open ones of every game, with room to spare. */
const rememberedCards = 256;
const marketsByCard = new Map<string, VirtualMarket[]>();

/**
 * The game's model with its markets remembered per card: a card never changes once its event exists, and
 * every bet, price list and bet row of the event would otherwise compute every pick's exact chance again
 * (720 tricast orders on a 10-horse card). Keyed by the card's JSON, so a card read anew is found.
 */
function modelOf(game: VirtualGame): VirtualModel {
  const model = virtualModels[game.kind];
  return {
    ...model,
    markets(card) {
      const key = `${game.kind}:${JSON.stringify(card)}`;
      const known = marketsByCard.get(key);
      if (known) return known;
      const markets = model.markets(card);
      if (marketsByCard.size >= rememberedCards)
        marketsByCard.delete(marketsByCard.keys().next().value as string);
      marketsByCard.set(key, markets);
      return markets;
    },
  };
}

/** The event's markets priced at the game's margins, each with its RTP and every pick (staff see them all). */
export function virtualMarketsOf(
  game: VirtualGame,
  card: VirtualCard,
  margins: GameMargins,
): VirtualMarketView[] {
  return pricedMarkets(modelOf(game), card, marginBpOf(margins));
}

/** The drawn event's winning picks of every market with the odds they sold at the margins. */
export function virtualPaidPricesOf(
  game: VirtualGame,
  card: VirtualCard,
  result: VirtualResult,
  margins: GameMargins,
): VirtualPaidMarket[] {
  return paidPrices(modelOf(game), card, result, marginBpOf(margins));
}

/**
 * The event's markets as the games list and the eventOpened message carry them: a race's order markets
 * without their picks (the page prices the order clicked from the card at the market's margin).
 */
export function virtualListedMarketsOf(
  game: VirtualGame,
  card: VirtualCard,
  margins: GameMargins,
): VirtualMarketView[] {
  return listedMarkets(modelOf(game), card, marginBpOf(margins));
}

/**
 * The pick's market key and odds x100 on the event's card, or null for a code the event has not: the one
 * pick is priced (model.pickOf), so a bet never builds the event's markets.
 */
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
  const found = virtualModels[game.kind].pickOf(card, code);
  return { pickName: found?.pick.name ?? '', marketName: found?.market.name ?? '' };
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
