import { acceptLimit, type RandomSource } from './provably-fair.ts';

// A fast, seeded, non-cryptographic generator for simulations (frequency tests, RTP checks) where the
// HMAC stream would be too slow for millions of integers. Never used for a real draw.

/** A RandomSource from mulberry32 over a 32-bit seed, with the same rejection sampling as the HMAC stream. */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  const nextChunk = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return {
    nextInt(n: number): number {
      const limit = acceptLimit(n);
      for (;;) {
        const chunk = nextChunk();
        if (chunk < limit) return chunk % n;
      }
    },
  };
}
