import { describe, expect, it } from 'vitest';
import { bettableEvents, clockInstantsOf, isGameStale } from './event-select.ts';
import { raceEventOf, raceGameOf } from './test-events.ts';

describe('clockInstantsOf', () => {
  const playing = raceEventOf('a', '2026-11-29T12:00:00Z', 'drawn');
  const next = raceEventOf('b', '2026-11-29T12:02:00Z');
  const later = raceEventOf('c', '2026-11-29T12:04:00Z');
  const game = raceGameOf(playing, [next, later]);
  const now = Date.parse('2026-11-29T12:00:05Z');

  it('when a race plays and two are open, then the page changes at their closes, the finish, the stale moments and KST midnight', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(clockInstantsOf(game, now).sort((a, b) => a - b)).toEqual([
      at('2026-11-29T12:00:40Z'),
      at('2026-11-29T12:00:45Z'),
      at('2026-11-29T12:01:50Z'),
      at('2026-11-29T12:02:05Z'),
      at('2026-11-29T12:03:50Z'),
      at('2026-11-29T12:04:05Z'),
      at('2026-11-29T15:00:00Z'),
    ]);
  });

  it('when the clock runs between its instants, then the open events and staleness change only at one of them', () => {
    const instants = clockInstantsOf(game, now);
    const shownAt = (time: number) =>
      `${bettableEvents(game, time)
        .map((event) => event.roundKey)
        .join()}|${isGameStale(game, time)}`;
    // Every 250 ms of six minutes: what the page shows equals what it showed when it last rendered,
    // a millisecond past the last instant passed (useClockAt's timer).
    for (let time = now + 100; time < now + 6 * 60_000; time += 250) {
      const passed = instants.filter((instant) => instant < time);
      const lastRender = passed.length > 0 ? Math.max(...passed) + 1 : now;
      expect(shownAt(Math.min(lastRender, time))).toBe(shownAt(time));
    }
  });
});
