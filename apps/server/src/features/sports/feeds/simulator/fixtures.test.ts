import { describe, expect, it } from 'vitest';
import { fixturesOfDay, kstDayStart } from './fixtures.ts';

const startAt = Date.parse('2026-11-21T03:00:00Z');

describe('fixtures of a day', () => {
  it('when generated twice from one seed, then the fixtures and their ids are the same', () => {
    expect(fixturesOfDay('seed', startAt, 1, 1)).toEqual(fixturesOfDay('seed', startAt, 1, 1));
    expect(fixturesOfDay('seed', startAt, 1, 1).map((f) => f.id)).not.toEqual(
      fixturesOfDay('other', startAt, 1, 1).map((f) => f.id),
    );
  });

  it('when three days are generated, then there are a few hundred fixtures with unique ids over every sport', () => {
    const fixtures = [0, 1, 2].flatMap((day) => fixturesOfDay('seed', startAt, day, 1.5));
    expect(fixtures.length).toBeGreaterThanOrEqual(200);
    expect(new Set(fixtures.map((f) => f.id)).size).toBe(fixtures.length);
    expect(new Set(fixtures.map((f) => f.league.sportId))).toEqual(
      new Set([201, 202, 203, 204, 205, 206, 207, 208]),
    );
  });

  it('when a league plays on a day, then each team plays at most once and never itself', () => {
    for (const day of [0, 1, 2]) {
      const fixtures = fixturesOfDay('seed', startAt, day, 2);
      for (const leagueId of new Set(fixtures.map((f) => f.league.id))) {
        const teams = fixtures.filter((f) => f.league.id === leagueId).flatMap((f) => [f.home.id, f.away.id]);
        expect(new Set(teams).size).toBe(teams.length);
      }
    }
  });

  it('when fixtures are scheduled, then each kicks off at one of its league usual KST times', () => {
    const dayStart = kstDayStart(startAt, 1);
    for (const fixture of fixturesOfDay('seed', startAt, 1, 1)) {
      const hours = (fixture.startAt - dayStart) / 3_600_000;
      const closest = Math.min(...fixture.league.kickOffHours.map((slot) => Math.abs(slot - hours)));
      expect(closest).toBeLessThanOrEqual(5 / 60);
      expect(fixture.startAt % 60_000).toBe(0);
    }
  });
});
