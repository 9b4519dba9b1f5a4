import { marketOf } from '@hanpan/core/sports/markets';
import { sportOf } from '@hanpan/core/sports/sports';
import { trade360Settlement } from '../trade360/messages.ts';

/** The score a market is settled on: both sides' points (or sets), and for bouts the rounds fought. */
export type SettleScore = { home: number; away: number; rounds?: number };

/** A bet as the settlement needs it: market, pick name and the pick's own line (null when none). */
export type SettleBet = { marketId: number; name: string; line: number | null };

// A line side's result once the line is applied: above zero wins, zero is a push (stake back).
function settleDifference(difference: number): number {
  if (difference > 0) return trade360Settlement.winner;
  if (difference < 0) return trade360Settlement.loser;
  return trade360Settlement.refund;
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
  if (upper === trade360Settlement.winner) return trade360Settlement.halfWon;
  return trade360Settlement.halfLost;
}

const outcome = (isWinner: boolean): number =>
  isWinner ? trade360Settlement.winner : trade360Settlement.loser;

/** The settlement value of one bet for a final score (already the score of the market's scope). */
export function settleBet(bet: SettleBet, score: SettleScore): number {
  const market = marketOf(bet.marketId);
  if (!market) return trade360Settlement.cancelled;
  const { home, away } = score;
  const line = bet.line ?? 0;
  switch (market.rule) {
    case 'winner3':
      return outcome(bet.name === '1' ? home > away : bet.name === '2' ? away > home : home === away);
    case 'winner2':
      if (home === away) return trade360Settlement.refund;
      return outcome(bet.name === '1' ? home > away : away > home);
    case 'doubleChance':
      return outcome(bet.name === '1X' ? home >= away : bet.name === 'X2' ? away >= home : home !== away);
    case 'handicap':
      return settleLine(bet.name === '1' ? home - away + line : away - home + line, line);
    case 'total': {
      const total = bet.marketId === 29 ? (score.rounds ?? 0) : home + away;
      return settleLine(bet.name === 'Over' ? total - line : line - total, line);
    }
    case 'oddEven':
      return outcome(((home + away) % 2 === 1) === (bet.name === 'Odd'));
    case 'bothScore':
      return outcome((home > 0 && away > 0) === (bet.name === 'Yes'));
  }
}

/** Which final score settles a market: regulation time for full-time markets of sports that can draw. */
export function scopeScore(
  sportId: number,
  marketId: number,
  final: { score: SettleScore; regulation: SettleScore },
): SettleScore {
  const market = marketOf(marketId);
  const isRegulation = market?.scope === 'full' && sportOf(sportId).periods.canDraw;
  return isRegulation ? { ...final.regulation, rounds: final.score.rounds } : final.score;
}
