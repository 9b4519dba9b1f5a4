import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultBetLimits } from './limits.ts';
import {
  bonusRate,
  expectedWinnings,
  qualifyingPickCount,
  slipFigures,
  totalOdds,
  totalOddsCeiling,
} from './odds-maths.ts';

const tiers = {
  minBonusOdds: 130,
  bonusRateList: [100, 103, 105, 107, 108, 109, 110].map((rate) => ({ rate })),
};

describe('bonusRate (spec 9)', () => {
  it.each([
    ['no picks', [], 100],
    ['one pick', [200], 100],
    ['two qualifying picks: tier 0', [200, 150], 100],
    ['three qualifying picks: tier 1', [200, 150, 180], 103],
    ['three picks, one at the threshold (not above it)', [200, 150, 130], 100],
    ['four picks, one below', [200, 150, 180, 120], 103],
    ['eight qualifying picks: the last tier', Array(8).fill(150), 110],
    ['twelve qualifying picks: capped at the 8-pick tier', Array(12).fill(150), 110],
  ])('when %s, then the rate is %i', (_name, odds, rate) => {
    expect(bonusRate(odds, tiers)).toBe(rate);
  });

  it('when the combination is absurdly long, then the figures stay safe integers (capped)', () => {
    const figures = slipFigures(Array(12).fill(100_000), 100_000_000_000, { ...tiers, minusRate: 0 });
    expect(figures.totalOdds).toBe(totalOddsCeiling);
    expect(figures.expectedWinnings).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('when a tier is missing or below 1.00, then the rate is 1.00', () => {
    expect(bonusRate([200, 200, 200], { minBonusOdds: 130, bonusRateList: [{ rate: 100 }] })).toBe(100);
    expect(bonusRate([200, 200], { minBonusOdds: 130, bonusRateList: [{ rate: 90 }] })).toBe(100);
  });

  it('when counting qualifying picks, then only odds above minBonusOdds count', () => {
    expect(qualifyingPickCount([130, 131, 101, 500], 130)).toBe(2);
  });
});

describe('totalOdds and expectedWinnings (one rounding: down, once)', () => {
  it.each([
    ['single', [195], 100, 195],
    ['two picks', [195, 210], 100, 409], // 4.095 -> 4.09
    ['three picks with 1.03', [195, 210, 180], 103, 759], // 7.37100 x 1.03 = 7.592... -> 7.59
    ['exact product', [200, 250], 100, 500],
    ['no picks', [], 100, 0],
  ])('when %s, then total odds x100 are %i', (_name, odds, bonus, total) => {
    expect(totalOdds(odds, bonus)).toBe(total);
  });

  it('when minusRate is set, then only a single pick loses it, and never below 1.00', () => {
    expect(totalOdds([195], 100, 5)).toBe(190);
    expect(totalOdds([103], 100, 10)).toBe(100);
    expect(totalOdds([195, 200], 100, 5)).toBe(390);
  });

  it.each([
    [759, 10_000, 75_900],
    [409, 5_001, 20_454], // 20454.09 -> 20454
    [100, 1, 1],
    [101, 99, 99], // 99.99 -> 99
    [0, 10_000, 0],
    [195, 0, 0],
  ])('when total odds are %i and the stake %i, then the winnings are %i', (total, stake, winnings) => {
    expect(expectedWinnings(total, stake)).toBe(winnings);
  });

  it('when the product is rounded only at the end, then it differs from rounding each step', () => {
    // 1.33 x 1.33 x 1.33 = 2.352637: rounding once gives 2.35; rounding after each step gives 1.76 x 1.33 = 2.34.
    expect(totalOdds([133, 133, 133])).toBe(235);
  });
});

describe('slipFigures', () => {
  it('when three qualifying picks and a stake, then sum, bonus, total and winnings follow the rules', () => {
    expect(slipFigures([195, 210, 180], 10_000, { ...tiers, minusRate: 0 })).toEqual({
      sumOdds: 737,
      bonusOdds: 103,
      totalOdds: 759,
      expectedWinnings: 75_900,
    });
  });

  it('when random carts are priced with decimals and with integers, then they agree (property)', () => {
    // A second, independent computation: exact rational arithmetic on the decimal odds text.
    const reference = (odds: number[], bonus: number, stake: number) => {
      let numerator = BigInt(bonus);
      let denominator = 100n;
      for (const price of odds) {
        numerator *= BigInt(price);
        denominator *= 100n;
      }
      const exact = (numerator * 100n) / denominator;
      const total = exact > BigInt(totalOddsCeiling) ? BigInt(totalOddsCeiling) : exact;
      const winnings = (total * BigInt(stake)) / 100n;
      const safe = BigInt(Number.MAX_SAFE_INTEGER);
      return { total: Number(total), winnings: Number(winnings > safe ? safe : winnings) };
    };
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 101, max: 100_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (odds, stake) => {
          const figures = slipFigures(odds, stake, defaultBetLimits);
          const expected = reference(odds, figures.bonusOdds, stake);
          expect(figures.totalOdds).toBe(expected.total);
          expect(figures.expectedWinnings).toBe(expected.winnings);
          expect(Number.isSafeInteger(figures.expectedWinnings)).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
