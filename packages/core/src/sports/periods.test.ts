import { describe, expect, it } from 'vitest';
import {
  currentPeriodFromLsports,
  LSPORTS_PERIOD,
  lsportsFullTimeCode,
  lsportsPeriodCode,
  periodNumberFromLsports,
  periodNumbersFromLsports,
} from './periods.ts';
import { periodName } from './sports.ts';

describe('periodNumberFromLsports', () => {
  it.each([
    // soccer: halves, extra-time halves, penalties
    [201, 10, 1, '전반'],
    [201, 20, 2, '후반'],
    [201, 30, 3, '연장전반'],
    [201, 35, 4, '연장후반'],
    [201, 50, 5, '승부차기'],
    // basketball: quarters, overtime
    [203, 1, 1, '1쿼터'],
    [203, 4, 4, '4쿼터'],
    [203, 40, 5, '연장'],
    // baseball: innings, extra innings
    [202, 1, 1, '1회'],
    [202, 9, 9, '9회'],
    [202, 40, 10, '10회'],
    // volleyball: sets, golden set
    [204, 5, 5, '5세트'],
    [204, 50, 6, '6세트'],
    // ice hockey: periods, overtime, penalties
    [205, 3, 3, '3피리어드'],
    [205, 40, 4, '연장'],
    [206, 4, 4, '4쿼터'],
    [206, 40, 5, '연장'],
    [207, 3, 3, '3세트'],
    [208, 12, 12, '12라운드'],
  ])('when sport %i sends period code %i, then it is our period %i (%s)', (sportId, code, n, name) => {
    expect(periodNumberFromLsports(sportId, code)).toBe(n);
    expect(periodName(sportId, n)).toBe(name);
  });

  it.each([
    [201, LSPORTS_PERIOD.breakTime],
    [201, LSPORTS_PERIOD.fullTime],
    [201, LSPORTS_PERIOD.fullTimeAfterPenalties],
    [201, LSPORTS_PERIOD.notStarted],
    [201, 1],
    [201, 25],
    [203, 10],
    [202, 62],
    [207, 65],
    [299, 1],
  ])('when sport %i sends code %i, then it is no period of play', (sportId, code) => {
    expect(periodNumberFromLsports(sportId, code)).toBeNull();
  });

  it('when an overtime code comes again, then it counts on (second overtime)', () => {
    expect(periodNumberFromLsports(203, 40, 2)).toBe(6);
    expect(periodName(203, 6)).toBe('연장2');
    expect(periodNumbersFromLsports(203, [1, 2, 3, 4, 40, 40])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(periodNumbersFromLsports(201, [10, 20, 25])).toEqual([1, 2, null]);
  });
});

describe('lsportsPeriodCode', () => {
  it.each([
    [201, 1, 10],
    [201, 2, 20],
    [201, 3, 30],
    [201, 4, 35],
    [201, 5, 50],
    [203, 4, 4],
    [203, 5, 40],
    [203, 7, 40],
    [202, 11, 40],
    [205, 4, 40],
    [205, 5, 50],
    [204, 3, 3],
    [208, 9, 9],
  ])('when sport %i is in our period %i, then LSports calls it %i', (sportId, n, code) => {
    expect(lsportsPeriodCode(sportId, n)).toBe(code);
  });

  it('when a period has no code (기타, 0, past the last map), then it is null', () => {
    expect(lsportsPeriodCode(299, 1)).toBeNull();
    expect(lsportsPeriodCode(201, 0)).toBeNull();
    expect(lsportsPeriodCode(207, 10)).toBeNull();
  });

  it('when every period of each sport is coded and read back, then it is the same period', () => {
    for (const [sportId, last] of [
      [201, 5],
      [203, 5],
      [202, 10],
      [204, 6],
      [205, 5],
      [206, 5],
      [207, 9],
      [208, 12],
    ] as const) {
      for (let n = 1; n <= last; n++) {
        expect(periodNumberFromLsports(sportId, lsportsPeriodCode(sportId, n) ?? 0)).toBe(n);
      }
    }
  });
});

describe('currentPeriodFromLsports', () => {
  it.each([
    ['in the second half', 201, 20, [10, 20], 2],
    ['at half time (break)', 201, 80, [10], 1],
    ['after full time', 201, 100, [10, 20], 2],
    ['after penalties', 201, 102, [10, 20, 30, 35, 50], 5],
    ['in the second overtime', 203, 40, [1, 2, 3, 4, 40, 40], 6],
    ['after overtime', 203, 101, [1, 2, 3, 4, 40], 5],
    ['before kick-off', 201, -1, [], null],
    ['with no current code and no periods', 201, undefined, [], null],
    ['with an unknown code, after the first half', 201, 25, [10], 1],
    ['in a sport with no known codes', 299, 1, [1], null],
  ] as const)('when the match is %s, then the current period is as expected', (_, sportId, code, periods, n) => {
    expect(currentPeriodFromLsports(sportId, code, periods)).toBe(n);
  });
});

describe('lsportsFullTimeCode', () => {
  it.each([
    [201, 2, 100],
    [201, 4, 101],
    [201, 5, 102],
    [203, 4, 100],
    [203, 6, 101],
    [205, 4, 101],
    [205, 5, 102],
    [204, 6, 102],
    [208, 7, 100],
  ])('when sport %i finishes in our period %i, then full time is code %i', (sportId, n, code) => {
    expect(lsportsFullTimeCode(sportId, n)).toBe(code);
  });
});
