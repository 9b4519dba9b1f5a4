import { describe, expect, it } from 'vitest';
import { formatWon, maxRequestAmount, readWonAmount } from './amount.ts';

describe('readWonAmount', () => {
  it.each([
    [10_000, 10_000],
    ['10000', 10_000],
    ['1,000,000', 1_000_000],
    [' 5000 ', 5_000],
    [maxRequestAmount, maxRequestAmount],
  ])('when given %j, then it reads %d won', (input, amount) => {
    expect(readWonAmount(input)).toEqual({ ok: true, amount });
  });

  it.each([
    [undefined, 'notNumber'],
    [null, 'notNumber'],
    ['', 'notNumber'],
    ['abc', 'notNumber'],
    ['1e5', 'notNumber'],
    ['0x10', 'notNumber'],
    [Number.NaN, 'notNumber'],
    [Number.POSITIVE_INFINITY, 'notNumber'],
    [{}, 'notNumber'],
    [1.5, 'notWhole'],
    ['1000.5', 'notWhole'],
    [0, 'notPositive'],
    ['0', 'notPositive'],
    [-1, 'notPositive'],
    ['-5000', 'notPositive'],
    [maxRequestAmount + 1, 'tooLarge'],
    [1e15, 'tooLarge'],
  ])('when given %j, then it is refused as %s', (input, problem) => {
    expect(readWonAmount(input)).toEqual({ ok: false, problem });
  });
});

describe('formatWon', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1,000'],
    [1_234_567, '1,234,567'],
    [-5_000, '-5,000'],
    [1_234.9, '1,234'],
    [12_345_678_901_234_567_890n, '12,345,678,901,234,567,890'],
  ])('when given %s, then %s', (amount, text) => {
    expect(formatWon(amount)).toBe(text);
  });
});
