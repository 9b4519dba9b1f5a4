import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../minigames/seeded-random.ts';
import { chiSquare99, chiSquareStatistic } from '../minigames/statistics.ts';
import {
  actBlackjack,
  allowedBlackjackActions,
  type BlackjackState,
  blackjackResult,
  blackjackShoeSize,
  blackjackView,
  shuffleBlackjackShoe,
  startBlackjack,
  startBlackjackFromShoe,
} from './blackjack.ts';
import { handValue, isNaturalBlackjack } from './blackjack-hand.ts';
import { dealerEndingOf, dealerEndingProbabilities, dealerEndings } from './blackjack-odds.ts';

/** A shoe whose first cards have the given ranks (deal order: player, dealer up, player, dealer hole, ...). */
function stackedShoe(ranks: number[]): number[] {
  const used = new Set<number>();
  const front = ranks.map((rank) => {
    const index = Array.from({ length: blackjackShoeSize }, (_, i) => i).find(
      (i) => i % 13 === rank - 1 && !used.has(i),
    )!;
    used.add(index);
    return index;
  });
  const rest = Array.from({ length: blackjackShoeSize }, (_, i) => i).filter((i) => !used.has(i));
  return [...front, ...rest];
}

const start = (ranks: number[], stake = 1000) => startBlackjackFromShoe(stackedShoe(ranks), stake);
const play = (state: BlackjackState, ...actions: Parameters<typeof actBlackjack>[1][]) =>
  actions.reduce((current, action) => actBlackjack(current, action), state);

describe('blackjack rules', () => {
  it('when the dealer reaches soft 17, then the dealer stands', () => {
    const state = play(start([10, 1, 8, 6, 5]), 'stand');
    expect(state.dealer).toHaveLength(2);
    expect(handValue(state.dealer)).toEqual({ total: 17, soft: true });
    expect(blackjackResult(state)).toMatchObject({ win: 2000, dealerTotal: 17 });
  });

  it('when the dealer has 16, then the dealer draws', () => {
    const state = play(start([10, 10, 8, 6, 5]), 'stand');
    expect(state.dealer.map((card) => card.rank)).toEqual([10, 6, 5]);
    expect(blackjackResult(state)).toMatchObject({ win: 0, dealerTotal: 21 });
  });

  it('when the player is dealt a blackjack, then it pays 3:2 at once and the dealer does not draw', () => {
    const state = start([1, 9, 13, 7, 5]);
    expect(state.phase).toBe('done');
    expect(allowedBlackjackActions(state)).toEqual([]);
    expect(state.dealer).toHaveLength(2);
    expect(blackjackResult(state)).toMatchObject({
      win: 2500,
      stake: 1000,
      hands: [{ outcome: 'blackjack' }],
    });
  });

  it('when both have blackjack, then the hand pushes', () => {
    expect(blackjackResult(start([1, 1, 10, 12])).hands[0]).toMatchObject({ outcome: 'push', win: 1000 });
  });

  it('when the dealer peeks a blackjack, then the hand ends before the player acts and loses', () => {
    const state = start([10, 1, 9, 10]);
    expect(state.phase).toBe('done');
    expect(blackjackResult(state)).toMatchObject({
      win: 0,
      dealerBlackjack: true,
      hands: [{ outcome: 'lose' }],
    });
  });

  it('when the player doubles, then the stake doubles, one card comes and the hand stands', () => {
    const state = play(start([5, 10, 6, 7, 10, 9]), 'double');
    expect(state.hands[0]!.cards).toHaveLength(3);
    expect(state.dealer).toHaveLength(2);
    expect(blackjackResult(state)).toMatchObject({
      stake: 2000,
      win: 4000,
      hands: [{ outcome: 'win', total: 21 }],
    });
  });

  it('when aces are split, then each gets one card and a split 21 pays 1:1, not 3:2', () => {
    const state = play(start([1, 10, 1, 7, 10, 5]), 'split');
    expect(state.phase).toBe('done');
    expect(state.hands.map((hand) => hand.cards.map((card) => card.rank))).toEqual([
      [1, 10],
      [1, 5],
    ]);
    expect(blackjackResult(state)).toMatchObject({
      stake: 2000,
      win: 2000,
      hands: [
        { outcome: 'win', total: 21 },
        { outcome: 'lose', total: 16 },
      ],
    });
  });

  it('when a pair is split, then no second split is offered, and doubling after the split is', () => {
    let state = play(start([8, 10, 8, 7, 8, 3, 10, 2]), 'split');
    expect(state.hands[0]!.cards.map((card) => card.rank)).toEqual([8, 8]);
    expect(allowedBlackjackActions(state)).toEqual(['hit', 'stand', 'double']);
    state = play(state, 'stand');
    expect(state.hands[1]!.cards.map((card) => card.rank)).toEqual([8, 3]);
    state = play(state, 'double');
    expect(state.phase).toBe('done');
    expect(blackjackResult(state)).toMatchObject({
      stake: 3000,
      win: 4000,
      dealerTotal: 17,
      hands: [
        { outcome: 'lose', total: 16 },
        { outcome: 'win', total: 21 },
      ],
    });
  });

  it('when the player busts, then the hand is lost and the dealer does not draw', () => {
    const state = play(start([10, 10, 6, 6, 9]), 'hit');
    expect(state.phase).toBe('done');
    expect(state.dealer).toHaveLength(2);
    expect(blackjackResult(state).hands[0]).toMatchObject({ outcome: 'bust', win: 0 });
  });

  it('when totals are equal, then the stake is returned', () => {
    expect(blackjackResult(play(start([10, 10, 8, 8]), 'stand')).hands[0]).toMatchObject({
      outcome: 'push',
      win: 1000,
    });
  });

  it('when an action is not allowed or the hand is unfinished, then it throws and the state is unchanged', () => {
    const state = start([10, 10, 6, 7, 9]);
    const before = JSON.stringify(state);
    expect(() => actBlackjack(state, 'split')).toThrow();
    expect(() => blackjackResult(state)).toThrow();
    actBlackjack(state, 'hit');
    expect(JSON.stringify(state)).toBe(before);
  });

  it('when the state goes through JSON between actions, then play goes on the same', () => {
    const random = createSeededRandom(11);
    for (let i = 0; i < 200; i += 1) {
      let direct = startBlackjack(random, 1000);
      let stored: BlackjackState = JSON.parse(JSON.stringify(direct));
      while (direct.phase === 'player') {
        const action = handValue(direct.hands[direct.active]!.cards).total < 14 ? 'hit' : 'stand';
        direct = actBlackjack(direct, action);
        stored = JSON.parse(JSON.stringify(actBlackjack(stored, action)));
      }
      expect(stored).toEqual(direct);
    }
  });

  it('when the player view is built, then the hole card and the shoe stay hidden until the end', () => {
    const state = start([10, 10, 6, 7, 9]);
    const view = blackjackView(state);
    expect(view.dealer).toHaveLength(1);
    expect(JSON.stringify(view)).not.toContain('shoe');
    expect(blackjackView(play(state, 'stand')).dealer).toHaveLength(2);
  });

  it('when a shoe is shuffled, then it is a permutation of the 312 cards', () => {
    const shoe = shuffleBlackjackShoe(createSeededRandom(3));
    expect(new Set(shoe).size).toBe(blackjackShoeSize);
    expect(Math.min(...shoe)).toBe(0);
    expect(Math.max(...shoe)).toBe(blackjackShoeSize - 1);
  });
});

describe('blackjack dealer odds', () => {
  it('when 200,000 always-stand hands are played, then the endings fit the exact 6-deck law at 99 %', () => {
    const probabilities = dealerEndingProbabilities();
    expect(probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 10);
    // A two-card 21 from 6 decks: 2 x (24/312) x (96/311).
    expect(probabilities[0]).toBeCloseTo((2 * 24 * 96) / (312 * 311), 12);
    const random = createSeededRandom(2026);
    const counts = new Array<number>(dealerEndings.length).fill(0);
    for (let i = 0; i < 200_000; i += 1) {
      let state = startBlackjack(random, 1000);
      if (state.phase === 'player') state = actBlackjack(state, 'stand');
      const ending = dealerEndingOf(
        isNaturalBlackjack(state.hands[0]!.cards),
        isNaturalBlackjack(state.dealer),
        handValue(state.dealer).total,
      );
      counts[dealerEndings.indexOf(ending)]! += 1;
    }
    const statistic = chiSquareStatistic(counts, probabilities);
    console.info('blackjack endings', {
      counts,
      probabilities,
      statistic,
      bound: chiSquare99(dealerEndings.length - 1),
    });
    expect(statistic).toBeLessThan(chiSquare99(dealerEndings.length - 1));
  }, 60_000);
});
