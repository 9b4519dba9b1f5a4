import { describe, expect, it } from 'vitest';
import { betCode, cartCheckText } from './bet-codes.ts';
import { type CartCheckInput, type CheckedPick, mixesMainAndOther, runCartChecks } from './cart-checks.ts';
import { type BetLimits, defaultBetLimits } from './limits.ts';

const limits: BetLimits = {
  ...defaultBetLimits,
  minBetCash: 5_000,
  maxBetCnt: 5,
  maxBetRate: 5_000, // 50.00
  maxBetCash: 1_000_000,
  maxBetWinCash: 3_000_000,
  maxSingleBetCash: 500_000,
  maxSingleBetWinCash: 800_000,
  isCanNotCombine: true,
  mainGameList: [1, 2, 3],
  minBonusOdds: 130,
  bonusRateList: [{ rate: 100 }],
  minusRate: 0,
};

const pick = (odds: number, marketId: number | null = 1): CheckedPick => ({ odds, marketId });
const input = (overrides: Partial<CartCheckInput>): CartCheckInput => ({
  picks: [pick(200), pick(150)],
  amount: 10_000,
  cash: 100_000,
  limits,
  ...overrides,
});

describe('runCartChecks: the ten checks of spec section 5, in order', () => {
  it.each<[string, Partial<CartCheckInput>, keyof typeof cartCheckText, number]>([
    ['1 empty cart', { picks: [] }, 'empty', betCode.invalidInput],
    ['2 amount above cash', { amount: 200_000 }, 'insufficientBalance', betCode.insufficientBalance],
    [
      '3 main with other markets',
      { picks: [pick(200, 1), pick(150, 77)] },
      'combination',
      betCode.specialCombination,
    ],
    [
      '3 main with a non-feed pick',
      { picks: [pick(200, 1), pick(150, null)] },
      'combination',
      betCode.specialCombination,
    ],
    ['4 below the minimum stake', { amount: 4_999 }, 'minBet', betCode.stakeLimit],
    ['5 more picks than maxBetCnt', { picks: Array(6).fill(pick(110)) }, 'maxFolderCount', betCode.maxFolder],
    ['6 total odds above maxBetRate', { picks: [pick(1_000), pick(600)] }, 'maxOdds', betCode.maxOdds],
    ['7 above maxBetCash', { amount: 1_000_001, cash: 5_000_000 }, 'maxBet', betCode.stakeLimit],
    [
      '8 winnings above maxBetWinCash',
      { picks: [pick(200), pick(160)], amount: 1_000_000, cash: 5_000_000 },
      'maxWinnings',
      betCode.winningsLimit,
    ],
    [
      '9 single above maxSingleBetCash',
      { picks: [pick(150)], amount: 500_001, cash: 5_000_000 },
      'singleMaxBet',
      betCode.singleFolderRule,
    ],
    [
      '10 single winnings above maxSingleBetWinCash',
      { picks: [pick(200)], amount: 400_001, cash: 5_000_000 },
      'singleMaxWinnings',
      betCode.singleFolderRule,
    ],
  ])('when %s, then that check fails with its message and code', (_name, overrides, check, code) => {
    const result = runCartChecks(input(overrides));
    expect(result).toMatchObject({ ok: false, check, message: cartCheckText[check], code });
  });

  it('when several checks fail, then the first in the spec order decides', () => {
    // Above cash (2), below minimum (4) and too many picks (5) at once: 2 wins.
    expect(runCartChecks(input({ picks: Array(6).fill(pick(110)), amount: 1_000, cash: 500 }))).toMatchObject(
      {
        check: 'insufficientBalance',
      },
    );
    // Combination (3) before minimum (4).
    expect(runCartChecks(input({ picks: [pick(200, 1), pick(150, 77)], amount: 1 }))).toMatchObject({
      check: 'combination',
    });
    // Max odds (6) before max bet (7).
    expect(
      runCartChecks(input({ picks: [pick(1_000), pick(600)], amount: 2_000_000, cash: 9_000_000 })),
    ).toMatchObject({ check: 'maxOdds' });
  });

  it('when every check passes, then the figures come back', () => {
    expect(runCartChecks(input({}))).toEqual({
      ok: true,
      figures: { sumOdds: 300, bonusOdds: 100, totalOdds: 300, expectedWinnings: 30_000 },
    });
  });

  it('when combining is allowed, then main and other markets mix', () => {
    expect(
      runCartChecks(
        input({ picks: [pick(200, 1), pick(150, 77)], limits: { ...limits, isCanNotCombine: false } }),
      ).ok,
    ).toBe(true);
  });

  it('when the amount equals a limit, then it passes (limits are inclusive)', () => {
    expect(runCartChecks(input({ amount: 5_000 })).ok).toBe(true);
    expect(runCartChecks(input({ picks: [pick(150)], amount: 500_000, cash: 500_000 })).ok).toBe(true);
  });
});

describe('mixesMainAndOther', () => {
  it('when all picks are main or all are other, then nothing is mixed', () => {
    expect(mixesMainAndOther([pick(200, 1), pick(200, 2)], [1, 2])).toBe(false);
    expect(mixesMainAndOther([pick(200, 77), pick(200, null)], [1, 2])).toBe(false);
    expect(mixesMainAndOther([pick(200, 1), pick(200, 77)], [1, 2])).toBe(true);
  });
});
