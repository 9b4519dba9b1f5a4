import type { MiniFamily } from './markets.ts';
import type { RandomSource } from './provably-fair.ts';
import { chiSquare99, chiSquareStatistic } from './statistics.ts';

/** How well a market's simulated outcomes fit its exact distribution. */
export type MarketFit = { market: string; statistic: number; bound: number; categories: number };

/** The outcome category of a market on a summary: how each of its picks settles, in order. */
function categoryOf<S>(family: MiniFamily<unknown, S>, marketIndex: number, summary: S): string {
  return family.markets[marketIndex]!.picks.map((pick) => pick.settle(summary)).join(',');
}

/**
 * Draws `rounds` results and, per market, compares how often each combination of pick settlements occurred
 * with its exact probability: Pearson's statistic against the 99 % chi-square bound (issue 15's test).
 */
export function simulateMarketFit<R, S>(
  family: MiniFamily<R, S>,
  random: RandomSource,
  rounds: number,
): MarketFit[] {
  const exact = family.markets.map(() => new Map<string, number>());
  const outcomes = family.outcomes();
  const total = outcomes.reduce((sum, outcome) => sum + outcome.weight, 0);
  for (const { summary, weight } of outcomes) {
    exact.forEach((map, index) => {
      const key = categoryOf(family, index, summary);
      map.set(key, (map.get(key) ?? 0) + weight / total);
    });
  }
  const observed = family.markets.map(() => new Map<string, number>());
  for (let i = 0; i < rounds; i += 1) {
    const summary = family.summarize(family.draw(random));
    observed.forEach((map, index) => {
      const key = categoryOf(family, index, summary);
      map.set(key, (map.get(key) ?? 0) + 1);
    });
  }
  return family.markets.map((market, index) => {
    const expected = exact[index] ?? new Map<string, number>();
    const seen = observed[index] ?? new Map<string, number>();
    const keys = [...expected.keys()];
    // A category the exact distribution says is impossible fails the fit outright.
    const impossible = [...seen.keys()].some((key) => !expected.has(key));
    const counts = keys.map((key) => seen.get(key) ?? 0);
    const probabilities = keys.map((key) => expected.get(key) ?? 0);
    return {
      market: market.key,
      statistic: impossible ? Number.POSITIVE_INFINITY : chiSquareStatistic(counts, probabilities),
      bound: chiSquare99(Math.max(1, keys.length - 1)),
      categories: keys.length,
    };
  });
}
