import type { BetLimits } from './limits.ts';

// The slip's numbers (spec section 9), in integer maths so the browser and the server agree on every
// input. Odds are decimal odds x100 (DESIGN.md); bonus rates are x100 too (1.05 -> 105).
//
// The one rounding rule: each derived value is computed exactly in bigint and then rounded down once
// (total odds to the hundredth, winnings to the whole won). The house keeps the fraction; nothing is
// rounded twice, so no input can make the browser and the server differ.

/** The most picks the bonus counts (spec section 9: the maximum tier is 8). */
export const maxBonusPicks = 8;

/**
 * The highest total odds x100 the maths reports (100 billion). Longer combinations are far above any
 * maxBetRate, so they are refused either way; the cap keeps every figure a safe integer.
 */
export const totalOddsCeiling = 10_000_000_000_000;

/** Odds 1.00 x100: a rate that changes nothing. */
export const evenRate = 100;

/** The odds of the picks, x100, as the slip holds them. */
export type PickOdds = readonly number[];

/** The number of picks whose odds exceed minBonusOdds (spec section 9: those qualify for the bonus). */
export function qualifyingPickCount(odds: PickOdds, minBonusOdds: number): number {
  return odds.filter((price) => price > minBonusOdds).length;
}

/**
 * The bonus rate x100: from 2 qualifying picks, bonusRateList[count - 2] with count capped at 8;
 * at least 1.00 (100) when there is no such tier or fewer than 2 picks qualify.
 */
export function bonusRate(odds: PickOdds, limits: Pick<BetLimits, 'minBonusOdds' | 'bonusRateList'>): number {
  const count = Math.min(qualifyingPickCount(odds, limits.minBonusOdds), maxBonusPicks);
  if (count < 2) return evenRate;
  const rate = limits.bonusRateList[count - 2]?.rate ?? evenRate;
  return Math.max(evenRate, rate);
}

/** The product of the picks' odds times the bonus, x100, rounded down once (0 for no picks). */
export function totalOdds(odds: PickOdds, bonus: number = evenRate, minusRate = 0): number {
  if (odds.length === 0) return 0;
  let product = BigInt(bonus);
  for (const price of odds) product *= BigInt(price);
  // Each odds and the bonus carry a factor of 100: divide them all out but one.
  const scale = 100n ** BigInt(odds.length);
  const exact = product / scale;
  const total = exact > BigInt(totalOddsCeiling) ? totalOddsCeiling : Number(exact);
  // minusRate (단폴 배당 차감) lowers a single pick's odds; never below 1.00.
  return odds.length === 1 && minusRate > 0 ? Math.max(evenRate, total - minusRate) : total;
}

/** The expected winnings in whole won: total odds x stake, rounded down (held within safe integers). */
export function expectedWinnings(total: number, stake: number): number {
  if (total <= 0 || stake <= 0) return 0;
  const exact = (BigInt(total) * BigInt(Math.trunc(stake))) / 100n;
  return exact > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(exact);
}

/** The slip's derived values (spec section 3: sumOdds, bonusOdds, totalOdds) and the winnings. */
export type SlipFigures = {
  /** Product of the picks' odds, x100, rounded down (no bonus). */
  sumOdds: number;
  /** The bonus rate x100 (100 = none; shown only when above 100). */
  bonusOdds: number;
  /** sumOdds x bonus, x100, rounded down once from the exact product (minusRate applied to singles). */
  totalOdds: number;
  /** totalOdds x stake, whole won rounded down. */
  expectedWinnings: number;
};

/** Every number the slip shows, from the picks' odds, the stake and the staff's limits. */
export function slipFigures(
  odds: PickOdds,
  stake: number,
  limits: Pick<BetLimits, 'minBonusOdds' | 'bonusRateList' | 'minusRate'>,
): SlipFigures {
  const bonus = bonusRate(odds, limits);
  const total = totalOdds(odds, bonus, limits.minusRate);
  return {
    sumOdds: totalOdds(odds),
    bonusOdds: bonus,
    totalOdds: total,
    expectedWinnings: expectedWinnings(total, stake),
  };
}
