// Playing cards as the card games draw them: a deck index 0-51 is rank = index mod 13 + 1 (A = 1 ...
// J = 11, Q = 12, K = 13) and suit = floor(index / 13) (♠ ♥ ♦ ♣); a shoe of several decks repeats the
// deck, so shoe index i is the card of deck index i mod 52.

/** The suits in card order: ♠ ♥ ♦ ♣. */
export const cardSuits = ['spade', 'heart', 'diamond', 'club'] as const;

/** A card suit. */
export type CardSuit = (typeof cardSuits)[number];

/** A playing card: rank 1 (A) to 13 (K) and suit. */
export type Card = { rank: number; suit: CardSuit };

/** The card of a deck or shoe index (rank = index mod 13 + 1, suit = floor(index / 13) mod 4). */
export function cardOfIndex(index: number): Card {
  return { rank: (index % 13) + 1, suit: cardSuits[Math.floor(index / 13) % 4]! };
}

/** True for ♥ and ♦. */
export function isRedSuit(suit: CardSuit): boolean {
  return suit === 'heart' || suit === 'diamond';
}
