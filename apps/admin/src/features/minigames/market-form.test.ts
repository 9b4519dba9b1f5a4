import { staffMinigameMarketsText } from '@hanpan/core/api/staff-minigame-markets';
import { staffMinigamesText } from '@hanpan/core/api/staff-minigames';
import { formatOdds } from '@hanpan/core/sports/odds';
import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  isRtpAboveOne,
  readLimitsForm,
  readMarketSettingForm,
  readWon,
  toLimitsForm,
  toMarketSettingForm,
} from './market-form.ts';

const limits = {
  minBet: 1000,
  maxBet: 1_000_000,
  maxWin: 5_000_000,
  roundMaxBet: 2_000_000,
  roundMaxWin: 10_000_000,
};

describe('mini-game market form', () => {
  it.each([
    [0.5, '50.00%'],
    [7 / 13, '53.85%'],
    [0.975, '97.50%'],
    [1, '100.00%'],
    [0.00004, '0.00%'],
  ])('when the chance %j is shown, then it reads %j', (chance, text) => {
    expect(formatPercent(chance)).toBe(text);
  });

  it('when odds and RTP are shown, then odds have two decimals and an RTP of 1 or more is flagged', () => {
    expect(formatOdds(195)).toBe('1.95');
    expect(formatOdds(1000)).toBe('10.00');
    expect(isRtpAboveOne(0.975)).toBe(false);
    expect(isRtpAboveOne(1)).toBe(true);
    expect(isRtpAboveOne(0.9999999999999)).toBe(true);
  });

  it.each([
    ['1,000', 1000],
    [' 250000 ', 250_000],
    ['1.5', null],
    ['-1', null],
    ['', null],
    ['만원', null],
  ])('when %j is typed as won, then it reads %j', (text, expected) => {
    expect(readWon(text)).toBe(expected);
  });

  it('when a market form is blank, then the market follows the game; typed values read back as stored', () => {
    expect(readMarketSettingForm({ marginPercent: '', maxBet: ' ', maxWin: '' })).toEqual({
      ok: true,
      value: { marginBp: null, maxBet: null, maxWin: null },
    });
    const stored = { marginBp: 450, maxBet: 200_000, maxWin: 1_000_000 };
    expect(readMarketSettingForm(toMarketSettingForm(stored))).toEqual({ ok: true, value: stored });
  });

  it('when a market form is out of bounds, then the Korean message of the server', () => {
    expect(readMarketSettingForm({ marginPercent: '21', maxBet: '', maxWin: '' })).toEqual({
      ok: false,
      message: staffMinigameMarketsText.badMarketMargin,
    });
    expect(readMarketSettingForm({ marginPercent: 'x', maxBet: '', maxWin: '' }).ok).toBe(false);
    expect(readMarketSettingForm({ marginPercent: '', maxBet: '0', maxWin: '' })).toEqual({
      ok: false,
      message: staffMinigameMarketsText.badMarketLimit,
    });
    expect(readMarketSettingForm({ marginPercent: '', maxBet: '', maxWin: '1.5' })).toEqual({
      ok: false,
      message: staffMinigameMarketsText.badMarketLimit,
    });
  });

  it('when the limits form is read, then stored limits read back and inconsistent ones give the first Korean problem', () => {
    expect(readLimitsForm(toLimitsForm(limits))).toEqual({ ok: true, value: limits });
    expect(readLimitsForm({ ...toLimitsForm(limits), maxBet: '500' })).toEqual({
      ok: false,
      message: staffMinigamesText.badMaxBet,
    });
    expect(readLimitsForm({ ...toLimitsForm(limits), roundMaxWin: '' })).toEqual({
      ok: false,
      message: staffMinigamesText.badLimitAmount,
    });
    expect(readLimitsForm({ ...toLimitsForm(limits), roundMaxBet: '999,999' })).toEqual({
      ok: false,
      message: staffMinigamesText.badRoundMaxBet,
    });
  });
});
