import { describe, expect, it } from 'vitest';
import { drawDistinct } from './draw-helpers.ts';
import { ladderFamily } from './ladder.ts';
import { powerballFamily } from './powerball.ts';
import { createSeededRandom } from './seeded-random.ts';
import { simulateMarketFit } from './simulation.ts';
import { chiSquare99 } from './statistics.ts';

describe('market fit', () => {
  it('when the powerball draw is biased (0-8 instead of 0-9), then the powerball markets fail the fit', () => {
    const biased = {
      ...powerballFamily,
      draw: (random: Parameters<typeof powerballFamily.draw>[0]) => ({
        balls: drawDistinct(random, 1, 28, 5),
        powerball: random.nextInt(9),
      }),
    };
    const fits = simulateMarketFit(biased, createSeededRandom(7), 20_000);
    const failed = fits.filter((fit) => fit.statistic >= fit.bound).map((fit) => fit.market);
    expect(failed).toEqual(expect.arrayContaining(['pb-odd-even', 'pb-under-over', 'pb-section']));
    expect(failed).not.toContain('sum-odd-even');
  });

  it('when a draw gives a result the distribution calls impossible, then the fit fails outright', () => {
    const impossible = {
      ...ladderFamily,
      outcomes: () => [{ summary: ladderFamily.draw(createSeededRandom(1)), weight: 1 }],
    };
    const fits = simulateMarketFit(impossible, createSeededRandom(2), 100);
    expect(fits.some((fit) => fit.statistic === Number.POSITIVE_INFINITY)).toBe(true);
  });

  it('when the 99 % quantiles are read, then they match the tables (6.635, 9.210, 11.345, 15.086, 23.209)', () => {
    expect(chiSquare99(1)).toBe(6.635);
    expect(chiSquare99(2)).toBeCloseTo(9.21, 1);
    expect(chiSquare99(3)).toBeCloseTo(11.345, 1);
    expect(chiSquare99(5)).toBeCloseTo(15.086, 1);
    expect(chiSquare99(10)).toBeCloseTo(23.209, 1);
  });
});
