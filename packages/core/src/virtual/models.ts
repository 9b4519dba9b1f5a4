import type { VirtualMarketView } from '../api/virtual.ts';
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

/**
 * A market's RTP at its odds: the plain mean of its picks' RTPs (returnToPlayer), which is exactly the
 * expected return per won of a stake spread evenly over every pick of the market.
 */
export function marketRtp(market: VirtualMarket, oddsOf: (pick: VirtualPick) => number): number {
  if (market.picks.length === 0) return 0;
  const sum = market.picks.reduce((total, pick) => total + returnToPlayer(pick.chance, oddsOf(pick)), 0);
  return sum / market.picks.length;
}

/** Every market of the event with its picks' odds x100 at the market's margin and the market's RTP. */
export function pricedMarkets(
  model: VirtualModel,
  card: VirtualCard,
  marginBpOf: (marketKey: string) => number,
): VirtualMarketView[] {
  return model.markets(card).map((market) => {
    const marginBp = marginBpOf(market.key);
    const oddsOf = (pick: VirtualPick) => defaultOdds(pick.chance, marginBp);
    return {
      key: market.key,
      name: market.name,
      rtp: marketRtp(market, oddsOf),
      picks: market.picks.map((pick) => ({
        code: pick.code,
        name: pick.name,
        label: pick.label,
        odds: oddsOf(pick),
      })),
    };
  });
}

/** A pick of the event with its market and odds x100 at the market's margin, or null for a code it has not. */
export function priceOfPick(
  model: VirtualModel,
  card: VirtualCard,
  code: number,
  marginBpOf: (marketKey: string) => number,
): { market: VirtualMarket; pick: VirtualPick; odds: number } | null {
  for (const market of model.markets(card)) {
    const pick = market.picks.find((entry) => entry.code === code);
    if (pick) return { market, pick, odds: defaultOdds(pick.chance, marginBpOf(market.key)) };
  }
  return null;
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
