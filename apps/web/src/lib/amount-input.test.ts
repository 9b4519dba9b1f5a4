import { maxRequestAmount } from '@hanpan/core/money/amount';
import { describe, expect, it } from 'vitest';
import {
  addToAmountInput,
  amountOfInput,
  formatAmountInput,
  koreanWonText,
  quickAmountLabel,
} from './amount-input.ts';

describe('formatAmountInput', () => {
  it.each([
    ['', ''],
    ['0', ''],
    ['007', '7'],
    ['1000', '1,000'],
    ['1,0000', '10,000'],
    ['12a3-4.5', '12,345'],
    ['１２', ''],
    ['1234567', '1,234,567'],
    ['9999999999999999', '999,999,999,999'],
  ])('when "%s" is typed, then the input shows "%s"', (typed, shown) => {
    expect(formatAmountInput(typed)).toBe(shown);
  });
});

describe('amountOfInput', () => {
  it.each([
    ['', 0],
    ['10,000', 10_000],
    ['1,234,567', 1_234_567],
  ])('when the input holds "%s", then the amount is %d', (text, amount) => {
    expect(amountOfInput(text)).toBe(amount);
  });
});

describe('addToAmountInput', () => {
  it.each([
    ['', 10_000, '10,000'],
    ['10,000', 30_000, '40,000'],
    ['5', 1_000_000, '1,000,005'],
  ])('when "%s" gets the %d quick button, then it shows "%s"', (text, amount, shown) => {
    expect(addToAmountInput(text, amount)).toBe(shown);
  });

  it('when a quick button would pass the largest request, then it stops at the largest request', () => {
    expect(addToAmountInput('99,999,999,999', 1_000_000)).toBe('100,000,000,000');
    expect(amountOfInput(addToAmountInput('100,000,000,000', 10_000))).toBe(maxRequestAmount);
  });
});

describe('quickAmountLabel', () => {
  it.each([
    [10_000, '1만'],
    [30_000, '3만'],
    [100_000, '10만'],
    [1_000_000, '100만'],
    [15_000, '1.5만'],
    [5_000, '5,000'],
    [100_000_000, '10,000만'],
  ])('when the button adds %d, then it reads "%s"', (amount, label) => {
    expect(quickAmountLabel(amount)).toBe(label);
  });
});

describe('koreanWonText', () => {
  it.each([
    [0, ''],
    [5_000, '5,000 원'],
    [10_000, '1만 원'],
    [1_250_000, '125만 원'],
    [1_250_500, '125만 500 원'],
    [300_000_000, '3억 원'],
    [1_200_030_000, '12억 3만 원'],
  ])('when the amount is %d, then it reads "%s"', (amount, text) => {
    expect(koreanWonText(amount)).toBe(text);
  });
});
