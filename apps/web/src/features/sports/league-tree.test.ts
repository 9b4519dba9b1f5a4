import type { EventGroupItem } from '@hanpan/core/api/site';
import { describe, expect, it } from 'vitest';
import { buildLeagueTree, favouriteLeagues, filterLeagueTree } from './league-tree.ts';

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

describe('filterLeagueTree', () => {
  const tree = buildLeagueTree([
    item({ leagueId: 10, leagueName: '프리미어리그', count2: 3 }),
    item({ leagueId: 11, leagueName: 'EFL Championship', count2: 2 }),
    item({ regionId: 2, regionName: '스페인', leagueId: 20, leagueName: '라리가', count2: 4 }),
    item({ sportId: 203, regionId: 3, regionName: '미국', leagueId: 30, leagueName: 'NBA', count2: 5 }),
  ]);
  const names = (sportId: number) => ({ 201: '축구', 203: '농구' })[sportId] ?? '기타';
  const leagueIds = (result: ReturnType<typeof filterLeagueTree>) =>
    result.flatMap((sport) =>
      sport.regions.flatMap((region) => region.leagues.map((league) => league.leagueId)),
    );

  it('when the query is empty or spaces, then the whole tree stays', () => {
    expect(leagueIds(filterLeagueTree(tree, '  ', names))).toEqual([10, 11, 20, 30]);
  });

  it('when a Latin query differs in case, width and spaces, then the league still matches', () => {
    expect(leagueIds(filterLeagueTree(tree, 'ｎｂａ', names))).toEqual([30]);
    expect(leagueIds(filterLeagueTree(tree, 'efl champ', names))).toEqual([11]);
  });

  it('when a Korean query matches one league, then only it remains and the counts are summed again', () => {
    const result = filterLeagueTree(tree, '프리미어 리그', names);
    expect(leagueIds(result)).toEqual([10]);
    expect([result[0]?.count, result[0]?.regions[0]?.count]).toEqual([3, 3]);
  });

  it('when a region or sport name matches, then all its leagues remain', () => {
    expect(leagueIds(filterLeagueTree(tree, '스페인', names))).toEqual([20]);
    expect(leagueIds(filterLeagueTree(tree, '농구', names))).toEqual([30]);
  });

  it('when nothing matches, then the tree is empty', () => {
    expect(filterLeagueTree(tree, '분데스리가', names)).toEqual([]);
  });
});

describe('favouriteLeagues', () => {
  it('when leagues are starred, then those listed come in starring order with their counts; others are left out', () => {
    const items = [
      item({ leagueId: 10, count2: 3 }),
      item({ leagueId: 20, leagueName: '라리가', regionName: '스페인', count2: 4 }),
    ];
    expect(favouriteLeagues(items, [20, 99, 10])).toEqual([
      { leagueId: 20, leagueName: '라리가', count: 4, sportId: 201, regionName: '스페인' },
      { leagueId: 10, leagueName: '프리미어리그', count: 3, sportId: 201, regionName: '잉글랜드' },
    ]);
  });
});
