import { describe, expect, it } from 'vitest';
import { isTrade360EventsMessage } from '../trade360/messages.ts';
import { createRuntime } from './fixture-runtime.ts';
import { fixturesOfDay, scalesOf } from './fixtures.ts';
import { createFeedSimulator, defaultFixtureCount } from './simulator.ts';

const minuteMs = 60_000;
const dayStart = Date.parse('2026-11-24T00:00:00+09:00');
const { scale, worldScale } = scalesOf(defaultFixtureCount, 3);

/** Kick-off and final whistle of every fixture played on days 0-3 (cancelled ones never go live). */
function playedFixtures(seed: string) {
  return [0, 1, 2, 3]
    .flatMap((day) => fixturesOfDay(seed, dayStart, day, scale, worldScale))
    .map(createRuntime)
    .filter((runtime) => !runtime.isCancelled)
    .map((runtime) => ({
      sportId: runtime.fixture.league.sportId,
      from: runtime.fixture.startAt,
      to: runtime.fixture.startAt + runtime.plan.finishAt * 1000,
    }));
}

describe('live board of the built-in feed', () => {
  it('when a simulated day passes with the default settings, then 30-60 fixtures are in play at every moment, over several sports', () => {
    for (const seed of ['board-a', 'board-b']) {
      const fixtures = playedFixtures(seed);
      // Every ten simulated minutes of the second day (the first has fixtures of the day before).
      for (let at = dayStart + 1440 * minuteMs; at < dayStart + 2880 * minuteMs; at += 10 * minuteMs) {
        const live = fixtures.filter((fixture) => fixture.from <= at && at < fixture.to);
        const sports = new Set(live.map((fixture) => fixture.sportId));
        expect({ at: new Date(at).toISOString(), enough: live.length >= 30 && live.length <= 60 }).toEqual({
          at: new Date(at).toISOString(),
          enough: true,
        });
        expect(sports.size).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('when a simulated day passes, then fixtures kick off and finish in every hour of it', () => {
    const fixtures = playedFixtures('board-a');
    for (let hour = 24; hour < 48; hour++) {
      const from = dayStart + hour * 60 * minuteMs;
      const to = from + 60 * minuteMs;
      expect(fixtures.some((fixture) => fixture.from >= from && fixture.from < to)).toBe(true);
      expect(fixtures.some((fixture) => fixture.to >= from && fixture.to < to)).toBe(true);
    }
  });

  it('when the feed starts in the quiet Korean morning, then its first snapshot already has 30 fixtures in play', () => {
    const startAt = new Date('2026-11-23T22:30:00Z');
    const snapshot = createFeedSimulator({ seed: 'board', startAt, speed: 1 }).snapshot(startAt);
    const events = isTrade360EventsMessage(snapshot) ? snapshot.Body.Events : [];
    const live = events.filter((event) => event.Fixture?.Status === 2);
    expect(live.length).toBeGreaterThanOrEqual(30);
  });
});
