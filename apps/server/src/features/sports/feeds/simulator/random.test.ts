import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';

const take = (seed: string, count: number) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('seeded random', () => {
  it('when the seed is the same, then the stream is the same', () => {
    expect(take('hanpan', 50)).toEqual(take('hanpan', 50));
  });

  it('when the seed differs, then the stream differs', () => {
    expect(take('hanpan', 10)).not.toEqual(take('hanpan2', 10));
  });

  it('when drawing numbers, then they stay in range and look uniform', () => {
    const random = createRandom('range');
    const draws = Array.from({ length: 5000 }, () => random.int(1, 6));
    expect(Math.min(...draws)).toBe(1);
    expect(Math.max(...draws)).toBe(6);
    const mean = draws.reduce((sum, value) => sum + value, 0) / draws.length;
    expect(mean).toBeGreaterThan(3.3);
    expect(mean).toBeLessThan(3.7);
  });

  it.each([0.4, 1.3, 2.8, 9])('when sampling Poisson(%s), then the sample mean is close to it', (mean) => {
    const random = createRandom(`poisson-${mean}`);
    const draws = Array.from({ length: 4000 }, () => random.poisson(mean));
    const average = draws.reduce((sum, value) => sum + value, 0) / draws.length;
    expect(Math.abs(average - mean)).toBeLessThan(0.1 * Math.max(1, mean));
    expect(draws.every((value) => Number.isInteger(value) && value >= 0)).toBe(true);
  });

  it('when shuffling, then every element is kept once', () => {
    const random = createRandom('shuffle');
    const shuffled = random.shuffle([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
