import type { VirtualEventView, VirtualGameView } from '@hanpan/core/api/virtual';
import { kstDateOf, kstDayPlus, kstDayStart } from '@hanpan/core/time/kst';
import type { VirtualRoundView } from './virtual-games.ts';

// Which events the game page shows where: the stage plays the running event (or replays the last one),
// the tabs list the events that take bets.

/** The event on the stage: the one playing now, else the latest drawn one of the results. */
export function stageEventOf(
  game: VirtualGameView,
  rounds: readonly VirtualRoundView[],
): VirtualEventView | undefined {
  if (game.playing?.result) return game.playing;
  return rounds.find((round) => round.status === 'drawn' && round.virtual?.result)?.virtual;
}

/** Whether an event takes bets at `now` (ms): open and before its close. */
export function isEventOpen(event: VirtualEventView, now: number): boolean {
  return event.status === 'open' && now < Date.parse(event.closeAt);
}

/** The events of the tabs: the upcoming ones still open at `now`, soonest first. */
export function bettableEvents(game: VirtualGameView, now: number): VirtualEventView[] {
  return game.upcoming.filter((event) => isEventOpen(event, now));
}

/** How long past an expected message the page waits before it asks the server again. */
export const staleAfterMs = 5_000;

/**
 * Whether the page's copy of a game has fallen behind (a real-time message was missed, say while the
 * connection was down): no next event, a next event that should have started, or a playing one long over.
 */
export function isGameStale(game: VirtualGameView, now: number): boolean {
  const next = game.upcoming[0];
  if (!next || Date.parse(next.drawAt) < now - staleAfterMs) return true;
  return game.playing !== null && Date.parse(game.playing.finishAt) < now - staleAfterMs;
}

/**
 * The instants (ms) at which what the game page shows can change with no message: an event's
 * close, the playing one's finish, the moments {@link isGameStale} turns true, and the KST midnight after
 * `now` (today's bets).
 */
export function clockInstantsOf(game: VirtualGameView, now: number): number[] {
  const instants = game.upcoming.flatMap((event) => [
    Date.parse(event.closeAt),
    Date.parse(event.drawAt) + staleAfterMs,
  ]);
  if (game.playing) {
    const finishAt = Date.parse(game.playing.finishAt);
    instants.push(finishAt, finishAt + staleAfterMs);
  }
  instants.push(kstDayStart(kstDayPlus(kstDateOf(now), 1)).getTime());
  return instants;
}
