import type { SportsFixture } from '@hanpan/core/api/sports';
import { describe, expect, it } from 'vitest';
import { countBySport, groupByLeague } from './group-fixtures.ts';

/** A fixture of a league and sport starting at an ISO time; the rest is filler. */
function fixture(fixtureId: number, leagueId: number, startAt: string, sportId = 201): SportsFixture {
  return {
    fixtureId,
    sportId,
    sportName: sportId === 201 ? '축구' : '농구',
    regionId: 1,
    regionName: '잉글랜드',
    leagueId,
    leagueName: `리그${leagueId}`,
    homeName: '홈',
    awayName: '원정',
    startAt,
    status: 1,
    gameType: 0,
    live: null,
    markets: [],
    marketCount: 0,
  };
}

describe('groupByLeague', () => {
  it('when leagues interleave, then each league keeps its fixtures in start order, leagues by first fixture', () => {
    const groups = groupByLeague([
      fixture(1, 10, '2026-11-21T15:00:00.000Z'),
      fixture(2, 20, '2026-11-21T15:30:00.000Z'),
      fixture(3, 10, '2026-11-21T14:00:00.000Z'),
      fixture(4, 20, '2026-11-21T15:30:00.000Z'),
    ]);
    expect(groups.map((group) => [group.leagueId, group.fixtures.map((item) => item.fixtureId)])).toEqual([
      [10, [3, 1]],
      [20, [2, 4]],
    ]);
    expect(groups[0]?.title).toBe('축구 · 잉글랜드 · 리그10');
  });

  it('when the list is empty, then there are no groups', () => {
    expect(groupByLeague([])).toEqual([]);
  });
});

describe('countBySport', () => {
  it('when fixtures of two sports are listed, then each sport counts its own', () => {
    const counts = countBySport([
      fixture(1, 10, '2026-11-21T15:00:00.000Z', 201),
      fixture(2, 30, '2026-11-21T15:00:00.000Z', 203),
      fixture(3, 10, '2026-11-21T16:00:00.000Z', 201),
    ]);
    expect([...counts]).toEqual([
      [201, 2],
      [203, 1],
    ]);
  });
});
