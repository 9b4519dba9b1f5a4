import type { RandomSource } from '../minigames/provably-fair.ts';
import { marketRtp } from './models.ts';
import type { VirtualCard, VirtualModel, VirtualResult } from './types.ts';

// Simulations of a virtual game on a fixed card (issue 25's tests): draw many events with a seeded source,
// settle every pick on every drawn result with the model's own settle(), and compare each pick's win count
// and each market's return with the exact figures. Results are grouped by a key that fixes every
// settlement (a race's first three, a match's scores), so each pick is settled once per distinct result.
//
// Bounds are family-wise at 99 %: with m picks, each pick's two-sided p-value must be at least 0.01 / m
// (Bonferroni), so the 1 % error is shared by all the picks of the card. The p-value is the normal one
// (z = |observed - expected| / sd: 2.576 for a single pick) when the rarer side expects 50 or more, else
// the Poisson tail, which stays honest for picks that expect a handful of wins in the whole run (a tricast
// at 1 in 5,000). A market's simulated RTP must lie within z · sd / sqrt(events) of its exact RTP, z at
// 0.01 / (number of markets), sd the sample deviation of the per-event return.

/** One pick's simulated wins against its exact chance. */
export type PickFit = {
  market: string;
  code: number;
  chance: number;
  observed: number;
  pValue: number;
  alpha: number;
};

/** One market's simulated RTP (stake spread evenly over its picks) against the exact one. */
export type MarketReturnFit = { market: string; exact: number; simulated: number; bound: number };

/** What a simulation found. */
export type VirtualSimulation = { events: number; picks: PickFit[]; markets: MarketReturnFit[] };

/** P(Z > z) for a standard normal Z (erfc of Numerical Recipes, relative error under 1.2e-7). */
export function normalUpperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

/** The z with P(Z > z) = tail (bisection on normalUpperTail). */
export function normalQuantileAbove(tail: number): number {
  let low = 0;
  let high = 40;
  for (let i = 0; i < 100; i += 1) {
    const mid = (low + high) / 2;
    if (normalUpperTail(mid) > tail) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The two-sided p-value of `observed` wins in `trials` with chance p (normal or Poisson tail, see above). */
export function binomialPValue(observed: number, trials: number, p: number): number {
  const isFlipped = p > 0.5;
  const chance = isFlipped ? 1 - p : p;
  const count = isFlipped ? trials - observed : observed;
  const mean = trials * chance;
  if (chance <= 0) return count === 0 ? 1 : 0;
  if (mean >= 50) {
    const z = Math.abs(count - mean) / Math.sqrt(mean * (1 - chance));
    return Math.min(1, 2 * normalUpperTail(z));
  }
  let term = Math.exp(-mean);
  let below = 0;
  for (let k = 0; k < count; k += 1) {
    below += term;
    term = (term * mean) / (k + 1);
  }
  const atOrBelow = below + term;
  const atOrAbove = 1 - below;
  return Math.min(1, 2 * Math.min(atOrBelow, atOrAbove));
}

/**
 * Draws `events` events of the card and fits every pick and market (see above). `keyOf` must give equal
 * keys only to results every pick settles alike on; `oddsOf` gives each pick's odds x100.
 */
export function simulateVirtual<C extends VirtualCard, R extends VirtualResult>(
  model: VirtualModel<C, R>,
  card: C,
  random: RandomSource,
  events: number,
  keyOf: (result: R) => string,
  oddsOf: (code: number) => number,
): VirtualSimulation {
  const groups = new Map<string, { result: R; count: number }>();
  for (let i = 0; i < events; i += 1) {
    const result = model.draw(card, random);
    const key = keyOf(result);
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { result, count: 1 });
  }
  const markets = model.markets(card);
  const pickCount = markets.reduce((sum, market) => sum + market.picks.length, 0);
  const picks: PickFit[] = [];
  const returns: MarketReturnFit[] = [];
  const zMarket = normalQuantileAbove(0.005 / markets.length);
  for (const market of markets) {
    const wins = market.picks.map(() => 0);
    let sum = 0;
    let sumOfSquares = 0;
    for (const { result, count } of groups.values()) {
      let paid = 0;
      market.picks.forEach((pick, index) => {
        if (model.settle(card, result, pick.code) === 'won') {
          wins[index]! += count;
          paid += oddsOf(pick.code) / 100;
        }
      });
      const perEvent = paid / market.picks.length;
      sum += perEvent * count;
      sumOfSquares += perEvent * perEvent * count;
    }
    market.picks.forEach((pick, index) => {
      const observed = wins[index]!;
      const pValue = binomialPValue(observed, events, pick.chance.won);
      picks.push({
        market: market.key,
        code: pick.code,
        chance: pick.chance.won,
        observed,
        pValue,
        alpha: 0.01 / pickCount,
      });
    });
    const exact = marketRtp(market.picks.map((pick) => ({ pick, odds: oddsOf(pick.code) })));
    const simulated = sum / events;
    const variance = Math.max(0, (sumOfSquares - events * simulated * simulated) / (events - 1));
    returns.push({
      market: market.key,
      exact,
      simulated,
      bound: (zMarket * Math.sqrt(variance)) / Math.sqrt(events),
    });
  }
  return { events, picks, markets: returns };
}
