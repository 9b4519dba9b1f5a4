import { describe, expect, it } from 'vitest';
import {
  isMainMarket,
  MARKETS,
  mainMarketIds,
  marketName,
  marketOf,
  marketPicks,
  pickKindOf,
} from './markets.ts';
import { SPORT_IDS } from './sports.ts';

describe('marketName', () => {
  it.each([
    [201, 1, '승무패'],
    [201, 2, '언더오버'],
    [201, 3, '핸디캡'],
    [201, 5, '홀짝'],
    [201, 7, '더블찬스'],
    [201, 17, '양팀득점'],
    [204, 52, '승패'],
    [203, 226, '연장포함 승패'],
    [203, 342, '연장포함 핸디캡'],
    [203, 28, '연장포함 언더오버'],
    [203, 51, '연장포함 홀짝'],
    [201, 41, '전반 승무패'],
    [201, 42, '후반 승무패'],
    [201, 21, '전반 언더오버'],
    [201, 64, '전반 핸디캡'],
    [201, 53, '전반 핸디캡'],
    [201, 77, '전반 언더오버'],
    [203, 63, '전반 승패'],
    [203, 41, '1쿼터 승무패'],
    [203, 64, '1쿼터 핸디캡'],
    [203, 67, '4쿼터 핸디캡'],
    [203, 47, '4쿼터 언더오버'],
    [205, 66, '3피리어드 핸디캡'],
    [205, 45, '2피리어드 언더오버'],
    [202, 41, '1회 승무패'],
    [202, 281, '5이닝 핸디캡'],
    [202, 236, '5이닝 언더오버'],
    [204, 202, '1세트 승패'],
    [204, 206, '5세트 승패'],
    [207, 203, '2세트 승패'],
    [208, 29, '라운드 언더오버'],
    [201, 101, '홈팀 언더오버'],
    [201, 102, '원정팀 언더오버'],
  ])('when sport %i shows market %i, then it is called %s', (sportId, marketId, name) => {
    expect(marketName(sportId, marketId)).toBe(name);
  });

  it.each([
    [201, 9999, '기타 마켓 #9999'],
    [203, 0, '기타 마켓 #0'],
    [301, 1, '승무패'],
  ])('when sport %i shows market %i the site does not name, then it is %s', (sportId, marketId, name) => {
    expect(marketName(sportId, marketId)).toBe(name);
  });
});

describe('pick kinds and picks', () => {
  it.each([
    [1, 'threeWay', ['1', 'X', '2']],
    [7, 'threeWay', ['1X', '12', 'X2']],
    [41, 'threeWay', ['1', 'X', '2']],
    [52, 'twoWay', ['1', '2']],
    [226, 'twoWay', ['1', '2']],
    [5, 'twoWay', ['Odd', 'Even']],
    [17, 'twoWay', ['Yes', 'No']],
    [3, 'lineTwoWay', ['1', '2']],
    [342, 'lineTwoWay', ['1', '2']],
    [2, 'lineTwoWay', ['Over', 'Under']],
    [28, 'lineTwoWay', ['Over', 'Under']],
  ])('when the market is %i, then its cells are %s with picks %j', (marketId, kind, picks) => {
    expect(pickKindOf(marketId)).toBe(kind);
    expect(marketPicks(marketId)).toEqual(picks);
  });

  it('when the market is unknown, then it has no kind and no picks', () => {
    expect(pickKindOf(9999)).toBeNull();
    expect(marketPicks(9999)).toEqual([]);
    expect(marketOf(9999)).toBeNull();
  });

  it('when every market is listed, then ids are unique and period markets carry their period', () => {
    const ids = MARKETS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of MARKETS) expect(entry.period !== null).toBe(entry.scope === 'period');
  });
});

describe('main markets', () => {
  it.each([
    [201, [1, 3, 2]],
    [202, [226, 342, 28]],
    [203, [226, 342, 28]],
    [204, [52, 3, 2]],
    [205, [1, 3, 2]],
    [206, [226, 342, 28]],
    [207, [52, 3, 2]],
    [208, [52, 29]],
    [299, [52, 3, 2]],
    [301, [52, 3, 2]],
  ])('when the list shows sport %i, then its cells are markets %j', (sportId, ids) => {
    expect(mainMarketIds(sportId)).toEqual(ids);
  });

  it.each(
    SPORT_IDS.map((id) => [id]),
  )('when sport %i is listed, then every main market is named and laid out', (sportId) => {
    const ids = mainMarketIds(sportId);
    expect(ids[0] && pickKindOf(ids[0])).not.toBe('lineTwoWay');
    for (const id of ids) {
      expect(marketOf(id)).not.toBeNull();
      expect(isMainMarket(sportId, id)).toBe(true);
    }
  });

  it('when a market is not in the cells, then it is not a main market', () => {
    expect(isMainMarket(201, 52)).toBe(false);
    expect(isMainMarket(203, 1)).toBe(false);
  });
});
