import { betLimitsText } from '@hanpan/core/api/bet-limits';
import { defaultBetLimits } from '@hanpan/core/betting/limits';
import { formatOdds } from '@hanpan/core/sports/odds';
import { describe, expect, it } from 'vitest';
import {
  bonusGapText,
  describeLimitChanges,
  readBetLimitsForm,
  readOdds,
  readWon,
  toBetLimitsForm,
} from './bet-limits-form.ts';

describe('odds and won text', () => {
  it.each([
    ['1.3', 130],
    ['1.30', 130],
    ['2', 200],
    [' 12.05 ', 1205],
    ['1000.00', 100_000],
  ])('when odds %j are typed, then they read as %i x100', (text, x100) => {
    expect(readOdds(text)).toBe(x100);
  });

  it.each([
    '',
    'abc',
    '1.234',
    '-1.5',
    '1,5',
    '1e3',
  ])('when odds %j are typed, then they are unreadable', (text) => {
    expect(readOdds(text)).toBeNaN();
  });

  it.each([
    [130, '1.30'],
    [101, '1.01'],
    [100_000, '1000.00'],
    [0, '0.00'],
  ])('when odds x100 %i are shown, then the text is %j', (x100, text) => {
    expect(formatOdds(x100)).toBe(text);
    expect(readOdds(text)).toBe(x100);
  });

  it.each([
    ['1,000,000', 1_000_000],
    ['5000', 5_000],
    ['0', 0],
  ])('when won %j are typed, then they read as %i', (text, won) => {
    expect(readWon(text)).toBe(won);
  });

  it.each(['1.5', '-100', 'abc', '', '1e3'])('when won %j are typed, then they are unreadable', (text) => {
    expect(readWon(text)).toBeNaN();
  });
});

describe('readBetLimitsForm', () => {
  it('when the stored limits are shown and read back unchanged, then they are the same limits', () => {
    expect(readBetLimitsForm(toBetLimitsForm(defaultBetLimits), defaultBetLimits)).toEqual({
      ok: true,
      limits: defaultBetLimits,
    });
  });

  it('when fields, rows and tiers are edited, then the limits carry the numbers in won and x100', () => {
    const form = toBetLimitsForm(defaultBetLimits);
    form.isBettingOpen = false;
    form.scalars.minBetCash = '7,000';
    form.scalars.minBonusOdds = '1.25';
    form.scalars.twoBet = '2,000,000';
    form.sportRules = [{ sportId: '201', cutoffMinutes: '10', inplayDelaySeconds: '7' }];
    form.leagueRules = [{ leagueId: '9001', label: ' K리그 ', minFolderCount: '2', maxBetCash: '' }];
    form.bonusRates = ['1.00', '1.04', '', '', '', '', ''];
    form.mainGameList = '1, 2 3';
    const reading = readBetLimitsForm(form, defaultBetLimits);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.limits).toMatchObject({
      isBettingOpen: false,
      minBetCash: 7_000,
      minBonusOdds: 125,
      bonusRateList: [{ rate: 100 }, { rate: 104 }],
      mainGameList: [1, 2, 3],
      betRestrictionList: [{ leagueId: 9001, label: 'K리그', minFolderCount: 2, maxBetCash: null }],
      globalJsonBetLimitSpecial: {
        sportRules: [{ sportId: 201, cutoffMinutes: 10, inplayDelaySeconds: 7 }],
        twoFolder: { maxBetCash: 2_000_000, maxWinCash: 20_000_000 },
      },
    });
    expect(describeLimitChanges(defaultBetLimits, reading.limits)).toEqual([
      '사이트 베팅: 허용 → 중지',
      '최소 베팅금액: 5,000 → 7,000',
      '2폴더 최대 베팅금액: 3,000,000 → 2,000,000',
      '보너스 적용 최저 배당: 1.30 → 1.25',
      '종목별 마감 · 대기 변경',
      '리그별 제한 변경',
      '폴더 보너스 변경',
      '메인 마켓 목록 변경',
    ]);
  });

  it('when fields are unreadable or out of range, then each gets its Korean message', () => {
    const form = toBetLimitsForm(defaultBetLimits);
    form.scalars.maxBetCash = '1.5';
    form.scalars.maxBetRate = '1.001';
    form.scalars.minPickOdds = '0.50';
    form.scalars.cutoffMinutes = '2000';
    form.bonusRates = ['1.00', '', '1.05', '', '', '', ''];
    const reading = readBetLimitsForm(form, defaultBetLimits);
    expect(reading).toEqual({
      ok: false,
      fieldErrors: {
        maxBetCash: betLimitsText.badWon,
        maxBetRate: betLimitsText.badOdds,
        'bonus.1': bonusGapText,
      },
      formError: null,
    });
    form.scalars.maxBetCash = '3,000,000';
    form.scalars.maxBetRate = '1000.00';
    form.bonusRates = ['1.00', '1.05', '', '', '', '', ''];
    expect(readBetLimitsForm(form, defaultBetLimits)).toEqual({
      ok: false,
      fieldErrors: { minPickOdds: betLimitsText.badOdds, cutoffMinutes: betLimitsText.badMinutes },
      formError: null,
    });
  });

  it('when the minimum stake is above the maximum or a sport is listed twice, then core messages point at them', () => {
    const form = toBetLimitsForm(defaultBetLimits);
    form.scalars.minBetCash = '5,000,000';
    form.sportRules = [
      { sportId: '201', cutoffMinutes: '1', inplayDelaySeconds: '5' },
      { sportId: '201', cutoffMinutes: '2', inplayDelaySeconds: '5' },
    ];
    const reading = readBetLimitsForm(form, defaultBetLimits);
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.fieldErrors.minBetCash).toBe(betLimitsText.minAboveMax);
    expect(reading.formError).toBe(betLimitsText.duplicateSport);
  });
});
