import type { RandomSource } from './provably-fair.ts';

/**
 * A shuffled deck of `size` items (0 .. size - 1) dealt one at a time by Fisher-Yates from the front:
 * card i is swapped with a uniform position j in [i, size) (j = i + random.nextInt(size - i)). Dealing k
 * cards takes k integers and gives exactly the first k cards of a full Fisher-Yates shuffle, so a game
 * that needs 6 cards of a 416-card shoe does not draw 415 integers.
 */
export function createDealer(size: number, random: RandomSource): () => number {
  // Only the swapped positions are stored: a missing position still holds its own index.
  const moved = new Map<number, number>();
  let dealt = 0;
  return () => {
    if (dealt >= size) throw new Error('the deck is empty');
    const j = dealt + random.nextInt(size - dealt);
    const atJ = moved.get(j) ?? j;
    const atI = moved.get(dealt) ?? dealt;
    moved.set(j, atI);
    dealt += 1;
    return atJ;
  };
}

/** `count` distinct numbers from from..to in draw order (a partial Fisher-Yates over the range). */
export function drawDistinct(random: RandomSource, from: number, to: number, count: number): number[] {
  const deal = createDealer(to - from + 1, random);
  return Array.from({ length: count }, () => from + deal());
}

/** True for an odd integer. */
export function isOdd(value: number): boolean {
  return value % 2 !== 0;
}
