import { describe, expect, it } from 'vitest';
import { createDealer, drawDistinct } from './draw-helpers.ts';
import { createSeededRandom } from './seeded-random.ts';
import { chiSquare99, chiSquareStatistic } from './statistics.ts';

/** A random source that replays the given integers. */
const scripted = (values: number[]) => ({ nextInt: () => values.shift() ?? 0 });

describe('dealer', () => {
  it('when the integers are scripted, then each card is the swap Fisher-Yates makes from the front', () => {
    // Deck 0..4: swap 0 with 0+2, 1 with 1+3, 2 with 2+0, 3 with 3+1, 4 with 4+0.
    const deal = createDealer(5, scripted([2, 3, 0, 1, 0]));
    expect([deal(), deal(), deal(), deal(), deal()]).toEqual([2, 4, 0, 1, 3]);
    expect(deal).toThrow('the deck is empty');
  });

  it('when a whole deck is dealt, then it is a permutation', () => {
    const deal = createDealer(416, createSeededRandom(3));
    const cards = Array.from({ length: 416 }, () => deal());
    expect(new Set(cards).size).toBe(416);
    expect(Math.min(...cards)).toBe(0);
    expect(Math.max(...cards)).toBe(415);
  });

  it('when 60,000 third cards of a 10-card deck are dealt, then every card is equally likely there (99 % bound)', () => {
    const random = createSeededRandom(4);
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 60_000; i += 1) {
      const deal = createDealer(10, random);
      deal();
      deal();
      counts[deal()]! += 1;
    }
    expect(chiSquareStatistic(counts, new Array(10).fill(0.1))).toBeLessThan(chiSquare99(9));
  });

  it('when distinct numbers are drawn from a range, then they are offset into it', () => {
    expect(drawDistinct(scripted([27, 0]), 1, 28, 2)).toEqual([28, 2]);
  });
});
