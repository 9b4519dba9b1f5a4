import { describe, expect, it } from 'vitest';
import {
  baccaratFamily,
  baccaratPayouts,
  drawBaccarat,
  noCommissionBaccaratFamily,
  summarizeBaccarat,
} from './baccarat.ts';
import { bankerDraws, handTotal, playerDraws, playHand } from './baccarat-rules.ts';
import { type Card, cardOfIndex } from './cards.ts';
import { pickProbabilities, returnToPlayer, settlePick } from './markets.ts';
import { createHmacStream } from './provably-fair.ts';
import { createSeededRandom } from './seeded-random.ts';
import { simulateMarketFit } from './simulation.ts';

const card = (rank: number): Card => ({ rank, suit: 'spade' });
const dealer = (ranks: number[]) => {
  const queue = ranks.map(card);
  return () => {
    const next = queue.shift();
    if (!next) throw new Error('dealt past the script');
    return next;
  };
};

describe('third-card rules', () => {
  // The banker's drawing table: rows banker total 0-7, columns the player's third card (- stood, 0-9).
  // D draws, S stands.
  const table: Record<number, string> = {
    0: 'D DDDDDDDDDD',
    1: 'D DDDDDDDDDD',
    2: 'D DDDDDDDDDD',
    3: 'D DDDDDDDDSD',
    4: 'D SSDDDDDDSS',
    5: 'D SSSSDDDDSS',
    6: 'S SSSSSSDDSS',
    7: 'S SSSSSSSSSS',
  };

  it.each(
    Object.entries(table),
  )('when the banker has %s, then it draws as the table row %s says', (total, row) => {
    const banker = Number(total);
    expect(bankerDraws(banker, null)).toBe(row[0] === 'D');
    for (let third = 0; third <= 9; third += 1) {
      expect(bankerDraws(banker, third), `player third ${third}`).toBe(row[2 + third] === 'D');
    }
  });

  it('when the player has 0-5, then it draws; on 6 or 7 it stands', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it.each([
    // [ranks in deal order P B P B (then thirds), player cards, banker cards, totals, winner]
    ['a player natural stops both', [4, 10, 5, 2, 1, 1], 2, 2, [9, 2], 'player'],
    ['a banker natural stops the player on 3', [1, 6, 2, 2, 7], 2, 2, [3, 8], 'banker'],
    ['the player stands on 6, the banker draws on 5', [3, 2, 3, 3, 9], 2, 3, [6, 4], 'player'],
    ['the player stands on 7, the banker stands on 6', [3, 3, 4, 3, 9], 2, 2, [7, 6], 'player'],
    ['banker 3 stands on the player third 8', [10, 1, 2, 2, 8, 9], 3, 2, [0, 3], 'banker'],
    ['banker 6 draws on the player third 6', [10, 3, 10, 3, 6, 1], 3, 3, [6, 7], 'banker'],
    ['banker 6 stands on the player third 5', [10, 3, 10, 3, 5, 1], 3, 2, [5, 6], 'banker'],
    ['equal totals tie', [10, 13, 12, 11, 10, 10], 3, 3, [0, 0], 'tie'],
  ] as const)('when %s, then the hand plays out', (_name, ranks, playerCards, bankerCards, totals, winner) => {
    const hand = playHand(dealer([...ranks]));
    expect(hand.player).toHaveLength(playerCards);
    expect(hand.banker).toHaveLength(bankerCards);
    expect([hand.playerTotal, hand.bankerTotal]).toEqual(totals);
    expect(hand.winner).toBe(winner);
    expect(handTotal(hand.player)).toBe(totals[0]);
  });
});

describe('baccarat markets', () => {
  const hand = (ranks: number[]) => playHand(dealer(ranks));

  it('when a hand ties, then player and banker are void and tie wins', () => {
    const tie = hand([10, 13, 12, 11, 10, 10]);
    expect(settlePick(baccaratFamily, 1, tie)).toBe('void');
    expect(settlePick(baccaratFamily, 2, tie)).toBe('void');
    expect(settlePick(baccaratFamily, 3, tie)).toBe('won');
  });

  it('when the banker wins on 6, then it is a full win with commission and a half win without', () => {
    const bankerSix = hand([10, 3, 10, 3, 5, 1]);
    expect(settlePick(baccaratFamily, 2, bankerSix)).toBe('won');
    expect(settlePick(noCommissionBaccaratFamily, 2, bankerSix)).toBe('half_won');
    expect(settlePick(noCommissionBaccaratFamily, 1, bankerSix)).toBe('lost');
    const bankerSeven = hand([10, 3, 10, 3, 6, 1]);
    expect(settlePick(noCommissionBaccaratFamily, 2, bankerSeven)).toBe('won');
  });

  it('when the first two cards of a side share a rank, then its pair wins (a 10 and a K are no pair)', () => {
    const pairs = hand([7, 12, 7, 12, 1, 1]);
    expect(summarizeBaccarat(pairs)).toMatchObject({ playerPair: true, bankerPair: true });
    expect(settlePick(baccaratFamily, 4, pairs)).toBe('won');
    expect(settlePick(baccaratFamily, 5, pairs)).toBe('won');
    expect(summarizeBaccarat(hand([10, 4, 13, 5, 1, 1]))).toMatchObject({
      playerPair: false,
      bankerPair: false,
    });
  });

  it('when every 8-deck deal is enumerated, then player 44.62 %, banker 45.86 %, tie 9.52 % and pairs 31/415', () => {
    const chances = pickProbabilities(baccaratFamily);
    expect(chances.get(1)!.won).toBeCloseTo(0.446247, 6);
    expect(chances.get(2)!.won).toBeCloseTo(0.458597, 6);
    expect(chances.get(3)!.won).toBeCloseTo(0.095156, 6);
    expect(chances.get(4)!.won).toBeCloseTo(31 / 415, 12);
    expect(chances.get(5)!.won).toBeCloseTo(31 / 415, 12);
    const outcomes = baccaratFamily.outcomes();
    expect(outcomes.reduce((sum, o) => sum + o.weight, 0)).toBe(416 * 415 * 414 * 413 * 412 * 411);
  });

  it('when the standard payouts are priced, then the house edges are the published 8-deck ones', () => {
    const edge = (family: typeof baccaratFamily, code: number, odds: number) =>
      1 - returnToPlayer(pickProbabilities(family).get(code)!, odds);
    const commission = baccaratPayouts('commission');
    expect(edge(baccaratFamily, 1, commission[1]!)).toBeCloseTo(0.01235, 5);
    expect(edge(baccaratFamily, 2, commission[2]!)).toBeCloseTo(0.01058, 5);
    expect(edge(baccaratFamily, 3, commission[3]!)).toBeCloseTo(0.1436, 4);
    expect(edge(baccaratFamily, 4, commission[4]!)).toBeCloseTo(0.1036, 4);
    expect(edge(noCommissionBaccaratFamily, 2, baccaratPayouts('no-commission')[2]!)).toBeCloseTo(0.01458, 5);
    expect(pickProbabilities(noCommissionBaccaratFamily).get(2)!.halfWon).toBeCloseTo(0.05386, 5);
  });
});

describe('baccarat draws', () => {
  it('when the golden seed deals round 288 of game 105, then the cards are the shoe indexes the stream chose', () => {
    const seed = '5f1d3b2c9e8a7f6054433221100ffeeddccbbaa99887766554433221100abcde';
    const stream = createHmacStream({ seed, game: 105, roundKey: '2026-11-24-288' });
    const hand = drawBaccarat(stream);
    const dealt = [hand.player[0], hand.banker[0], hand.player[1], hand.banker[1]];
    // Card k is shoe index k + nextInt(416 - k); no index repeats among the first four here.
    const expected = stream.draws.slice(0, 4).map((draw, k) => cardOfIndex(k + draw.value));
    expect(stream.draws.slice(0, 4).map((draw) => draw.n)).toEqual([416, 415, 414, 413]);
    expect(dealt).toEqual(expected);
    // Computed once with node:crypto: nextInt gives 217, 292, 99, 410, so shoe indexes 217, 293, 101, 413:
    // player 10♠ J♣ (0), banker 8♦ J♣ (a natural 8).
    expect(stream.draws.map((draw) => draw.value)).toEqual([217, 292, 99, 410]);
    expect(hand).toMatchObject({ playerTotal: 0, bankerTotal: 8, winner: 'banker' });
    expect(hand.banker[0]).toEqual({ rank: 8, suit: 'diamond' });
    expect(drawBaccarat(createHmacStream({ seed, game: 105, roundKey: '2026-11-24-288' }))).toEqual(hand);
  });

  it('when 200,000 hands are simulated, then the winner and pair frequencies fit the exact odds (99 % bound)', () => {
    const fits = simulateMarketFit(noCommissionBaccaratFamily, createSeededRandom(105), 200_000);
    expect(fits.map((fit) => fit.market)).toEqual(['winner', 'player-pair', 'banker-pair']);
    // The winner market's categories tell banker-on-6 apart, so this checks the half-win share too.
    expect(fits[0]!.categories).toBe(4);
    for (const fit of fits) expect(fit.statistic, fit.market).toBeLessThan(fit.bound);
  });
});
