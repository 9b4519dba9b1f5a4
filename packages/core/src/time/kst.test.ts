import { describe, expect, it } from 'vitest';
import {
  formatKstDate,
  formatKstDateTime,
  formatKstMinute,
  formatKstStart,
  formatKstTime,
  isoOfKstInputValue,
  kstDateOf,
  kstDayPlus,
  kstInputValueOf,
  kstMidnightOf,
  kstPartsOf,
  kstWeekdayOf,
} from './kst.ts';

describe('KST formatters', () => {
  it.each([
    // [instant, date-time, minute, date, start, time]
    [
      '2026-11-21T14:59:59.000Z',
      '2026-11-21 23:59:59',
      '2026-11-21 23:59',
      '2026-11-21',
      '11-21 23:59',
      '23:59:59',
    ],
    [
      '2026-11-21T15:00:00.000Z',
      '2026-11-22 00:00:00',
      '2026-11-22 00:00',
      '2026-11-22',
      '11-22 00:00',
      '00:00:00',
    ],
    [
      '2026-11-21T06:05:09.000Z',
      '2026-11-21 15:05:09',
      '2026-11-21 15:05',
      '2026-11-21',
      '11-21 15:05',
      '15:05:09',
    ],
    [
      '2026-12-31T15:30:00.000Z',
      '2027-01-01 00:30:00',
      '2027-01-01 00:30',
      '2027-01-01',
      '01-01 00:30',
      '00:30:00',
    ],
    [
      '2028-02-28T15:00:00.000Z',
      '2028-02-29 00:00:00',
      '2028-02-29 00:00',
      '2028-02-29',
      '02-29 00:00',
      '00:00:00',
    ],
    // New York's DST change night: KST does not move.
    [
      '2026-11-01T06:30:00.000Z',
      '2026-11-01 15:30:00',
      '2026-11-01 15:30',
      '2026-11-01',
      '11-01 15:30',
      '15:30:00',
    ],
  ])('when the instant is %s, then KST reads %s', (iso, dateTime, minute, date, start, time) => {
    expect(formatKstDateTime(iso)).toBe(dateTime);
    expect(formatKstMinute(iso)).toBe(minute);
    expect(formatKstDate(iso)).toBe(date);
    expect(formatKstStart(iso)).toBe(start);
    expect(formatKstTime(iso)).toBe(time);
    expect(kstDateOf(new Date(iso))).toBe(date);
    expect(formatKstDateTime(Date.parse(iso))).toBe(dateTime);
  });

  it('when the time is missing or unreadable, then every formatter shows a dash', () => {
    for (const format of [formatKstDateTime, formatKstMinute, formatKstDate, formatKstStart, formatKstTime]) {
      expect(format(null)).toBe('-');
      expect(format(undefined)).toBe('-');
      expect(format('')).toBe('-');
      expect(format('not a time')).toBe('-');
    }
    expect(kstDateOf('not a time')).toBe('-');
    expect(kstPartsOf(Number.NaN)).toBeNull();
  });

  it('when it is Sunday 00:00 in Seoul but Saturday in UTC, then the weekday is Sunday', () => {
    expect(kstPartsOf('2026-11-21T15:00:00.000Z')?.weekday).toBe(0);
    expect(kstWeekdayOf('2026-11-22')).toBe(0);
  });

  it('when days are added across a month and year end, then the KST day rolls over', () => {
    expect(kstDayPlus('2026-12-30', 3)).toBe('2027-01-02');
    expect(kstDayPlus('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('KST datetime-local inputs', () => {
  it('when an instant is shown in an input, then it reads as the KST wall clock; an empty input is no time', () => {
    expect(kstInputValueOf('2026-01-31T15:30:00.000Z')).toBe('2026-02-01T00:30');
    expect(kstInputValueOf(null)).toBe('');
    expect(isoOfKstInputValue('2026-02-01T00:30')).toBe('2026-02-01T00:30:00+09:00');
    expect(Date.parse(isoOfKstInputValue('2026-02-01T00:30')!)).toBe(Date.parse('2026-01-31T15:30:00.000Z'));
    expect(isoOfKstInputValue('')).toBeNull();
  });
});

describe('kstMidnightOf', () => {
  it.each([
    ['2026-11-21T14:59:59.999Z', '2026-11-20T15:00:00.000Z'],
    ['2026-11-21T15:00:00.000Z', '2026-11-21T15:00:00.000Z'],
    ['2026-11-21T00:00:00.000Z', '2026-11-20T15:00:00.000Z'],
    ['2026-12-31T20:00:00.000Z', '2026-12-31T15:00:00.000Z'],
    ['2026-03-01T14:59:59.000Z', '2026-02-28T15:00:00.000Z'],
  ])('when it is %s, then the Korean day began at %s', (at, start) => {
    expect(kstMidnightOf(new Date(at)).toISOString()).toBe(start);
  });
});
