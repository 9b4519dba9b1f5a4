import { describe, expect, it } from 'vitest';
import { fullAgeOn, isAdult, koreaDateOf, parseBirthDate } from './birth-date.ts';

/** Noon in Korea on the given day. */
const kst = (isoDate: string) => new Date(`${isoDate}T12:00:00+09:00`);
const day = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const today = kst('2025-06-15');

describe('parseBirthDate', () => {
  it.each([
    ['880910', '1988-09-10'],
    ['000101', '2000-01-01'],
    ['040229', '2004-02-29'],
    ['991231', '1999-12-31'],
    ['250101', '2025-01-01'],
    ['250615', '2025-06-15'],
    ['260101', '1926-01-01'],
    ['250616', null],
    ['050229', null],
    ['991301', null],
    ['990001', null],
    ['990100', null],
    ['990132', null],
    ['880231', null],
    ['880431', null],
    ['', null],
    ['88091', null],
    ['8809100', null],
    ['19880910', null],
    ['88-09-1', null],
    ['８８０９１０', null],
    [' 880910', null],
  ])('when the birth date is "%s" on 2025-06-15, then it is %s', (userdate, expected) => {
    expect(parseBirthDate(userdate, today)).toEqual(expected === null ? null : day(expected));
  });

  it('when the two-digit year equals this year, then it is this century (20YY)', () => {
    expect(parseBirthDate('240301', kst('2024-12-31'))).toEqual(day('2024-03-01'));
  });

  it('when the two-digit year is one above this year, then it is last century (19YY)', () => {
    expect(parseBirthDate('250301', kst('2024-12-31'))).toEqual(day('1925-03-01'));
  });

  it('when it is already the next day in Korea but not in UTC, then the Korean day decides the century', () => {
    const newYearInSeoul = new Date('2025-12-31T15:30:00Z');
    expect(parseBirthDate('260101', newYearInSeoul)).toEqual(day('2026-01-01'));
  });
});

describe('koreaDateOf', () => {
  it.each([
    ['2025-06-14T14:59:59Z', '2025-06-14'],
    ['2025-06-14T15:00:00Z', '2025-06-15'],
    ['2025-06-15T14:59:59Z', '2025-06-15'],
  ])('when the instant is %s, then the Korean day is %s', (instant, expected) => {
    expect(koreaDateOf(new Date(instant))).toEqual(day(expected));
  });
});

describe('isAdult', () => {
  it.each([
    ['2006-06-15', '2025-06-15', true],
    ['2006-06-16', '2025-06-15', false],
    ['2006-06-14', '2025-06-15', true],
    ['2006-07-01', '2025-06-15', false],
    ['2006-05-31', '2025-06-15', true],
    ['1960-01-01', '2025-06-15', true],
    ['2025-06-15', '2025-06-15', false],
    ['2004-02-29', '2023-02-28', false],
    ['2004-02-29', '2023-03-01', true],
    ['2004-02-29', '2024-02-29', true],
  ])('when born %s and today is %s in Korea, then adult is %s', (birth, on, expected) => {
    expect(isAdult(day(birth), kst(on))).toBe(expected);
  });

  it('when the 19th birthday has begun in Korea but not in UTC, then the member is adult', () => {
    expect(isAdult(day('2006-06-15'), new Date('2025-06-14T15:00:00Z'))).toBe(true);
    expect(isAdult(day('2006-06-15'), new Date('2025-06-14T14:59:59Z'))).toBe(false);
  });
});

describe('fullAgeOn', () => {
  it.each([
    ['1988-09-10', '2025-09-09', 36],
    ['1988-09-10', '2025-09-10', 37],
    ['2025-06-15', '2025-06-15', 0],
  ])('when born %s and today is %s, then the full age is %i', (birth, on, age) => {
    expect(fullAgeOn(day(birth), kst(on))).toBe(age);
  });
});
