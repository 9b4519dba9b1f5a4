import { describe, expect, it } from 'vitest';
import {
  compareSportOrder,
  isSportId,
  lsportsIdOf,
  NBA_PERIODS,
  periodName,
  SPORT_IDS,
  SPORTS,
  sportIdFromLsports,
  sportName,
  sportOf,
} from './sports.ts';

describe('sport ids and LSports ids', () => {
  it.each([
    [6046, 201, '축구'],
    [154914, 202, '야구'],
    [48242, 203, '농구'],
    [154830, 204, '배구'],
    [35232, 205, '아이스하키'],
    [131506, 206, '미식축구'],
    [687890, 207, 'e스포츠'],
    [154919, 208, '복싱'],
  ])('when the feed sends LSports sport %i, then it is our sport %i (%s) and back', (lsports, ours, name) => {
    expect(sportIdFromLsports(lsports)).toBe(ours);
    expect(lsportsIdOf(ours)).toBe(lsports);
    expect(sportName(ours)).toBe(name);
  });

  it.each([
    [54094],
    [0],
    [-1],
    [999999],
  ])('when the feed sends an unknown sport %i, then it is 299 기타', (id) => {
    expect(sportIdFromLsports(id)).toBe(299);
  });

  it.each([
    [299, null],
    [101, null],
  ])('when sport %i has no LSports id, then lsportsIdOf gives null', (id, expected) => {
    expect(lsportsIdOf(id)).toBe(expected);
  });

  it('when an id is not ours, then the sport and its name fall back to 기타', () => {
    expect(isSportId(301)).toBe(false);
    expect(isSportId(205)).toBe(true);
    expect(sportOf(301).id).toBe(299);
    expect(sportName(301)).toBe('기타');
  });

  it('when every sport is listed, then ids, LSports ids and orders are unique and cover SPORT_IDS', () => {
    expect(SPORTS.map((sport) => sport.id).sort()).toEqual([...SPORT_IDS].sort());
    const lsports = SPORTS.flatMap((sport) => (sport.lsportsId === null ? [] : [sport.lsportsId]));
    expect(new Set(lsports).size).toBe(lsports.length);
    expect(new Set(SPORTS.map((sport) => sport.order)).size).toBe(SPORTS.length);
  });
});

describe('display order', () => {
  it('when sport ids are sorted, then soccer, basketball, baseball lead, 기타 and unknown ids come last', () => {
    expect([299, 101, 202, 208, 201, 204, 203, 207, 206, 205].sort(compareSportOrder)).toEqual([
      201, 203, 202, 204, 205, 206, 207, 208, 299, 101,
    ]);
  });
});

describe('period structure', () => {
  it.each([
    [201, 'half', 2, 45, false, true],
    [202, 'inning', 9, null, false, false],
    [203, 'quarter', 4, 10, false, false],
    [204, 'set', 5, null, true, false],
    [205, 'period', 3, 20, false, true],
    [206, 'quarter', 4, 15, false, false],
    [207, 'map', 3, null, true, false],
    [208, 'round', 12, 3, false, false],
  ])('when the sport is %i, then it is %s x %i of %s minutes (best of: %s, draw: %s)', (id, kind, count, minutes, isBestOf, canDraw) => {
    expect(sportOf(id).periods).toEqual({ kind, count, minutes, isBestOf, canDraw });
  });

  it('when basketball is played by NBA rules, then quarters are 12 minutes', () => {
    expect(NBA_PERIODS).toEqual({ kind: 'quarter', count: 4, minutes: 12, isBestOf: false, canDraw: false });
  });
});

describe('periodName', () => {
  it.each([
    [201, 1, '전반'],
    [201, 2, '후반'],
    [201, 3, '연장전반'],
    [201, 4, '연장후반'],
    [201, 5, '승부차기'],
    [203, 1, '1쿼터'],
    [203, 4, '4쿼터'],
    [203, 5, '연장'],
    [203, 6, '연장2'],
    [202, 1, '1회'],
    [202, 9, '9회'],
    [202, 11, '11회'],
    [204, 3, '3세트'],
    [205, 1, '1피리어드'],
    [205, 3, '3피리어드'],
    [205, 4, '연장'],
    [206, 2, '2쿼터'],
    [207, 2, '2세트'],
    [208, 12, '12라운드'],
    [299, 1, '1피리어드'],
    [201, 0, ''],
    [203, -1, ''],
    [203, 1.5, ''],
  ])('when sport %i is in period %s, then it is called %s', (sportId, n, name) => {
    expect(periodName(sportId, n)).toBe(name);
  });

  it('when a structure is given, then it is used instead of the default', () => {
    expect(periodName(203, 4, NBA_PERIODS)).toBe('4쿼터');
  });
});
