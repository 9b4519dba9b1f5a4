import { blackjackShoeSize } from './blackjack.ts';

// The exact law of how a blackjack hand ends when the player always stands, from the same 6-deck shoe
// the game shuffles (24 cards of each value 1-9, 96 ten-value cards): every ordered deal of player card,
// dealer up card, player card, dealer hole card, then each dealer draw, weighted by the shoe's remaining
// counts. The simulation test checks the game's frequencies against it.

/** How an always-stand hand ends: a player blackjack, a dealer blackjack, or the dealer's final total. */
export const dealerEndings = [
  'player-blackjack',
  'dealer-blackjack',
  '17',
  '18',
  '19',
  '20',
  '21',
  'bust',
] as const;

/** One of the endings. */
export type DealerEnding = (typeof dealerEndings)[number];

/** The ending of a finished always-stand hand from its totals (for the simulation). */
export function dealerEndingOf(
  playerNatural: boolean,
  dealerNatural: boolean,
  dealerTotal: number,
): DealerEnding {
  if (playerNatural) return 'player-blackjack';
  if (dealerNatural) return 'dealer-blackjack';
  if (dealerTotal > 21) return 'bust';
  return String(dealerTotal) as DealerEnding;
}

/** P(each ending) for an always-stand player, exactly (values in dealerEndings order). */
export function dealerEndingProbabilities(): number[] {
  const counts = [0, 24, 24, 24, 24, 24, 24, 24, 24, 24, 96];
  let left = blackjackShoeSize;
  const result = new Array<number>(dealerEndings.length).fill(0);
  const add = (ending: DealerEnding, p: number) => {
    result[dealerEndings.indexOf(ending)]! += p;
  };
  const take = (value: number): number => {
    const p = counts[value]! / left;
    counts[value]! -= 1;
    left -= 1;
    return p;
  };
  const putBack = (value: number) => {
    counts[value]! += 1;
    left += 1;
  };
  const finish = (hard: number, hasAce: boolean, p: number): void => {
    const total = hasAce && hard + 10 <= 21 ? hard + 10 : hard;
    if (total >= 17) {
      add(total > 21 ? 'bust' : (String(total) as DealerEnding), p);
      return;
    }
    for (let value = 1; value <= 10; value += 1) {
      if (counts[value] === 0) continue;
      const q = take(value);
      finish(hard + value, hasAce || value === 1, p * q);
      putBack(value);
    }
  };
  const isNatural = (a: number, b: number) => (a === 1 && b === 10) || (a === 10 && b === 1);
  for (let p1 = 1; p1 <= 10; p1 += 1) {
    const q1 = take(p1);
    for (let up = 1; up <= 10; up += 1) {
      const q2 = take(up);
      for (let p2 = 1; p2 <= 10; p2 += 1) {
        const q3 = take(p2);
        for (let hole = 1; hole <= 10; hole += 1) {
          const q4 = take(hole);
          const p = q1 * q2 * q3 * q4;
          if (isNatural(p1, p2)) add('player-blackjack', p);
          else if (isNatural(up, hole)) add('dealer-blackjack', p);
          else finish(up + hole, up === 1 || hole === 1, p);
          putBack(hole);
        }
        putBack(p2);
      }
      putBack(up);
    }
    putBack(p1);
  }
  return result;
}
