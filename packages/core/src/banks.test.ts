import { describe, expect, it } from 'vitest';
import { bankList, isKnownBank } from './banks.ts';

describe('bankList', () => {
  it('when listed, then it holds the 21 banks of the spec, each once', () => {
    expect(bankList).toHaveLength(21);
    expect(new Set(bankList).size).toBe(21);
    expect(bankList[0]).toBe('KEB하나은행');
    expect(bankList[20]).toBe('한미은행');
  });
});

describe('isKnownBank', () => {
  it.each(bankList.map((name) => [name]))('when the bank is %s, then it is known', (name) => {
    expect(isKnownBank(name)).toBe(true);
  });

  it.each([
    [''],
    ['KB국민은행'],
    [' 국민은행'],
    ['Kookmin'],
  ])('when the bank is "%s", then it is not known', (name) => {
    expect(isKnownBank(name)).toBe(false);
  });
});
