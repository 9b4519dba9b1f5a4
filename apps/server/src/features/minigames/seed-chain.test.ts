import { generateHashChain } from '@hanpan/core/minigames/provably-fair';
import { describe, expect, it } from 'vitest';
import { createSeedChainCache, sha256Text } from './seed-chain.ts';

const terminalSeed = '9f2c4e1a7b3d5f60812a4c6e8b0d2f4163a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3';

describe('seed chain cache', () => {
  it('when seeds are asked in any order, then each equals the core hash chain and the anchor follows seed 0', () => {
    const length = 1000;
    const chain = generateHashChain(terminalSeed, length);
    const cache = createSeedChainCache();
    const order = [0, 999, 1, 500, 256, 255, 257, 998, 3, 768, 767, 0, 511, 512];
    for (const index of order) expect(cache.seedAt({ terminalSeed, length }, index)).toBe(chain.seeds[index]);
    for (let index = 0; index < length; index += 1) {
      expect(cache.seedAt({ terminalSeed, length }, index)).toBe(chain.seeds[index]);
    }
    expect(sha256Text(cache.seedAt({ terminalSeed, length }, 0))).toBe(chain.anchor);
  });

  it('when two chains share the cache, then their seeds never mix', () => {
    const other = sha256Text(terminalSeed);
    const cache = createSeedChainCache();
    expect(cache.seedAt({ terminalSeed, length: 10 }, 4)).toBe(generateHashChain(terminalSeed, 10).seeds[4]);
    expect(cache.seedAt({ terminalSeed: other, length: 10 }, 4)).toBe(generateHashChain(other, 10).seeds[4]);
  });

  it('when an index is outside the chain, then it throws', () => {
    const cache = createSeedChainCache();
    expect(() => cache.seedAt({ terminalSeed, length: 10 }, 10)).toThrow();
    expect(() => cache.seedAt({ terminalSeed, length: 10 }, -1)).toThrow();
    expect(() => cache.seedAt({ terminalSeed, length: 10 }, 1.5)).toThrow();
  });
});
