import { describe, expect, it } from 'vitest';
import { cardOfIndex } from './cards.ts';
import { defaultOdds, pickProbabilities, settlePick } from './markets.ts';
import { drawOddEven, oddEvenFamily } from './odd-even.ts';
import { createHmacStream } from './provably-fair.ts';
import { createSeededRandom } from './seeded-random.ts';
import { simulateMarketFit } from './simulation.ts';

describe('odd/even', () => {
  it('when deck indexes are read, then 0 is the ♠A, 12 the ♠K, 13 the ♥A and 51 the ♣K', () => {
    expect(cardOfIndex(0)).toEqual({ rank: 1, suit: 'spade' });
    expect(cardOfIndex(12)).toEqual({ rank: 13, suit: 'spade' });
    expect(cardOfIndex(13)).toEqual({ rank: 1, suit: 'heart' });
    expect(cardOfIndex(51)).toEqual({ rank: 13, suit: 'club' });
  });

  it('when cards settle, then the rank decides 홀짝 and the suit the colour', () => {
    expect(settlePick(oddEvenFamily, 1, { card: { rank: 11, suit: 'heart' } })).toBe('won');
    expect(settlePick(oddEvenFamily, 2, { card: { rank: 12, suit: 'heart' } })).toBe('won');
    expect(settlePick(oddEvenFamily, 3, { card: { rank: 12, suit: 'diamond' } })).toBe('won');
    expect(settlePick(oddEvenFamily, 4, { card: { rank: 12, suit: 'spade' } })).toBe('won');
    expect(settlePick(oddEvenFamily, 3, { card: { rank: 12, suit: 'club' } })).toBe('lost');
  });

  it('when the probabilities are computed, then 홀 is 28/52, 짝 24/52 and colours 1/2', () => {
    const chances = pickProbabilities(oddEvenFamily);
    expect(chances.get(1)!.won).toBeCloseTo(28 / 52, 12);
    expect(chances.get(2)!.won).toBeCloseTo(24 / 52, 12);
    expect(chances.get(3)!.won).toBeCloseTo(0.5, 12);
    expect(defaultOdds(chances.get(1)!, 250)).toBe(181);
    expect(defaultOdds(chances.get(2)!, 250)).toBe(211);
  });

  it('when the golden seed draws round 288 of game 106, then the card is nextInt(52) of the block', () => {
    const seed = '5f1d3b2c9e8a7f6054433221100ffeeddccbbaa99887766554433221100abcde';
    const stream = createHmacStream({ seed, game: 106, roundKey: '2026-11-24-288' });
    const { card } = drawOddEven(stream);
    const chunk = stream.draws.at(0)?.chunks.at(0) ?? -1;
    expect(card).toEqual(cardOfIndex(chunk % 52));
    // Computed once with node:crypto: index 19, the ♥7.
    expect(card).toEqual({ rank: 7, suit: 'heart' });
  });

  it('when 100,000 rounds are simulated, then both markets fit within the 99 % bound', () => {
    for (const fit of simulateMarketFit(oddEvenFamily, createSeededRandom(106), 100_000)) {
      expect(fit.statistic, fit.market).toBeLessThan(fit.bound);
    }
  });
});
