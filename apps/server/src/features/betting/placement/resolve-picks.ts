import type { OddsChangePreference, PlacedBetLeg } from '@hanpan/core/api/betting';
import { betCode, betCodeText, betText } from '@hanpan/core/betting/bet-codes';
import { findRuleBreach, isPastCutoff } from '@hanpan/core/betting/bet-rules';
import { runCartChecks } from '@hanpan/core/betting/cart-checks';
import { type BetLimits, cutoffMinutesOf } from '@hanpan/core/betting/limits';
import type { SlipFigures } from '@hanpan/core/betting/odds-maths';
import { type BetPayloadItem, separateOf } from '@hanpan/core/betting/payload';
import { closedFixtureStatuses, fixtureStatus, isPrematchStatus } from '@hanpan/core/sports/fixture-status';
import type { Bettor, PickFacts } from './placement-repository.ts';

// The server's verdict on a bet, as a pure function of what it read: the member, the limits, the
// picks' catalogue rows and effective prices, and the database clock. It runs twice per bet: on
// plain reads before the transaction (cheap refusals), and on the locked rows inside it, so the
// bet that is written is the one the locked rows allow.

/** A bet call's mode: /bet/add, or the in-play calls (their codes' texts differ). */
export type BetMode = 'prematch' | 'inplay';

/** A pick's effective price and state (the sports rules' margin and overrides applied). */
export type RatedPick = { price: number; status: 'open' | 'suspended'; isHidden: boolean };

/** What the verdict is made from. */
export type BetSnapshot = {
  bettor: Bettor | null;
  limits: BetLimits;
  facts: readonly PickFacts[];
  /** Effective prices by bet id; a pick left out is closed. */
  rated: ReadonlyMap<string, RatedPick>;
  /** The database clock, ms. */
  nowMs: number;
};

/** A refused bet: its code and the reply's data. */
export type BetRefusal = {
  kind: 'refused';
  code: number;
  data: { message: string; prices?: PlacedBetLeg[] };
};

/** One pick as accepted. */
export type AcceptedLeg = { facts: PickFacts; odds: number; isInplay: boolean };

/** An accepted bet: its legs at the accepted prices and its figures. */
export type AcceptedBet = {
  kind: 'accepted';
  legs: AcceptedLeg[];
  figures: SlipFigures;
  isOddsChanged: boolean;
};

// Codes the in-play table of spec section 8 words itself; the others keep the check's own text.
const inplayWordedCodes = new Set([1, 4, 5, 6, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);

const ownText: Record<number, string> = {
  [betCode.memberBlocked]: betText.memberBlocked,
  [betCode.siteClosed]: betText.siteClosed,
  [betCode.settled]: betText.settled,
};

/** A refusal with the mode's text for the code (or the given text where the tables have none). */
export function refusal(code: number, mode: BetMode, message?: string): BetRefusal {
  const worded = mode === 'inplay' && inplayWordedCodes.has(code);
  const text = worded ? betCodeText(code, mode) : (message ?? ownText[code] ?? betCodeText(code, mode));
  return { kind: 'refused', code, data: { message: text } };
}

/** True when a preference takes the current prices instead of the ones the member saw. */
function acceptsMoves(preference: OddsChangePreference, moves: readonly { seen: number; now: number }[]) {
  if (preference === 'any') return true;
  if (preference === 'better') return moves.every((move) => move.now > move.seen);
  return false;
}

/** The first refusal of the member's state, the site switch and the picks' catalogue rows; null when none. */
function refuseByState(items: readonly BetPayloadItem[], snapshot: BetSnapshot, mode: BetMode) {
  const { bettor, limits, facts, rated, nowMs } = snapshot;
  if (!bettor || !bettor.isActive || bettor.isBettingBlocked) return refusal(betCode.memberBlocked, mode);
  if (!limits.isBettingOpen) return refusal(betCode.siteClosed, mode);
  if (new Set(items.map((item) => item.id)).size !== items.length) {
    return refusal(betCode.invalidInput, mode, betText.duplicatePick);
  }
  const byId = new Map(facts.map((fact) => [fact.betId, fact]));
  const picks: PickFacts[] = [];
  for (const item of items) {
    const fact = byId.get(item.id);
    if (!fact) return refusal(betCode.invalidInput, mode, betText.unknownPick);
    if (fact.fixtureId !== item.gameId || fact.marketId !== item.gameSubId) {
      return refusal(betCode.invalidInput, mode, betText.wrongFixture);
    }
    picks.push(fact);
  }
  if (items.some((item, index) => item.separate !== separateOf(picks[index]?.baseLine ?? ''))) {
    return refusal(betCode.oddsLocked, mode);
  }
  const isSettled = (fact: PickFacts) =>
    closedFixtureStatuses.includes(fact.fixtureStatus) ||
    fact.marketStatus === 'settled' ||
    fact.outcomeStatus === 'settled';
  if (picks.some(isSettled)) return refusal(betCode.settled, mode);
  for (const fact of picks) {
    if (mode === 'prematch') {
      if (fact.fixtureStatus === fixtureStatus.live) {
        return refusal(betCode.cutoff, mode, betText.inplayInPrematch);
      }
      const cutoff = cutoffMinutesOf(limits, fact.sportId);
      if (!isPrematchStatus(fact.fixtureStatus) || isPastCutoff(fact.startAt.getTime(), nowMs, cutoff)) {
        return refusal(betCode.cutoff, mode);
      }
    } else if (isPrematchStatus(fact.fixtureStatus)) {
      // The call's own problem, worded for it rather than with the table's 'check the combination'.
      return {
        kind: 'refused',
        code: betCode.combination,
        data: { message: betText.prematchInInplay },
      } as const;
    } else if (fact.fixtureStatus !== fixtureStatus.live) {
      return refusal(betCode.cutoff, mode);
    }
  }
  const isClosed = (fact: PickFacts) => {
    const pick = rated.get(fact.betId);
    return !pick || pick.status !== 'open' || pick.isHidden || fact.marketStatus !== 'open' || !fact.isListed;
  };
  if (picks.some(isClosed)) return refusal(betCode.oddsLocked, mode);
  return picks;
}

/**
 * The verdict on a bet, in the order of the issue: member barred (9), betting off (10), the same
 * pick twice (2), unknown picks or picks of another fixture or market (2), a forged line (11), a
 * settled pick (22), the cut-off or the match state (5, 6 in-play), a closed pick (11), a moved
 * price the member's preference does not take (11, in-play 1), the slip's ten checks on the member's
 * cash, then the staff's rule sets (6, 13-21).
 */
export function judgeBet(
  input: { items: readonly BetPayloadItem[]; amount: number },
  snapshot: BetSnapshot,
  mode: BetMode,
): BetRefusal | AcceptedBet {
  const { items, amount } = input;
  const { bettor, limits, rated } = snapshot;
  const resolved = refuseByState(items, snapshot, mode);
  if (!Array.isArray(resolved)) return resolved;
  const current = items.map((item) => rated.get(item.id)?.price ?? item.odds);
  const moves = items.flatMap((item, index) =>
    current[index] === item.odds ? [] : [{ seen: item.odds, now: current[index] as number }],
  );
  if (moves.length > 0 && !acceptsMoves(bettor?.oddsChange ?? 'never', moves)) {
    const refused = refusal(mode === 'prematch' ? betCode.oddsLocked : betCode.oddsChanged, mode);
    refused.data.prices = items.map((item, index) => ({ id: item.id, odds: current[index] as number }));
    return refused;
  }
  const checked = runCartChecks({
    picks: resolved.map((fact, index) => ({ odds: current[index] as number, marketId: fact.marketId })),
    amount,
    cash: Number(bettor?.cash ?? 0n),
    limits,
  });
  if (!checked.ok) return refusal(checked.code, mode, checked.message);
  const breach = findRuleBreach({
    legs: resolved.map((fact, index) => ({
      fixtureId: fact.fixtureId,
      marketId: fact.marketId,
      sportId: fact.sportId,
      leagueId: fact.leagueId,
      odds: current[index] as number,
    })),
    amount,
    winnings: checked.figures.expectedWinnings,
    limits,
    mode,
  });
  if (breach) return { kind: 'refused', code: breach.code, data: { message: breach.message } };
  return {
    kind: 'accepted',
    legs: resolved.map((fact, index) => ({
      facts: fact,
      odds: current[index] as number,
      isInplay: fact.fixtureStatus === fixtureStatus.live,
    })),
    figures: checked.figures,
    isOddsChanged: moves.length > 0,
  };
}
