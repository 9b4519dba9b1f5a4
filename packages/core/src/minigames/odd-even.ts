import { type Card, cardOfIndex, isRedSuit } from './cards.ts';
import { createDealer, isOdd } from './draw-helpers.ts';
import { type MiniFamily, type MiniMarket, simplePick, type WeightedOutcome } from './markets.ts';
import type { RandomSource } from './provably-fair.ts';

// 홀짝: one card from a fresh 52-card deck, index = nextInt(52), read as cards.ts says. 홀짝 settles on
// the rank: 7 odd ranks of 13, so 짝 is the longer price. 색상 settles on the suit: ♥ ♦ red, ♠ ♣ black, exactly 50/50.

/** An odd/even round: the card drawn. */
export type OddEvenResult = { card: Card };

/** Draws an odd/even round from the random source. */
export function drawOddEven(random: RandomSource): OddEvenResult {
  return { card: cardOfIndex(createDealer(52, random)()) };
}

const rankOdd = (s: Card) => isOdd(s.rank);
const red = (s: Card) => isRedSuit(s.suit);

/** The odd/even markets with their pick codes. */
export const oddEvenMarkets: readonly MiniMarket<Card>[] = [
  {
    key: 'odd-even',
    name: '홀짝',
    picks: [simplePick(1, 'odd', '홀', rankOdd), simplePick(2, 'even', '짝', (s) => !rankOdd(s))],
  },
  {
    key: 'colour',
    name: '색상',
    picks: [simplePick(3, 'red', '레드', red), simplePick(4, 'black', '블랙', (s) => !red(s))],
  },
];

/** The 52 equally likely cards. */
function oddEvenOutcomes(): WeightedOutcome<Card>[] {
  return Array.from({ length: 52 }, (_, index) => ({ summary: cardOfIndex(index), weight: 1 }));
}

/** The odd/even family (홀짝). */
export const oddEvenFamily: MiniFamily<OddEvenResult, Card> = {
  id: 'odd-even',
  name: '홀짝',
  draw: drawOddEven,
  summarize: (result) => result.card,
  markets: oddEvenMarkets,
  outcomes: oddEvenOutcomes,
};
