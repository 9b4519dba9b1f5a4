import type { Card } from '../minigames/cards.ts';

// Blackjack hand values: A counts 1 or 11, 2-10 their face value, J/Q/K 10. A hand is soft when an ace
// counts 11 without busting.

/** The blackjack value of a rank with aces as 1: A 1, 2-10 face value, J/Q/K 10. */
export function blackjackValue(rank: number): number {
  return Math.min(rank, 10);
}

/** A hand's best total and whether an ace counts 11 in it. */
export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let hasAce = false;
  for (const card of cards) {
    total += blackjackValue(card.rank);
    if (card.rank === 1) hasAce = true;
  }
  if (hasAce && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

/** True for a two-card 21 (an ace and a ten-value card). */
export function isNaturalBlackjack(cards: readonly Card[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}

/** True when the dealer draws: below 17, and stands on every 17 including soft 17. */
export function dealerDraws(cards: readonly Card[]): boolean {
  return handValue(cards).total < 17;
}
