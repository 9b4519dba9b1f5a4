import { marketOf } from '../sports/markets.ts';
import { betCode, betCodeText } from './bet-codes.ts';
import { mixesMainAndOther } from './cart-checks.ts';
import type { BetLimits, FolderCap } from './limits.ts';

// The staff's rule sets behind the prematch codes 6, 13-16 and 17-21 (spec section 8), run by the
// server on the picks as it resolved them, after the slip's ten checks. Pure: the time rules (code 5)
// are checked against the database clock in the placement's transaction, with isPastCutoff.

/** One pick as the server resolved it from the catalogue. */
export type RuledLeg = {
  fixtureId: number;
  marketId: number;
  sportId: number;
  leagueId: number;
  /** The odds accepted for this pick, x100. */
  odds: number;
};

/** A refused bet: the code and the message for the member. */
export type BetRefusal = { code: number; message: string };

const refuse = (code: number, mode: 'prematch' | 'inplay'): BetRefusal => ({
  code,
  message: betCodeText(code, mode),
});

// Markets deciding the same thing: every result-type market of one scope, or two totals of one scope.
const resultRules = new Set(['winner3', 'winner2', 'doubleChance', 'handicap']);

/**
 * True when two markets of one fixture depend on each other (a result and a handicap of the same
 * period, two totals), so combining them is refused even where same-fixture picks are allowed.
 * A market the site does not know counts as related.
 */
export function areRelatedMarkets(first: number, second: number): boolean {
  const a = marketOf(first);
  const b = marketOf(second);
  if (!a || !b) return true;
  if (a.scope !== b.scope || a.period !== b.period) return false;
  return a.rule === b.rule || (resultRules.has(a.rule) && resultRules.has(b.rule));
}

/** True when some two picks may not be combined (code 6). */
export function hasForbiddenCombination(legs: readonly RuledLeg[], isSameFixtureAllowed: boolean): boolean {
  for (let i = 0; i < legs.length; i += 1) {
    for (let j = i + 1; j < legs.length; j += 1) {
      const a = legs[i] as RuledLeg;
      const b = legs[j] as RuledLeg;
      if (a.fixtureId !== b.fixtureId) continue;
      if (!isSameFixtureAllowed || areRelatedMarkets(a.marketId, b.marketId)) return true;
    }
  }
  return false;
}

const folderCapOf = (limits: BetLimits, count: number): { cap: FolderCap; code: number } | null => {
  const special = limits.globalJsonBetLimitSpecial;
  if (count === 2) return { cap: special.twoFolder, code: betCode.twoFolderLimit };
  if (count === 3) return { cap: special.threeFolder, code: betCode.threeFolderLimit };
  if (count >= 4) return { cap: special.multiFolder, code: betCode.multiFolderLimit };
  return null;
};

/**
 * The first rule the bet breaks, in this order: 13 min folders, 14 max folders, 15 a pick below the
 * odds floor, 6 a forbidden combination, 21 main with special markets, 16 a league's rules, 20 the
 * single-folder rules, 17/18/19 the 2-, 3- and multi-folder caps; null when it breaks none.
 */
export function findRuleBreach(input: {
  legs: readonly RuledLeg[];
  amount: number;
  /** Expected winnings at the accepted odds, whole won. */
  winnings: number;
  limits: BetLimits;
  mode: 'prematch' | 'inplay';
}): BetRefusal | null {
  const { legs, amount, winnings, limits, mode } = input;
  const special = limits.globalJsonBetLimitSpecial;
  if (legs.length < special.minFolderCount) return refuse(betCode.minFolder, mode);
  if (legs.length > limits.maxBetCnt) return refuse(betCode.maxFolder, mode);
  if (legs.some((leg) => leg.odds < special.minPickOdds)) return refuse(betCode.lowOdds, mode);
  if (hasForbiddenCombination(legs, special.isSameFixtureAllowed)) return refuse(betCode.combination, mode);
  const picks = legs.map((leg) => ({ odds: leg.odds, marketId: leg.marketId }));
  if (limits.isCanNotCombine && mixesMainAndOther(picks, limits.mainGameList)) {
    return refuse(betCode.specialCombination, mode);
  }
  const leagues = new Set(legs.map((leg) => leg.leagueId));
  for (const rule of limits.betRestrictionList) {
    if (!leagues.has(rule.leagueId)) continue;
    if (legs.length < rule.minFolderCount) return refuse(betCode.leagueRule, mode);
    if (rule.maxBetCash !== null && amount > rule.maxBetCash) return refuse(betCode.leagueRule, mode);
  }
  if (legs.length === 1) {
    const only = legs[0] as RuledLeg;
    if (!special.singleFolder.isAllowed || only.odds < special.singleFolder.minOdds) {
      return refuse(betCode.singleFolderRule, mode);
    }
  }
  const folder = folderCapOf(limits, legs.length);
  if (folder && (amount > folder.cap.maxBetCash || winnings > folder.cap.maxWinCash)) {
    return refuse(folder.code, mode);
  }
  return null;
}

/** True when prematch betting on a fixture starting at startAtMs has closed at nowMs (code 5). */
export function isPastCutoff(startAtMs: number, nowMs: number, cutoffMinutes: number): boolean {
  return nowMs >= startAtMs - cutoffMinutes * 60_000;
}
