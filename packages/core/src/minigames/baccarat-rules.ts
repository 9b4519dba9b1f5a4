import type { Card } from './cards.ts';

// Punto banco (standard rules, as played in every casino): cards deal player, banker, player, banker.
// A two-card total of 8 or 9 on either side is a natural and both stand. Otherwise the player draws on
// 0-5 and stands on 6-7; then the banker, if the player stood, draws on 0-5; if the player drew a third
// card worth t, the banker draws on 0-2, on 3 unless t is 8, on 4 when t is 2-7, on 5 when t is 4-7, on
// 6 when t is 6-7, and stands on 7. Totals are the card values mod 10 (A = 1, 2-9 face value, 10/J/Q/K 0).

/** The baccarat value of a rank: A 1, 2-9 face value, 10, J, Q, K 0. */
export function baccaratValue(rank: number): number {
  return rank >= 10 ? 0 : rank;
}

/** A hand's total: the sum of its values mod 10. */
export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + baccaratValue(card.rank), 0) % 10;
}

/** True when a two-card total is a natural (8 or 9). */
export function isNatural(total: number): boolean {
  return total >= 8;
}

/** True when the player draws a third card on a two-card total (no natural on either side). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/** True when the banker draws on its two-card total, given the player's third card value (null: stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird >= 6 && playerThird <= 7;
    default:
      return false;
  }
}

/** The side that won a hand. */
export type BaccaratWinner = 'player' | 'banker' | 'tie';

/** A dealt hand: the cards in deal order per side, the totals and the winner. */
export type BaccaratHand = {
  player: readonly Card[];
  banker: readonly Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
};

/** The winner of two final totals. */
export function winnerOf(playerTotal: number, bankerTotal: number): BaccaratWinner {
  if (playerTotal === bankerTotal) return 'tie';
  return playerTotal > bankerTotal ? 'player' : 'banker';
}

/** Plays one hand from the dealer (each call gives the next card of the shoe). */
export function playHand(deal: () => Card): BaccaratHand {
  const p1 = deal();
  const b1 = deal();
  const p2 = deal();
  const b2 = deal();
  const player = [p1, p2];
  const banker = [b1, b2];
  const playerTwo = handTotal(player);
  const bankerTwo = handTotal(banker);
  if (!isNatural(playerTwo) && !isNatural(bankerTwo)) {
    let playerThird: number | null = null;
    if (playerDraws(playerTwo)) {
      const card = deal();
      player.push(card);
      playerThird = baccaratValue(card.rank);
    }
    if (bankerDraws(bankerTwo, playerThird)) banker.push(deal());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return { player, banker, playerTotal, bankerTotal, winner: winnerOf(playerTotal, bankerTotal) };
}
