// Odds are integers x100 (1.95 -> 195) and probabilities integers in parts per million (DESIGN.md):
// every division here is exact integer division (bigint), so the server, the simulator and the page agree.

/** The lowest price the site offers, x100 (1.01). */
export const MIN_ODDS = 101;

/** The highest price the site offers, x100 (1000.00); longer shots are capped here. */
export const MAX_ODDS = 100_000;

/** One whole probability in parts per million. */
export const PPM = 1_000_000;

/** One whole in basis points (a margin of 500 bp is 5%). */
export const BASIS_POINTS = 10_000;

const DECIMAL_ODDS = /^(\d{1,6})(?:\.(\d+))?$/;

/**
 * Decimal odds text from a feed ('1.95') as an integer x100 (195): digits beyond two decimals are cut
 * (1.999 -> 199); null for anything else, and for prices below 1.01 or above 1000.00.
 */
export function parseDecimalOdds(text: string): number | null {
  const match = DECIMAL_ODDS.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0').slice(0, 2));
  return cents >= MIN_ODDS && cents <= MAX_ODDS ? cents : null;
}

/** Odds x100 as decimal text with two decimals (195 -> '1.95', 200 -> '2.00'). */
export function formatOdds(odds: number): string {
  const whole = Math.trunc(odds / 100);
  const cents = Math.abs(odds % 100);
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

/** The probability implied by a price, in ppm, rounded down (195 -> 512820). */
export function oddsToProbabilityPpm(odds: number): number {
  assertOdds(odds);
  return Number((100n * BigInt(PPM)) / BigInt(odds));
}

/**
 * The book's total implied probability in ppm, rounded down (1,000,000 is a fair book; 1,050,000 a 5%
 * overround). Computed exactly over a common denominator.
 */
export function overroundPpm(odds: readonly number[]): number {
  for (const price of odds) assertOdds(price);
  const product = odds.reduce((acc, price) => acc * BigInt(price), 1n);
  const numerator = odds.reduce((acc, price) => acc + (100n * BigInt(PPM) * product) / BigInt(price), 0n);
  return Number(numerator / product);
}

/**
 * The fair probabilities (ppm) behind a book's prices, its margin taken out: each price's implied
 * probability divided by the book's total, rounded down (so they sum to at most 1,000,000).
 */
export function fairProbabilitiesFromOdds(odds: readonly number[]): number[] {
  for (const price of odds) assertOdds(price);
  const product = odds.reduce((acc, price) => acc * BigInt(price), 1n);
  const shares = odds.map((price) => product / BigInt(price));
  const total = shares.reduce((sum, share) => sum + share, 0n);
  return shares.map((share) => Number((BigInt(PPM) * share) / total));
}

/** A book re-priced with our margin: the feed's margin taken out, then marginBasisPoints put on. */
export function remargin(odds: readonly number[], marginBasisPoints: number): number[] {
  return applyMargin(fairProbabilitiesFromOdds(odds), marginBasisPoints);
}

/** Fair prices x100 for probabilities in ppm (normalised to their sum), rounded down, within 1.01..1000.00. */
export function fairOddsFromProbabilities(probabilitiesPpm: readonly number[]): number[] {
  return applyMargin(probabilitiesPpm, 0);
}

/**
 * Prices x100 for an overround of 1 + margin: probabilities (ppm, normalised to their sum) are scaled by
 * (10,000 + marginBasisPoints) / 10,000 and inverted, rounded down (the book keeps the cut), and held
 * within 1.01..1000.00. A zero probability gets the longest price.
 */
export function applyMargin(probabilitiesPpm: readonly number[], marginBasisPoints: number): number[] {
  if (!Number.isSafeInteger(marginBasisPoints) || marginBasisPoints < 0 || marginBasisPoints > BASIS_POINTS) {
    throw new RangeError(`margin must be 0..${BASIS_POINTS} basis points, got ${marginBasisPoints}`);
  }
  if (probabilitiesPpm.some((p) => !Number.isSafeInteger(p) || p < 0)) {
    throw new RangeError('probabilities must be whole ppm, not negative');
  }
  const total = BigInt(probabilitiesPpm.reduce((sum, p) => sum + p, 0));
  if (total === 0n) throw new RangeError('probabilities must not all be zero');
  const scale = BigInt(BASIS_POINTS + marginBasisPoints);
  return probabilitiesPpm.map((p) => {
    if (p === 0) return MAX_ODDS;
    const odds = Number((100n * total * BigInt(BASIS_POINTS)) / (BigInt(p) * scale));
    return Math.min(MAX_ODDS, Math.max(MIN_ODDS, odds));
  });
}

function assertOdds(odds: number): void {
  if (!Number.isSafeInteger(odds) || odds <= 0)
    throw new RangeError(`odds x100 must be a positive integer, got ${odds}`);
}
