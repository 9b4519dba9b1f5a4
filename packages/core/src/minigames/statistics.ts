// Goodness-of-fit checks for the simulated draws (issue 15: each market's frequency within the 99 %
// chi-square bound of its computed probability).

/** The standard normal quantile at 0.99, for the 99 % bound. */
const z99 = 2.326348;

/**
 * The 99 % quantile of the chi-square distribution with `df` degrees of freedom (Wilson-Hilferty; exact
 * 6.635 for df 1 is used directly since the approximation is weakest there).
 */
export function chiSquare99(df: number): number {
  if (df === 1) return 6.635;
  const a = 2 / (9 * df);
  return df * (1 - a + z99 * Math.sqrt(a)) ** 3;
}

/** Pearson's statistic of observed counts against expected probabilities (categories with p > 0). */
export function chiSquareStatistic(observed: readonly number[], probabilities: readonly number[]): number {
  const total = observed.reduce((sum, count) => sum + count, 0);
  let statistic = 0;
  probabilities.forEach((p, i) => {
    const expected = total * p;
    if (expected > 0) statistic += ((observed[i] ?? 0) - expected) ** 2 / expected;
  });
  return statistic;
}
