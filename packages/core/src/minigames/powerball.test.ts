import { describe, expect, it } from 'vitest';
import { defaultOdds, pickOf, pickProbabilities, picksOf, returnToPlayer, settlePick } from './markets.ts';
import { drawPowerball, normalSumCounts, powerballFamily, powerballSection, sumSize } from './powerball.ts';
import { createHmacStream } from './provably-fair.ts';
import { createSeededRandom } from './seeded-random.ts';
import { simulateMarketFit } from './simulation.ts';

const goldenSeed = '5f1d3b2c9e8a7f6054433221100ffeeddccbbaa99887766554433221100abcde';
const chance = (code: number) => pickProbabilities(powerballFamily).get(code)!;

describe('powerball probabilities', () => {
  it('when every C(28,5) ball set is enumerated, then there are 98,280 and sums run 15-130 symmetrically', () => {
    const counts = normalSumCounts();
    expect(counts.reduce((a, b) => a + b, 0)).toBe(98_280);
    expect(counts.findIndex((count) => count > 0)).toBe(15);
    expect(counts.findLastIndex((count) => count > 0)).toBe(130);
    for (let sum = 15; sum <= 130; sum += 1) expect(counts[sum]).toBe(counts[145 - sum]);
  });

  it('when the sum markets are computed, then odd/even and under/over are exactly 50/50 and 소/중/대 32.07/35.86/32.07 %', () => {
    for (const code of [11, 12, 13, 14]) expect(chance(code).won).toBeCloseTo(0.5, 12);
    expect(chance(17).won).toBeCloseTo(0.3207, 4);
    expect(chance(16).won).toBeCloseTo(0.3586, 4);
    expect(chance(15).won).toBeCloseTo(0.3207, 4);
    expect(chance(15).won).toBeCloseTo(chance(17).won, 12);
  });

  it('when the powerball markets are computed, then they follow the 10 equally likely powerballs', () => {
    expect(chance(1).won).toBeCloseTo(0.5, 12);
    expect(chance(3).won).toBeCloseTo(0.5, 12);
    expect([5, 6, 7, 8].map((code) => chance(code).won)).toEqual(
      [0.3, 0.2, 0.2, 0.3].map((p) => expect.closeTo(p, 12)),
    );
    expect(chance(21).won).toBeCloseTo(0.2, 12); // 1, 3
    expect(chance(22).won).toBeCloseTo(0.3, 12); // 5, 7, 9
    expect(chance(23).won).toBeCloseTo(0.3, 12); // 0, 2, 4
    expect(chance(24).won).toBeCloseTo(0.2, 12); // 6, 8
  });

  it('when each market is summed, then its picks partition the outcomes (probabilities add to 1)', () => {
    for (const market of powerballFamily.markets) {
      const sum = market.picks.reduce((total, pick) => total + chance(pick.code).won, 0);
      expect(sum, market.key).toBeCloseTo(1, 12);
    }
    const codes = picksOf(powerballFamily).map((pick) => pick.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('when default odds are derived at a 2.5 % margin, then a 50/50 pick gets 1.95 and every RTP is at most 97.5 %', () => {
    expect(defaultOdds(chance(1), 250)).toBe(195);
    expect(defaultOdds(chance(11), 250)).toBe(195);
    expect(defaultOdds(chance(5), 250)).toBe(325);
    for (const pick of picksOf(powerballFamily)) {
      const odds = defaultOdds(chance(pick.code), 250);
      expect(returnToPlayer(chance(pick.code), odds), pick.key).toBeLessThanOrEqual(0.975 + 1e-12);
      expect(returnToPlayer(chance(pick.code), odds + 1), pick.key).toBeGreaterThan(0.975);
    }
  });
});

describe('powerball settlement', () => {
  it.each([
    [0, 'A'],
    [2, 'A'],
    [3, 'B'],
    [4, 'B'],
    [5, 'C'],
    [6, 'C'],
    [7, 'D'],
    [9, 'D'],
  ] as const)('when the powerball is %i, then it is in section %s', (powerball, section) => {
    expect(powerballSection(powerball)).toBe(section);
  });

  it.each([
    [15, '소'],
    [64, '소'],
    [65, '중'],
    [80, '중'],
    [81, '대'],
    [130, '대'],
  ] as const)('when the sum is %i, then it is %s', (sum, size) => {
    expect(sumSize(sum)).toBe(size);
  });

  it('when sums 72 and 73 and powerballs 4 and 5 settle, then the lines 72/73 and 4/5 fall on the right side', () => {
    const result = (balls: number[], powerball: number) => ({ balls, powerball });
    // sum 72: under and even; powerball 4: under, even, section B.
    const at72 = result([10, 11, 12, 13, 26], 4);
    expect(settlePick(powerballFamily, 13, at72)).toBe('won');
    expect(settlePick(powerballFamily, 12, at72)).toBe('won');
    expect(settlePick(powerballFamily, 3, at72)).toBe('won');
    expect(settlePick(powerballFamily, 6, at72)).toBe('won');
    expect(settlePick(powerballFamily, 63, at72)).toBe('won');
    expect(settlePick(powerballFamily, 45, at72)).toBe('won');
    // sum 73: over and odd; powerball 5: over, odd, section C.
    const at73 = result([10, 11, 12, 13, 27], 5);
    expect(settlePick(powerballFamily, 14, at73)).toBe('won');
    expect(settlePick(powerballFamily, 13, at73)).toBe('lost');
    expect(settlePick(powerballFamily, 22, at73)).toBe('won');
    expect(settlePick(powerballFamily, 32, at73)).toBe('won');
    expect(settlePick(powerballFamily, 42, at73)).toBe('won');
    expect(settlePick(powerballFamily, 7, at73)).toBe('won');
    expect(() => settlePick(powerballFamily, 99, at73)).toThrow();
    expect(pickOf(powerballFamily, 41)?.name).toBe('홀대');
  });
});

describe('powerball draws', () => {
  it.each([
    // From the golden integers of provably-fair.test.ts: [3, 6, 0, 21, 14] swap positions of 1..28, then 8.
    ['2026-11-24-287', [4, 8, 3, 25, 19], 8],
    // [13, 1, 2, 0, 9], then 7.
    ['2026-11-24-288', [14, 3, 5, 4, 1], 7],
  ])('when round %s of game 101 is drawn from the golden seed, then the balls are %j and the powerball %i', (roundKey, balls, powerball) => {
    const stream = createHmacStream({ seed: goldenSeed, game: 101, roundKey });
    expect(drawPowerball(stream)).toEqual({ balls, powerball });
  });

  it('when 100,000 rounds are simulated, then every market fits its exact distribution within the 99 % bound', () => {
    const random = createSeededRandom(101);
    for (let i = 0; i < 1000; i += 1) {
      const { balls, powerball } = drawPowerball(random);
      expect(new Set(balls).size).toBe(5);
      expect(Math.min(...balls)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...balls)).toBeLessThanOrEqual(28);
      expect(powerball).toBeGreaterThanOrEqual(0);
      expect(powerball).toBeLessThanOrEqual(9);
    }
    for (const fit of simulateMarketFit(powerballFamily, random, 100_000)) {
      expect(fit.statistic, fit.market).toBeLessThan(fit.bound);
    }
  });
});
