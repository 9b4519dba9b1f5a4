import type { AnyMiniFamily } from './families.ts';
import { type PickProbability, pickProbabilities, returnToPlayer } from './markets.ts';
import { marketsWithOdds, type PricedMarket } from './pricing.ts';

// The return to player of every pick of a game at the odds it is sold at: the exact probability of the
// family (markets.ts, from the full outcome distribution) times the payout, a void returning the stake and
// a half win (1 + odds) / 2. The verification page shows it per market from the odds the site serves now.

/** The games' margin when staff have not changed it (the default of migration 0013: 2.5 %). */
export const defaultMinigameMarginBp = 250;

/** One pick's odds x100, exact chances and RTP (1 = 100 %). */
export type PickRtp = { code: number; name: string; odds: number; chance: PickProbability; rtp: number };

/** A market's picks with their RTP. */
export type MarketRtp = { key: string; name: string; picks: PickRtp[] };

/** The RTP of each pick of priced markets (codes the family lacks are left out). */
export function marketRtps(family: AnyMiniFamily, markets: readonly PricedMarket[]): MarketRtp[] {
  const chances = pickProbabilities(family);
  return markets.map((market) => ({
    key: market.key,
    name: market.name,
    picks: market.picks.flatMap((pick) => {
      const chance = chances.get(pick.code);
      return chance ? [{ ...pick, chance, rtp: returnToPlayer(chance, pick.odds) }] : [];
    }),
  }));
}

/** The RTP of each pick at the default margin's odds (when the site's current odds are not at hand). */
export function defaultMarketRtps(family: AnyMiniFamily): MarketRtp[] {
  return marketRtps(family, marketsWithOdds(family, defaultMinigameMarginBp));
}
