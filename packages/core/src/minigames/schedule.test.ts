import { describe, expect, it } from 'vitest';
import {
  bettingRoundAt,
  closeTimeOf,
  drawTimeOf,
  isBettingOpen,
  isRoundPeriod,
  nextRound,
  openTimeOf,
  parseRoundKey,
  previousRound,
  roundAt,
  roundKeyOf,
  roundsPerDay,
} from './schedule.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('round numbering', () => {
  it.each([
    [1, 1440],
    [2, 720],
    [3, 480],
    [5, 288],
  ] as const)('when the period is %i minutes, then a KST day has %i rounds', (period, count) => {
    expect(roundsPerDay(period)).toBe(count);
    expect(drawTimeOf({ date: '2026-11-24', round: count }, period)).toBe(at('2026-11-24T15:00:00Z'));
  });

  it('when the 5-minute day starts, then round 1 draws at 00:05 KST and round 288 at the next midnight', () => {
    expect(iso(drawTimeOf({ date: '2026-11-24', round: 1 }, 5))).toBe('2026-11-23T15:05:00.000Z');
    expect(iso(drawTimeOf({ date: '2026-11-24', round: 288 }, 5))).toBe('2026-11-24T15:00:00.000Z');
    expect(iso(openTimeOf({ date: '2026-11-24', round: 1 }, 5))).toBe('2026-11-23T15:00:00.000Z');
  });

  it.each([
    // [instant (UTC), period, KST day, round]
    ['2026-11-23T14:59:59.999Z', 5, '2026-11-23', 288],
    ['2026-11-23T15:00:00.000Z', 5, '2026-11-24', 1],
    ['2026-11-23T15:04:59.999Z', 5, '2026-11-24', 1],
    ['2026-11-23T15:05:00.000Z', 5, '2026-11-24', 2],
    ['2026-11-24T03:00:00.000Z', 5, '2026-11-24', 145],
    ['2026-11-23T15:00:30.000Z', 1, '2026-11-24', 1],
    ['2026-11-24T14:59:00.000Z', 1, '2026-11-24', 1440],
    ['2026-11-24T14:58:00.000Z', 2, '2026-11-24', 720],
    ['2026-12-31T15:02:59.000Z', 3, '2027-01-01', 1],
  ] as const)('when it is %s with period %i, then the round to draw is %s #%i', (instant, period, date, round) => {
    expect(roundAt(at(instant), period)).toEqual({ date, round });
  });

  it('when a round is the last of the day, then the next is round 1 of the next KST day and back again', () => {
    expect(nextRound({ date: '2026-12-31', round: 288 }, 5)).toEqual({ date: '2027-01-01', round: 1 });
    expect(nextRound({ date: '2026-11-24', round: 7 }, 5)).toEqual({ date: '2026-11-24', round: 8 });
    expect(previousRound({ date: '2027-01-01', round: 1 }, 5)).toEqual({ date: '2026-12-31', round: 288 });
    expect(previousRound({ date: '2028-03-01', round: 1 }, 1)).toEqual({ date: '2028-02-29', round: 1440 });
  });

  it('when every 3-minute round of a day is walked, then each draw is one period after the last', () => {
    let ref = { date: '2026-11-24', round: 1 };
    for (let i = 0; i < 480; i += 1) {
      const next = nextRound(ref, 3);
      expect(drawTimeOf(next, 3) - drawTimeOf(ref, 3)).toBe(180_000);
      expect(roundAt(drawTimeOf(ref, 3) - 1, 3)).toEqual(ref);
      ref = next;
    }
    expect(ref).toEqual({ date: '2026-11-25', round: 1 });
  });
});

describe('betting close', () => {
  const last = { date: '2026-11-24', round: 288 };

  it('when betting closes 30 s before the midnight draw, then it is open until 23:59:29.999 KST and shut at :30', () => {
    const close = closeTimeOf(last, 5, 30);
    expect(iso(close)).toBe('2026-11-24T14:59:30.000Z');
    expect(isBettingOpen(last, 5, 30, close - 1)).toBe(true);
    expect(isBettingOpen(last, 5, 30, close)).toBe(false);
    expect(isBettingOpen(last, 5, 30, close + 1000)).toBe(false);
    expect(isBettingOpen(last, 5, 30, openTimeOf(last, 5) - 1)).toBe(false);
    expect(isBettingOpen(last, 5, 30, openTimeOf(last, 5))).toBe(true);
  });

  it('when the close has passed, then new bets go to the next round, across midnight too', () => {
    const close = closeTimeOf(last, 5, 30);
    expect(bettingRoundAt(close - 1, 5, 30)).toEqual(last);
    expect(bettingRoundAt(close, 5, 30)).toEqual({ date: '2026-11-25', round: 1 });
    expect(bettingRoundAt(at('2026-11-24T15:00:00Z'), 5, 30)).toEqual({ date: '2026-11-25', round: 1 });
    expect(bettingRoundAt(at('2026-11-24T15:04:29.999Z'), 5, 30)).toEqual({ date: '2026-11-25', round: 1 });
    expect(bettingRoundAt(at('2026-11-24T15:04:30Z'), 5, 30)).toEqual({ date: '2026-11-25', round: 2 });
  });

  it('when a 1-minute game closes 50 s before its draw, then only its first 10 s take bets', () => {
    const ref = { date: '2026-11-24', round: 600 };
    const open = openTimeOf(ref, 1);
    expect(isBettingOpen(ref, 1, 50, open + 9_999)).toBe(true);
    expect(isBettingOpen(ref, 1, 50, open + 10_000)).toBe(false);
  });
});

describe('round keys', () => {
  it('when a round key is written and read, then it round-trips; malformed keys are refused', () => {
    expect(roundKeyOf({ date: '2026-11-24', round: 288 })).toBe('2026-11-24-288');
    expect(parseRoundKey('2026-11-24-288', 5)).toEqual({ date: '2026-11-24', round: 288 });
    expect(parseRoundKey('2026-11-24-289', 5)).toBeNull();
    expect(parseRoundKey('2026-11-24-0', 5)).toBeNull();
    expect(parseRoundKey('2026-02-30-1', 5)).toBeNull();
    expect(parseRoundKey('2026-11-24-1440', 1)).toEqual({ date: '2026-11-24', round: 1440 });
    expect(parseRoundKey('20261124-1', 1)).toBeNull();
    expect(parseRoundKey('2026-13-01-1', 1)).toBeNull();
    expect(isRoundPeriod(5)).toBe(true);
    expect(isRoundPeriod(4)).toBe(false);
  });
});
