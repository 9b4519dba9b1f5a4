import { hash } from 'node:crypto';

// Seeds of a game's hash chain, computed from its terminal seed: seed[length-1] = terminal and
// seed[i] = SHA-256(seed[i+1]) over the seed's 64 hex characters as text (core provably-fair.ts; the
// same bytes as sha256Hex, with node:crypto's one-shot hash: a new chain is 43,200 steps on the event
// loop). Only the terminal is stored: seed[i] takes length-1-i hashes, so each process remembers every
// `checkpointEvery`-th seed it passes and later seeds (rounds use the chain in increasing order) cost
// at most that many hashes.

/** Seeds per chain: 30 days of 1-minute rounds (a slower game's chain lasts longer). */
export const seedChainLength = 30 * 24 * 60;

const checkpointEvery = 256;

/** SHA-256 of the UTF-8 text, as 64 lowercase hex digits (the chain's step). */
export function sha256Text(text: string): string {
  return hash('sha256', text, 'hex');
}

/** What the seed cache needs of a chain. */
export type SeedChainRef = { terminalSeed: string; length: number };

/** Remembers checkpoints of the chains it has walked, per terminal seed. */
export type SeedChainCache = {
  /** seed[index] of the chain. */
  seedAt(chain: SeedChainRef, index: number): string;
};

/** A cache of chain checkpoints for one process. */
export function createSeedChainCache(): SeedChainCache {
  const checkpoints = new Map<string, Map<number, string>>();
  return {
    seedAt(chain, index) {
      if (!Number.isInteger(index) || index < 0 || index >= chain.length) {
        throw new Error(`chain index ${index} outside 0..${chain.length - 1}`);
      }
      let known = checkpoints.get(chain.terminalSeed);
      if (!known) {
        known = new Map([[chain.length - 1, chain.terminalSeed]]);
        checkpoints.set(chain.terminalSeed, known);
      }
      // The nearest remembered seed at or above the index (at most length / checkpointEvery of them).
      let from = chain.length - 1;
      for (const at of known.keys()) if (at >= index && at < from) from = at;
      let seed = known.get(from)!;
      for (let at = from - 1; at >= index; at -= 1) {
        seed = sha256Text(seed);
        if (at % checkpointEvery === 0) known.set(at, seed);
      }
      return seed;
    },
  };
}
