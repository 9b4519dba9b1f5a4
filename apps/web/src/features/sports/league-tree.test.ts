import type { EventGroupItem } from '@hanpan/core/api/site';
import { describe, expect, it } from 'vitest';
import { buildLeagueTree } from './league-tree.ts';

const item = (over: Partial<EventGroupItem>): EventGroupItem => ({
  sportId: 201,
  regionId: 1,
  regionName: '잉글랜드',
  icon: '',
  leagueId: 10,
  leagueName: '프리미어리그',
  count2: 3,
  ...over,
});

describe('buildLeagueTree', () => {
  it('when the list is empty, then there are no sports', () => {
    expect(buildLeagueTree([])).toEqual([]);
  });

  it('when leagues share a sport and region, then they group under one branch with summed counts', () => {
    const tree = buildLeagueTree([
      item({ leagueId: 10, count2: 3 }),
      item({ leagueId: 11, leagueName: '챔피언십', count2: 2 }),
      item({ regionId: 2, regionName: '스페인', leagueId: 20, leagueName: '라리가', count2: 4 }),
      item({ sportId: 203, regionId: 3, regionName: '미국', leagueId: 30, leagueName: 'NBA', count2: 5 }),
    ]);
    expect(tree.map((sport) => [sport.sportId, sport.count])).toEqual([
      [201, 9],
      [203, 5],
    ]);
    expect(
      tree[0]!.regions.map((region) => [region.regionName, region.count, region.leagues.length]),
    ).toEqual([
      ['잉글랜드', 5, 2],
      ['스페인', 4, 1],
    ]);
  });

  it('when sports arrive out of order, then they are sorted by sport id', () => {
    const tree = buildLeagueTree([item({ sportId: 204 }), item({ sportId: 201 })]);
    expect(tree.map((sport) => sport.sportId)).toEqual([201, 204]);
  });
});
