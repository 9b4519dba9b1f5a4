import { describe, expect, it } from 'vitest';
import { casinoRoundNumber, parseCasinoRoundNumber } from './casino.ts';

describe('casino round numbers', () => {
  it('when a round is shown, then it reads # and its id', () => {
    expect(casinoRoundNumber('1234')).toBe('#1234');
  });

  it.each([
    ['#1234', '1234'],
    ['1234', '1234'],
    [' # 1234 ', '1234'],
    ['#0042', '42'],
    ['#0', '0'],
    ['#999999999999999999', '999999999999999999'],
    ['#1234567890123456789', null],
    ['r-7f3a2b1c-0000-4000-8000-000000000000', null],
    ['#12a', null],
    ['', null],
    ['#', null],
  ])('when staff type %j, then the round id is %j', (text, id) => {
    expect(parseCasinoRoundNumber(text)).toBe(id);
  });
});
