import { fixtureStatus } from '@hanpan/core/sports/fixture-status';
import { marketOf } from '@hanpan/core/sports/markets';
import { sportOf } from '@hanpan/core/sports/sports';
import type { MatchState } from './match-engine.ts';
import { type FinalScore, type SettleBet, scopeScore, settlerOf } from './settlement.ts';

/** The match so far as settlement reads it: the score, regulation time and each period started. */
export function scoreSoFar(state: MatchState): FinalScore {
  const rounds = state.period;
  return {
    score: { ...state.score, rounds },
    regulation: { ...state.regulation, rounds },
    periods: state.periods.map((period) => ({ home: period.home, away: period.away })),
  };
}

// Every period from 1 to `last` has been played to its end.
const arePlayed = (state: MatchState, last: number): boolean =>
  Array.from({ length: last }, (_, index) => state.periods[index]?.isFinished === true).every(Boolean);

/**
 * True once no more play can change the part of the match a market covers: its period, the first
 * half, regulation time (full-time markets of sports that can draw), or the whole match.
 */
export function isScopeOver(sportId: number, marketId: number, state: MatchState): boolean {
  if (state.status === fixtureStatus.finished) return true;
  const market = marketOf(marketId);
  const structure = sportOf(sportId).periods;
  switch (market?.scope) {
    case 'period':
      return arePlayed(state, market.period ?? 1);
    case 'firstHalf':
      return arePlayed(state, Math.max(1, Math.floor(structure.count / 2)));
    case 'firstFiveInnings':
      return arePlayed(state, 5);
    case 'full':
      return structure.canDraw && arePlayed(state, structure.count);
    default:
      return false;
  }
}

// More than any side can still score: a total this far on has passed every line.
const farMore = 1_000_000;

/**
 * The settlement the events so far decide for a bet, null while its outcome is still open: at the
 * end of the market's scope, or earlier when no further score can change it (a total's line already
 * passed, both sides having scored). Never before kick-off.
 */
export function decidedSettlement(sportId: number, bet: SettleBet, state: MatchState): number | null {
  if (state.status === fixtureStatus.notStarted) return null;
  const settle = settlerOf(bet);
  const score = scopeScore(sportId, bet.marketId, scoreSoFar(state));
  const now = settle(score);
  if (isScopeOver(sportId, bet.marketId, state)) return now;
  switch (marketOf(bet.marketId)?.rule) {
    case 'total': {
      // Points (and rounds) only ever add up: if far more leaves the result alone, nothing can change it.
      const later = settle({
        home: score.home + farMore,
        away: score.away,
        rounds: (score.rounds ?? 0) + farMore,
      });
      return later === now ? now : null;
    }
    case 'bothScore':
      return score.home > 0 && score.away > 0 ? now : null;
    default:
      return null;
  }
}
