import { describe, expect, it } from 'vitest';
import { baccaratFamily } from '../minigames/baccarat.ts';
import type { Card } from '../minigames/cards.ts';
import { createSeededRandom } from '../minigames/seeded-random.ts';
import { chiSquare99, chiSquareStatistic } from '../minigames/statistics.ts';
import {
  type BaccaratTableHand,
  baccaratBetsSchema,
  dealBaccaratTable,
  settleBaccarat,
} from './baccarat-table.ts';

/** The published 8-deck probabilities of player, banker, tie. */
const published = [0.446247, 0.458597, 0.095156];

function exactWinnerProbabilities(): number[] {
  const outcomes = baccaratFamily.outcomes();
  const total = outcomes.reduce((sum, outcome) => sum + outcome.weight, 0);
  const of = (winner: string) =>
    outcomes.filter((outcome) => outcome.summary.winner === winner).reduce((sum, o) => sum + o.weight, 0) /
    total;
  return [of('player'), of('banker'), of('tie')];
}

const card = (rank: number): Card => ({ rank, suit: 'spade' });
const hand = (overrides: Partial<BaccaratTableHand>): BaccaratTableHand => ({
  player: [card(2), card(3)],
  banker: [card(4), card(5)],
  playerTotal: 5,
  bankerTotal: 9,
  winner: 'banker',
  playerPair: false,
  bankerPair: false,
  ...overrides,
});

describe('baccarat table odds', () => {
  it('when the 8-deck shoe is enumerated, then player/banker/tie match 0.446247 / 0.458597 / 0.095156', () => {
    exactWinnerProbabilities().forEach((p, i) => {
      expect(p).toBeCloseTo(published[i]!, 6);
    });
  });

  it('when the banker bet is priced, then its return is 0.95 x P(banker) + P(tie) = 98.94 % (catalogue 9894)', () => {
    const [, banker, tie] = exactWinnerProbabilities();
    expect(Math.round((1.95 * banker! + tie!) * 10_000)).toBe(9894);
  });

  it('when 300,000 hands are dealt, then player/banker/tie lie within the 99 % chi-square bound', () => {
    const random = createSeededRandom(8008);
    const counts = [0, 0, 0];
    const index = { player: 0, banker: 1, tie: 2 } as const;
    for (let i = 0; i < 300_000; i += 1) counts[index[dealBaccaratTable(random).winner]]! += 1;
    expect(chiSquareStatistic(counts, published)).toBeLessThan(chiSquare99(2));
  }, 30_000);
});

describe('baccarat settlement', () => {
  it('when the banker wins, then banker pays 0.95:1 rounded down to the won and player loses', () => {
    const settled = settleBaccarat(
      [
        { kind: 'banker', amount: 1010 },
        { kind: 'player', amount: 500 },
      ],
      hand({ winner: 'banker' }),
    );
    expect(settled.perBet.map((result) => result.win)).toEqual([1010 + 959, 0]);
    expect(settled).toMatchObject({ win: 1969, stake: 1510 });
  });

  it('when the player wins, then player pays 1:1', () => {
    expect(settleBaccarat([{ kind: 'player', amount: 1000 }], hand({ winner: 'player' })).win).toBe(2000);
  });

  it('when the hand ties, then tie pays 8:1 and player and banker bets are returned', () => {
    const settled = settleBaccarat(
      [
        { kind: 'tie', amount: 100 },
        { kind: 'player', amount: 1000 },
        { kind: 'banker', amount: 1000 },
      ],
      hand({ winner: 'tie', playerTotal: 7, bankerTotal: 7 }),
    );
    expect(settled.perBet.map((result) => result.win)).toEqual([900, 1000, 1000]);
  });

  it('when a side has a pair, then its pair bet pays 11:1 and the other loses', () => {
    const settled = settleBaccarat(
      [
        { kind: 'player-pair', amount: 100 },
        { kind: 'banker-pair', amount: 100 },
      ],
      hand({ playerPair: true }),
    );
    expect(settled.perBet.map((result) => result.win)).toEqual([1200, 0]);
  });

  it('when a dealt hand shows a pair, then the flag follows its first two cards', () => {
    const random = createSeededRandom(5);
    for (let i = 0; i < 2000; i += 1) {
      const dealt = dealBaccaratTable(random);
      expect(dealt.playerPair).toBe(dealt.player[0]!.rank === dealt.player[1]!.rank);
      expect(dealt.bankerPair).toBe(dealt.banker[0]!.rank === dealt.banker[1]!.rank);
    }
  });

  it('when bets repeat a kind or have no amount, then the schema refuses them', () => {
    expect(
      baccaratBetsSchema.safeParse([
        { kind: 'player', amount: 100 },
        { kind: 'player', amount: 100 },
      ]).success,
    ).toBe(false);
    expect(baccaratBetsSchema.safeParse([]).success).toBe(false);
    expect(baccaratBetsSchema.safeParse([{ kind: 'banker', amount: 0 }]).success).toBe(false);
  });
});
