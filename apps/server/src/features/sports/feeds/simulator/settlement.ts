import { marketOf } from '@hanpan/core/sports/markets';
import { sportOf } from '@hanpan/core/sports/sports';
import { trade360Settlement } from '../trade360/messages.ts';

/** The score a market is settled on: both sides' points (or sets), and for bouts the rounds fought. */
export type SettleScore = { home: number; away: number; rounds?: number };

/** A bet as the settlement needs it: market, pick name and the pick's own line (null when none). */
export type SettleBet = { marketId: number; name: string; line: number | null };

// Read once: the settlement values are looked up per score cell while pricing.
const { cancelled, winner, loser, refund, halfWon, halfLost } = trade360Settlement;

// A line side's result once the line is applied: above zero wins, zero is a push (stake back).
function settleDifference(difference: number): number {
  if (difference > 0) return winner;
  if (difference < 0) return loser;
  return refund;
}

/** True for quarter lines (2.25, -0.75): the stake is split over the two neighbouring half lines. */
export function isQuarterLine(line: number): boolean {
  return Math.abs(Math.round(line * 4)) % 2 === 1;
}

/** Settles one side of a line: winner, loser, refund, or half won / half lost on quarter lines. */
export function settleLine(difference: number, line: number): number {
  if (!isQuarterLine(line)) return settleDifference(difference);
  const upper = settleDifference(difference + 0.25);
  const lower = settleDifference(difference - 0.25);
  if (upper === lower) return upper;
  // The two halves differ by one step: one of them is a push.
  if (upper === winner) return halfWon;
  return halfLost;
}

const outcome = (isWinner: boolean): number => (isWinner ? winner : loser);

/** A settlement function for one bet, with the market looked up once (pricing calls it per score cell). */
export function settlerOf(bet: SettleBet): (score: SettleScore) => number {
  const market = marketOf(bet.marketId);
  if (!market) return () => cancelled;
  const line = bet.line ?? 0;
  const isFirst = bet.name === '1';
  switch (market.rule) {
    case 'winner3':
      if (bet.name === 'X') return ({ home, away }) => outcome(home === away);
      return ({ home, away }) => outcome(isFirst ? home > away : away > home);
    case 'winner2':
      return ({ home, away }) => (home === away ? refund : outcome(isFirst ? home > away : away > home));
    case 'doubleChance':
      if (bet.name === '1X') return ({ home, away }) => outcome(home >= away);
      if (bet.name === 'X2') return ({ home, away }) => outcome(away >= home);
      return ({ home, away }) => outcome(home !== away);
    case 'handicap':
      return ({ home, away }) => settleLine((isFirst ? home - away : away - home) + line, line);
    case 'total': {
      const sign = bet.name === 'Over' ? 1 : -1;
      if (bet.marketId === 29) return ({ rounds }) => settleLine(sign * ((rounds ?? 0) - line), line);
      return ({ home, away }) => settleLine(sign * (home + away - line), line);
    }
    case 'oddEven': {
      const isOdd = bet.name === 'Odd';
      return ({ home, away }) => outcome(((home + away) % 2 === 1) === isOdd);
    }
    case 'bothScore': {
      const isYes = bet.name === 'Yes';
      return ({ home, away }) => outcome((home > 0 && away > 0) === isYes);
    }
  }
}

/** The settlement value of one bet for a final score (already the score of the market's scope). */
export function settleBet(bet: SettleBet, score: SettleScore): number {
  return settlerOf(bet)(score);
}

/** A finished match as settlement needs it: the final score, regulation time, and each period. */
export type FinalScore = { score: SettleScore; regulation: SettleScore; periods: readonly SettleScore[] };

/**
 * Which score settles a market: regulation time for full-time markets of sports that can draw, one
 * period for period markets, the first half of the regulation periods for half-time markets.
 */
export function scopeScore(sportId: number, marketId: number, final: FinalScore): SettleScore {
  const market = marketOf(marketId);
  const structure = sportOf(sportId).periods;
  const sumOf = (periods: readonly SettleScore[]) =>
    periods.reduce((acc, period) => ({ home: acc.home + period.home, away: acc.away + period.away }), {
      home: 0,
      away: 0,
    });
  switch (market?.scope) {
    case 'period':
      return final.periods[(market.period ?? 1) - 1] ?? { home: 0, away: 0 };
    case 'firstHalf':
      return sumOf(final.periods.slice(0, Math.max(1, Math.floor(structure.count / 2))));
    case 'full':
      return structure.canDraw ? { ...final.regulation, rounds: final.score.rounds } : final.score;
    default:
      return final.score;
  }
}
