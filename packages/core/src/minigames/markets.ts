import type { LegResult } from '../betting/settlement.ts';
import type { RandomSource } from './provably-fair.ts';

// What every mini-game family shares: a draw from the random source, a summary of the result that the
// markets settle on, and the exact distribution of that summary (by enumeration or combinatorics) from
// which each pick's true probability, fair odds, default odds and RTP follow.
//
// Odds are decimal odds x100 (DESIGN.md) and margins basis points (250 = 2.5 %). The default odds make the
// expected return per won staked 1 - margin: a pick that wins with p, is void with v and half-won (pays
// (1 + odds) / 2, as in settlement.ts) with h gets odds = (1 - margin - v - h / 2) / (p + h / 2), rounded
// down to the hundredth. A 50/50 pick at 2.5 % gets 0.975 / 0.5 = 1.95 (195).

/** How a mini-game pick settles: the leg results of settlement.ts a draw can give. */
export type PickSettlement = Extract<LegResult, 'won' | 'lost' | 'void' | 'half_won'>;

/** One pick of a market: its code (the bet's `choosed`), key, Korean name and settlement rule. */
export type MiniPick<S> = {
  code: number;
  key: string;
  name: string;
  settle(summary: S): PickSettlement;
};

/** A market: picks offered together (e.g. 파워볼 홀짝: 홀, 짝). */
export type MiniMarket<S> = { key: string; name: string; picks: readonly MiniPick<S>[] };

/** A summary of the result with its probability weight (weights need not add up to 1). */
export type WeightedOutcome<S> = { summary: S; weight: number };

/** The families of games. */
export type FamilyId =
  | 'powerball'
  | 'ladder'
  | 'speed-keno'
  | 'keno-ladder'
  | 'baccarat'
  | 'baccarat-no-commission'
  | 'odd-even';

/** A mini-game family: draw, summary, markets and the exact distribution of summaries. */
export type MiniFamily<R, S> = {
  id: FamilyId;
  name: string;
  draw(random: RandomSource): R;
  summarize(result: R): S;
  markets: readonly MiniMarket<S>[];
  outcomes(): readonly WeightedOutcome<S>[];
};

/** A pick's true chances: won, half won, void and lost add up to 1. */
export type PickProbability = { won: number; halfWon: number; void: number; lost: number };

/** Every pick of a family, market by market. */
export function picksOf<S>(family: MiniFamily<unknown, S>): MiniPick<S>[] {
  return family.markets.flatMap((market) => market.picks);
}

/** The pick with the code (the bet's `choosed`), if the family has it. */
export function pickOf<S>(family: MiniFamily<unknown, S>, code: number): MiniPick<S> | undefined {
  return picksOf(family).find((pick) => pick.code === code);
}

/** How the pick with the code settles on a drawn result; unknown codes throw (they were never accepted). */
export function settlePick<R, S>(family: MiniFamily<R, S>, code: number, result: R): PickSettlement {
  const pick = pickOf(family, code);
  if (!pick) throw new Error(`unknown pick ${code} in ${family.id}`);
  return pick.settle(family.summarize(result));
}

const probabilityCache = new WeakMap<object, ReadonlyMap<number, PickProbability>>();

/** Each pick's true probability by code, from the family's exact outcome distribution (computed once). */
export function pickProbabilities<S>(family: MiniFamily<unknown, S>): ReadonlyMap<number, PickProbability> {
  const cached = probabilityCache.get(family);
  if (cached) return cached;
  const outcomes = family.outcomes();
  const total = outcomes.reduce((sum, outcome) => sum + outcome.weight, 0);
  const result = new Map<number, PickProbability>();
  for (const pick of picksOf(family)) {
    const chance: PickProbability = { won: 0, halfWon: 0, void: 0, lost: 0 };
    for (const { summary, weight } of outcomes) {
      const settled = pick.settle(summary);
      const share = weight / total;
      if (settled === 'won') chance.won += share;
      else if (settled === 'half_won') chance.halfWon += share;
      else if (settled === 'void') chance.void += share;
      else chance.lost += share;
    }
    result.set(pick.code, chance);
  }
  probabilityCache.set(family, result);
  return result;
}

/** Default odds x100 from a pick's probability and the margin in basis points (at least 1.01). */
export function defaultOdds(chance: PickProbability, marginBp: number): number {
  const paying = chance.won + chance.halfWon / 2;
  if (paying <= 0) return 101;
  const odds = (1 - marginBp / 10_000 - chance.void - chance.halfWon / 2) / paying;
  // The epsilon keeps an exact 1.95 from flooring to 1.94 through binary rounding.
  return Math.max(101, Math.floor(odds * 100 + 1e-9));
}

/** The expected return per won staked (RTP) of a pick at the odds x100. */
export function returnToPlayer(chance: PickProbability, odds: number): number {
  const decimal = odds / 100;
  return chance.won * decimal + (chance.halfWon * (1 + decimal)) / 2 + chance.void;
}

/** A pick whose win is a plain condition on the summary (won or lost, never void). */
export function simplePick<S>(
  code: number,
  key: string,
  name: string,
  wins: (summary: S) => boolean,
): MiniPick<S> {
  return { code, key, name, settle: (summary) => (wins(summary) ? 'won' : 'lost') };
}
