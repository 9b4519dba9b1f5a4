import type { StaffMinigameRound } from '@hanpan/core/api/staff-minigames';
import type { VirtualCard, VirtualResult } from '@hanpan/core/virtual/types';

// How the back office reads a virtual event (issue 25): its state, its field and its result, each in one
// short Korean line for the dense events table.

/** Where a virtual event stands for staff: taking bets, closed, playing (bets unpaid), settled, void. */
export type VirtualEventState = 'open' | 'closed' | 'playing' | 'settled' | 'void';

/** Korean labels of the event states. */
export const virtualEventStateText: Readonly<Record<VirtualEventState, string>> = {
  open: '베팅 중',
  closed: '마감',
  playing: '경기 중',
  settled: '정산 완료',
  void: '적특(무효)',
};

/** The status badge tone of each state (the shared .status--* classes). */
export const virtualEventStateTone: Readonly<Record<VirtualEventState, string>> = {
  open: 'pending',
  closed: 'pending',
  playing: 'active',
  settled: 'approved',
  void: 'rejected',
};

/**
 * The event's state at `now`: an open event past its close no longer takes bets; a drawn event is
 * playing until its bets are paid (the server reports no GGR until then).
 */
export function virtualEventStateOf(round: StaffMinigameRound, now: Date): VirtualEventState {
  if (round.status === 'void') return 'void';
  if (round.status === 'open') return Date.parse(round.closeAt) <= now.getTime() ? 'closed' : 'open';
  return round.ggr === null ? 'playing' : 'settled';
}

/**
 * The one event of the list staff may void (적특): the open event with the soonest off. The server voids
 * only an open event, and the earliest first (voiding a later event first would publish the seed of the
 * earlier one while it still takes bets).
 */
export function voidableVirtualEvent(rounds: readonly StaffMinigameRound[]): string | null {
  let soonest: StaffMinigameRound | null = null;
  for (const round of rounds) {
    if (round.status === 'open' && (soonest === null || round.drawAt < soonest.drawAt)) soonest = round;
  }
  return soonest?.roundKey ?? null;
}

/**
 * Whether staff may void (적특) a drawn event: one still playing (its bets not all paid) that has bets.
 * Its seed is public since the off, so the earliest-first rule of open events does not apply; the server
 * refunds the bets still open and refuses an event whose bets are all settled.
 */
export function isVoidablePlayingEvent(round: StaffMinigameRound, now: Date): boolean {
  return round.status === 'drawn' && virtualEventStateOf(round, now) === 'playing' && round.betCount > 0;
}

/** The field in one line: '8두 출전' for a race, 'HOM (3위) vs AWY (7위)' for a match. */
export function describeVirtualCard(card: VirtualCard): string {
  if ('runners' in card) {
    return `${card.runners.length}${card.kind === 'greyhound' ? '두' : '마'} 출전`;
  }
  return `${card.home.name} (${card.home.position}위) vs ${card.away.name} (${card.away.position}위)`;
}

/**
 * The result in one line: the first three finishers with names for a race ('1착 3번 번개 · 2착 5번 ...'),
 * the score with the half-time or the quarters for a match; '-' before the off.
 */
export function describeVirtualResult(card: VirtualCard, result: VirtualResult | null): string {
  if (result === null) return '-';
  if ('order' in result) {
    const runners = 'runners' in card ? card.runners : [];
    return result.order
      .slice(0, 3)
      .map((number, index) => {
        const name = runners.find((runner) => runner.number === number)?.name;
        return `${index + 1}착 ${number}번${name ? ` ${name}` : ''}`;
      })
      .join(' · ');
  }
  const [home, away] = 'home' in card ? [card.home, card.away] : [];
  const score = `${home?.short ?? '홈'} ${result.home} : ${result.away} ${away?.short ?? '원정'}`;
  if ('halfTime' in result) return `${score} (전반 ${result.halfTime.home}:${result.halfTime.away})`;
  const overtimes = result.quarters.length - 4;
  const quarters = result.quarters.map((quarter) => `${quarter.home}-${quarter.away}`).join(', ');
  return `${score} (${quarters}${overtimes > 0 ? ` · 연장 ${overtimes}회` : ''})`;
}

/** The finishing order of a race in full ('3-5-1-2-...'), null for a match or before the off. */
export function fullFinishingOrder(result: VirtualResult | null): string | null {
  if (result === null || !('order' in result)) return null;
  return result.order.join('-');
}

/** A recent form as staff read it: race positions newest first ('1-3-2'), '-' when there is none. */
export function describeRaceForm(form: readonly number[]): string {
  return form.length === 0 ? '-' : form.join('-');
}

/** A team's recent results in Korean, newest first ('승 무 패'), '-' when there is none. */
export function describeTeamForm(form: readonly ('W' | 'D' | 'L')[]): string {
  const text = { W: '승', D: '무', L: '패' } as const;
  return form.length === 0 ? '-' : form.map((result) => text[result]).join(' ');
}

/** A rating as typed: a whole number from 1 to 1000 (the server's bounds), else null. */
export function readRating(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= 1000 ? value : null;
}
