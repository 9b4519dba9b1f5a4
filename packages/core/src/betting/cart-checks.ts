import { betCode, cartCheckText } from './bet-codes.ts';
import type { BetLimits } from './limits.ts';
import { type SlipFigures, slipFigures } from './odds-maths.ts';

// Spec section 5 "Cart bet checks, in this order": the slip runs them before sending, the server runs
// them again on the prices it accepts and the member's real cash. One function, one order.

/** One pick as the checks see it: its odds x100 and its market (GameSubId), null for a non-feed pick. */
export type CheckedPick = { odds: number; marketId: number | null };

/** What the checks need. */
export type CartCheckInput = {
  picks: readonly CheckedPick[];
  /** The stake, whole won. */
  amount: number;
  /** The member's cash, whole won. */
  cash: number;
  limits: BetLimits;
};

/** The name of a failed check. */
export type CartCheckName = keyof typeof cartCheckText;

/** The checks' verdict: the figures when every check passes, else the first failure. */
export type CartCheckResult =
  | { ok: true; figures: SlipFigures }
  | { ok: false; check: CartCheckName; message: string; code: number; figures: SlipFigures };

/** The server's code for each check (the slip shows the message either way). */
const checkCodes: Record<CartCheckName, number> = {
  empty: betCode.invalidInput,
  insufficientBalance: betCode.insufficientBalance,
  combination: betCode.specialCombination,
  minBet: betCode.stakeLimit,
  maxFolderCount: betCode.maxFolder,
  maxOdds: betCode.maxOdds,
  maxBet: betCode.stakeLimit,
  maxWinnings: betCode.winningsLimit,
  singleMaxBet: betCode.singleFolderRule,
  singleMaxWinnings: betCode.singleFolderRule,
};

/** True when the picks mix main-list markets with others (spec check 3; non-feed picks are not main). */
export function mixesMainAndOther(picks: readonly CheckedPick[], mainGameList: readonly number[]): boolean {
  const main = picks.filter((pick) => pick.marketId !== null && mainGameList.includes(pick.marketId));
  return main.length > 0 && main.length < picks.length;
}

/** Runs the ten checks in the spec's order; the first that fails decides. */
export function runCartChecks({ picks, amount, cash, limits }: CartCheckInput): CartCheckResult {
  const figures = slipFigures(
    picks.map((pick) => pick.odds),
    amount,
    limits,
  );
  const fail = (check: CartCheckName): CartCheckResult => ({
    ok: false,
    check,
    message: cartCheckText[check],
    code: checkCodes[check],
    figures,
  });
  const isSingle = picks.length === 1;
  if (picks.length === 0) return fail('empty');
  if (amount > cash) return fail('insufficientBalance');
  if (limits.isCanNotCombine && mixesMainAndOther(picks, limits.mainGameList)) return fail('combination');
  if (amount < limits.minBetCash) return fail('minBet');
  if (picks.length > limits.maxBetCnt) return fail('maxFolderCount');
  if (figures.totalOdds > limits.maxBetRate) return fail('maxOdds');
  if (amount > limits.maxBetCash) return fail('maxBet');
  if (figures.expectedWinnings > limits.maxBetWinCash) return fail('maxWinnings');
  if (isSingle && amount > limits.maxSingleBetCash) return fail('singleMaxBet');
  if (isSingle && figures.expectedWinnings > limits.maxSingleBetWinCash) return fail('singleMaxWinnings');
  return { ok: true, figures };
}
