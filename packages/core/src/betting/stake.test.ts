import { describe, expect, it } from 'vitest';
import { addToStake, maxStake, maxStakeInput, quickFillAmount, readStakeText } from './stake.ts';

describe('readStakeText (spec 5: digits only, empty means 0)', () => {
  it.each([
    ['', 0],
    ['0', 0],
    ['5000', 5000],
    ['5,000', 5000],
    ['12a3', 123],
    ['-500', 500],
    ['1.5', 15],
    ['1e3', 13],
    ['００７', 0],
    ['007', 7],
    ['999999999999999', maxStakeInput],
  ])('when the field holds %j, then the stake is %i', (text, stake) => {
    expect(readStakeText(text)).toBe(stake);
  });
});

describe('addToStake (spec 9: quick-add, -1 fills 999,999, 0 resets, never below 0)', () => {
  it.each([
    [0, 5_000, 5_000],
    [5_000, 10_000, 15_000],
    [15_000, 1_000_000, 1_015_000],
    [12_345, -1, quickFillAmount],
    [12_345, 0, 0],
    [5_000, -10_000, 0],
    [25_000, -10_000, 15_000],
    [maxStakeInput, 10_000, maxStakeInput],
  ])('when the stake is %i and %i is added, then it is %i', (stake, amount, expected) => {
    expect(addToStake(stake, amount)).toBe(expected);
  });
});

describe('maxStake (최대: all cash)', () => {
  it('when the member has cash, then the stake is all of it; negative or fractional cash is cut', () => {
    expect(maxStake(1_234_567)).toBe(1_234_567);
    expect(maxStake(-5)).toBe(0);
    expect(maxStake(10.9)).toBe(10);
  });
});
