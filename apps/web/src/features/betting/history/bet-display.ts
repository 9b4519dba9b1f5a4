import type { BetHistoryItem, BetHistoryLeg } from '@hanpan/core/api/bet-history';
import { fixtureStatus, isUnderwayStatus } from '@hanpan/core/sports/fixture-status';
import { formatOdds } from '@hanpan/core/sports/odds';
import { formatKstStart } from '@hanpan/core/time/kst';

// How one bet reads in the history: the leg's match state, the pick text and the money lines.

/** Korean words of TRADE360 fixture statuses other than not started. */
const fixtureStatusText: Record<number, string> = {
  [fixtureStatus.live]: '라이브',
  [fixtureStatus.finished]: '종료',
  [fixtureStatus.cancelled]: '취소',
  [fixtureStatus.postponed]: '연기',
  [fixtureStatus.interrupted]: '중단',
  [fixtureStatus.abandoned]: '취소',
  [fixtureStatus.coverageLost]: '라이브',
};

/** Where a leg's match stands: its kick-off before the start, else the state and the score. */
export type LegMatchState =
  | { kind: 'scheduled'; text: string }
  | { kind: 'live' | 'finished' | 'other'; text: string; score: string | null };

/** The match state of a leg as its row shows it ('11-24 19:00', '라이브 1 : 0', '종료 2 : 1'). */
export function legMatchState(leg: BetHistoryLeg): LegMatchState {
  const score = leg.score ? `${leg.score.home} : ${leg.score.away}` : null;
  if (isUnderwayStatus(leg.fixtureStatus)) return { kind: 'live', text: '라이브', score };
  if (leg.fixtureStatus === fixtureStatus.finished) return { kind: 'finished', text: '종료', score };
  const other = fixtureStatusText[leg.fixtureStatus];
  if (other) return { kind: 'other', text: other, score };
  return { kind: 'scheduled', text: formatKstStart(leg.startAt) };
}

/** The pick with its line, as the slip showed it ('원정승 (+1.5)', '오버 (2.5)', '홈승'). */
export function legPickText(leg: BetHistoryLeg): string {
  return leg.baseLine ? `${leg.pickLabel} (${leg.baseLine})` : leg.pickLabel;
}

/** The bonus as a multiplier text ('×1.03'); null without a bonus. */
export function bonusText(bet: BetHistoryItem): string | null {
  return bet.bonusRate > 100 ? `×${formatOdds(bet.bonusRate)}` : null;
}

/** True once a bet has a settlement to show (it may be open again after a correction). */
export function isSettled(bet: BetHistoryItem): boolean {
  return bet.status !== 'open';
}
