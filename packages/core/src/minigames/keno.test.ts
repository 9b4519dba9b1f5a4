import { describe, expect, it } from 'vitest';
import { drawKeno, kenoLadderFamily, kenoLadderOf, kenoSumCounts, speedKenoFamily } from './keno.ts';
import { defaultOdds, pickProbabilities, settlePick } from './markets.ts';
import { createHmacStream } from './provably-fair.ts';
import { createSeededRandom } from './seeded-random.ts';
import { simulateMarketFit } from './simulation.ts';

const goldenSeed = '5f1d3b2c9e8a7f6054433221100ffeeddccbbaa99887766554433221100abcde';

/** C(n, k) in bigint. */
function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

describe('keno sums', () => {
  const counts = kenoSumCounts();

  it('when the 22-of-70 sums are counted, then they total C(70, 22), run 253-1309 and mirror about 781', () => {
    expect(counts.reduce((a, b) => a + b, 0n)).toBe(choose(70, 22));
    expect(counts.findIndex((count) => count > 0n)).toBe(253);
    expect(counts.length - 1).toBe(1309);
    for (let sum = 253; sum <= 1309; sum += 50) expect(counts[sum]).toBe(counts[1562 - sum]);
    // Only one set reaches the extremes; the second smallest sum has one set too (1..21 and 23).
    expect([counts[253], counts[254], counts[255]]).toEqual([1n, 1n, 2n]);
  });

  it('when the speed keno markets are computed, then under is (1 - P(781)) / 2 and over the rest', () => {
    const chances = pickProbabilities(speedKenoFamily);
    const at781 = Number(counts[781]!) / Number(choose(70, 22));
    expect(chances.get(3)!.won).toBeCloseTo((1 - at781) / 2, 12);
    expect(chances.get(4)!.won).toBeCloseTo((1 + at781) / 2, 12);
    expect(chances.get(1)!.won + chances.get(2)!.won).toBeCloseTo(1, 12);
    expect(defaultOdds(chances.get(3)!, 250)).toBe(195);
    expect(defaultOdds(chances.get(4)!, 250)).toBe(194);
  });
});

describe('keno draws and markets', () => {
  it('when the golden seed draws a round, then 22 distinct numbers of 1-70 reproduce', () => {
    const draw = () =>
      drawKeno(createHmacStream({ seed: goldenSeed, game: 103, roundKey: '2026-11-24-288' }));
    const { numbers } = draw();
    expect(numbers).toHaveLength(22);
    expect(new Set(numbers).size).toBe(22);
    expect(numbers.every((n) => n >= 1 && n <= 70)).toBe(true);
    expect(draw()).toEqual({ numbers });
    // Computed once with node:crypto and a plain Fisher-Yates, independent of this module.
    expect(numbers).toEqual([
      43, 25, 32, 53, 55, 16, 1, 52, 38, 21, 22, 62, 17, 44, 14, 54, 39, 13, 69, 9, 10, 18,
    ]);
    expect(settlePick(speedKenoFamily, 11, { numbers })).toBe('won'); // sum 707: 홀언더
    expect(kenoLadderOf({ numbers })).toEqual({ start: 'left', rungs: 3, finish: 'even' });
  });

  it('when a keno result settles, then the sum decides speed keno and the first two numbers the ladder', () => {
    const low = { numbers: [1, 2, ...Array.from({ length: 20 }, (_, i) => i + 3)] }; // sum 253
    expect(settlePick(speedKenoFamily, 3, low)).toBe('won');
    expect(settlePick(speedKenoFamily, 1, low)).toBe('won');
    expect(settlePick(speedKenoFamily, 11, low)).toBe('won');
    expect(kenoLadderOf(low)).toEqual({ start: 'left', rungs: 4, finish: 'odd' });
    expect(settlePick(kenoLadderFamily, 12, low)).toBe('won');
    const high = { numbers: [70, 69, ...Array.from({ length: 20 }, (_, i) => 68 - i)] }; // sum 1309
    expect(settlePick(speedKenoFamily, 4, high)).toBe('won');
    expect(kenoLadderOf(high)).toEqual({ start: 'right', rungs: 3, finish: 'odd' });
  });

  it('when the keno ladder is computed, then same parities are 35x34 / 70x69 and mixed 35x35 / 70x69', () => {
    const chances = pickProbabilities(kenoLadderFamily);
    expect(chances.get(11)!.won).toBeCloseTo((35 * 34) / (70 * 69), 12); // 좌3: odd, odd
    expect(chances.get(12)!.won).toBeCloseTo((35 * 35) / (70 * 69), 12);
    expect(chances.get(1)!.won).toBeCloseTo(0.5, 12);
    expect(chances.get(6)!.won).toBeCloseTo((2 * 35 * 34) / (70 * 69), 12); // 짝 = 좌3 or 우4
  });

  it('when 100,000 rounds are simulated, then every speed keno and keno ladder market fits within the 99 % bound', () => {
    const fits = [
      ...simulateMarketFit(speedKenoFamily, createSeededRandom(103), 100_000),
      ...simulateMarketFit(kenoLadderFamily, createSeededRandom(104), 100_000),
    ];
    for (const fit of fits) expect(fit.statistic, fit.market).toBeLessThan(fit.bound);
  });
});
