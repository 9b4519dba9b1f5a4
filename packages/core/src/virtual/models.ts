import { type VirtualMarketView, type VirtualPaidMarket, virtualGameTypes } from '../api/virtual.ts';
import { defaultOdds, returnToPlayer } from '../minigames/markets.ts';
import { createHmacStream, type StreamBlock, type StreamDraw } from '../minigames/provably-fair.ts';
import { basketballModel } from './basketball.ts';
import { raceModel } from './race.ts';
import { soccerModel } from './soccer.ts';
import type {
  VirtualCard,
  VirtualKind,
  VirtualMarket,
  VirtualModel,
  VirtualPick,
  VirtualPickOfMarket,
  VirtualResult,
} from './types.ts';

// The four games' models and what the server and the pages do with them: price an event's markets at the
// staff margins, price one pick for a bet, draw an event from its seed. The price is the pick's exact
// probability with the market's margin (markets.ts defaultOdds, rounded down to the hundredth), so the
// RTP shown is exact too.

/** Each game's model by kind. */
export const virtualModels: Readonly<Record<VirtualKind, VirtualModel>> = {
  greyhound: raceModel('greyhound'),
  horse: raceModel('horse'),
  soccer: soccerModel,
  basketball: basketballModel,
};

/** The kind of a virtual game type (121-124), or undefined for another game type. */
export function virtualKindOf(gameType: number): VirtualKind | undefined {
  const kinds = Object.keys(virtualGameTypes) as VirtualKind[];
  return kinds.find((kind) => virtualGameTypes[kind] === gameType);
}

/** The margins (basis points) per market key when staff have not set one. */
export const defaultVirtualMarginsBp: Readonly<Record<VirtualKind, Readonly<Record<string, number>>>> = {
  greyhound: { win: 1000, place: 1000, forecast: 1500, 'reverse-forecast': 1500, tricast: 2000 },
  horse: { win: 1000, place: 1000, forecast: 1500, 'reverse-forecast': 1500, tricast: 2000 },
  soccer: { '1x2': 600, 'over-under': 600, handicap: 600, 'both-score': 600, 'correct-score': 1500 },
  basketball: { winner: 500, handicap: 500, 'over-under': 500 },
};

/** The margin (basis points) of a market of a game: the default, 1000 for a key without one. */
export function defaultVirtualMarginBp(kind: VirtualKind, marketKey: string): number {
  return defaultVirtualMarginsBp[kind][marketKey] ?? 1000;
}

/** A pick of a market with its odds x100. */
export type PricedVirtualPick = { pick: VirtualPick; odds: number };

/**
 * The picks of a market on sale at the margin, with their odds (markets.ts defaultOdds). A pick is sold
 * when it can win and its RTP at those odds is at most 1: the floor of 1.01 would otherwise sell a
 * near-certain pick (a place on a runner far above its field) at better than fair.
 */
export function offeredPicks(market: VirtualMarket, marginBp: number): PricedVirtualPick[] {
  return market.picks.flatMap((pick) => {
    const priced = offeredPick(pick, marginBp);
    return priced ? [priced] : [];
  });
}

/** The pick with its odds at the margin when it is on sale (see offeredPicks), else null. */
export function offeredPick(pick: VirtualPick, marginBp: number): PricedVirtualPick | null {
  const odds = defaultOdds(pick.chance, marginBp);
  const isSold = pick.chance.won + pick.chance.halfWon > 0 && returnToPlayer(pick.chance, odds) <= 1;
  return isSold ? { pick, odds } : null;
}

/**
 * A market's RTP: the plain mean of its sold picks' RTPs (returnToPlayer at their odds), which is exactly
 * the expected return per won of a stake spread evenly over every pick on sale.
 */
export function marketRtp(priced: readonly PricedVirtualPick[]): number {
  if (priced.length === 0) return 0;
  return (
    priced.reduce((total, { pick, odds }) => total + returnToPlayer(pick.chance, odds), 0) / priced.length
  );
}

/** Every market of the event with its sold picks' odds x100 at the market's margin and the market's RTP. */
export function pricedMarkets(
  model: VirtualModel,
  card: VirtualCard,
  marginBpOf: (marketKey: string) => number,
): VirtualMarketView[] {
  return model.markets(card).map((market) => {
    const marginBp = marginBpOf(market.key);
    const priced = offeredPicks(market, marginBp);
    return {
      key: market.key,
      name: market.name,
      rtp: marketRtp(priced),
      marginBp,
      isPricedOnPick: false,
      picks: priced.map(({ pick, odds }) => ({ code: pick.code, name: pick.name, label: pick.label, odds })),
    };
  });
}

/** The markets whose picks the event lists leave out: a race's orders, priced by the page as clicked. */
export const marketsPricedOnPick: ReadonlySet<string> = new Set(['forecast', 'reverse-forecast', 'tricast']);

/**
 * The event's markets as the lists and messages carry them: pricedMarkets with the picks of the
 * order markets left out (marketsPricedOnPick: 720 삼쌍승 orders are ~50 KB a horse race), each still
 * with its RTP and margin.
 */
export function listedMarkets(
  model: VirtualModel,
  card: VirtualCard,
  marginBpOf: (marketKey: string) => number,
): VirtualMarketView[] {
  return pricedMarkets(model, card, marginBpOf).map((view) =>
    marketsPricedOnPick.has(view.key) ? { ...view, isPricedOnPick: true, picks: [] } : view,
  );
}

/**
 * The pick of a code as a member sees it in an event's listed markets: the listed pick, or for a market
 * listed without its picks the pick priced from the card at the market's margin (what the server takes).
 */
export function listedPickOf(
  markets: readonly VirtualMarketView[],
  card: VirtualCard,
  code: number,
): VirtualMarketView['picks'][number] | undefined {
  for (const market of markets) {
    const listed = market.picks.find((pick) => pick.code === code);
    if (listed) return listed;
    if (!market.isPricedOnPick) continue;
    const price = priceOfPick(virtualModels[card.kind], card, code, () => market.marginBp);
    if (price && price.market.key === market.key) {
      return { code, name: price.pick.name, label: price.pick.label, odds: price.odds };
    }
  }
  return undefined;
}

/**
 * Every market's winning picks on the drawn result with the odds x100 they sold at the market's margin
 * (null for a winning pick not on sale): what the results show as paid. Only the winners are kept.
 */
export function paidPrices(
  model: VirtualModel,
  card: VirtualCard,
  result: VirtualResult,
  marginBpOf: (marketKey: string) => number,
): VirtualPaidMarket[] {
  return model.markets(card).map((market) => {
    const sold = new Map(
      offeredPicks(market, marginBpOf(market.key)).map(({ pick, odds }) => [pick.code, odds]),
    );
    const winners = market.picks.filter((pick) => model.settle(card, result, pick.code) === 'won');
    return {
      key: market.key,
      name: market.name,
      picks: winners.map((pick) => ({
        code: pick.code,
        label: pick.label,
        odds: sold.get(pick.code) ?? null,
      })),
    };
  });
}

/**
 * A pick on sale in the event with its market and odds x100 at the market's margin, or null for a code it
 * has not or does not sell: the model prices the one pick (model.pickOf), never every market.
 */
export function priceOfPick(
  model: VirtualModel,
  card: VirtualCard,
  code: number,
  marginBpOf: (marketKey: string) => number,
): { market: VirtualPickOfMarket['market']; pick: VirtualPick; odds: number } | null {
  const found = model.pickOf(card, code);
  const priced = found && offeredPick(found.pick, marginBpOf(found.market.key));
  return found && priced ? { market: found.market, ...priced } : null;
}

/** A drawn virtual event: the result, and the HMAC blocks and integers it used (for the verification page). */
export type VirtualDraw = {
  result: VirtualResult;
  blocks: readonly StreamBlock[];
  draws: readonly StreamDraw[];
};

/**
 * The event's result from its seed: the game's model drawing from the HMAC stream of
 * (seed, gameType, roundKey), as a mini-game round's draw does. The card must be of the kind.
 */
export function drawVirtualEvent(
  kind: VirtualKind,
  card: VirtualCard,
  seed: string,
  gameType: number,
  roundKey: string,
): VirtualDraw {
  if (card.kind !== kind) throw new Error(`a ${card.kind} card is not a ${kind} event`);
  const stream = createHmacStream({ seed, game: gameType, roundKey });
  const result = virtualModels[kind].draw(card, stream);
  return { result, blocks: stream.blocks, draws: stream.draws };
}
