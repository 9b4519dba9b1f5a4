import type { MinigameVerifyData } from '@hanpan/core/api/minigames';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { createHmacStream, generateHashChain, seedCommitment } from '@hanpan/core/minigames/provably-fair';
import { describe, expect, it } from 'vitest';
import { checkRound, isSameJson } from './verify-checks.ts';

const chain = generateHashChain('7'.repeat(64), 5);
const roundKey = '2026-11-24-12';

/** A published powerball round drawn from the chain's third seed, as the server would show it. */
function published(overrides: Partial<MinigameVerifyData['round']> = {}): MinigameVerifyData {
  const seed = chain.seeds[2]!;
  const result = miniFamilies.powerball.draw(createHmacStream({ seed, game: 101, roundKey }));
  return {
    round: {
      gameType: 101,
      roundKey,
      gameUid: `101-${roundKey}`,
      status: 'drawn',
      closeAt: '2026-11-24T00:59:30Z',
      drawAt: '2026-11-24T01:00:00Z',
      drawnAt: '2026-11-24T01:00:00Z',
      commitment: seedCommitment(seed),
      seed,
      result,
      summary: miniFamilies.powerball.summarize(result),
      ...overrides,
    },
    message: `101:${roundKey}:0`,
    anchor: chain.anchor,
    // seed[i] reaches the anchor in i + 1 steps.
    chainSteps: 3,
  };
}

describe('checkRound', () => {
  it('when the seed, chain and result match, then the round passes', () => {
    const checked = checkRound(published());
    expect(checked?.checks.map((check) => [check.key, check.isPassed])).toEqual([
      ['commitment', true],
      ['chain', true],
      ['result', true],
    ]);
    expect(checked?.isPassed).toBe(true);
  });

  it('when the published result differs from the recomputed one, then the round fails', () => {
    const checked = checkRound(published({ result: { balls: [1, 2, 3, 4, 5], powerball: 0 } }));
    expect(checked?.isPassed).toBe(false);
    expect(checked?.checks.find((check) => check.key === 'result')?.isPassed).toBe(false);
  });

  it('when the seed does not hash to the published hash, then the round fails', () => {
    const checked = checkRound(published({ commitment: seedCommitment('0'.repeat(64)) }));
    expect(checked?.checks[0]?.isPassed).toBe(false);
    expect(checked?.isPassed).toBe(false);
  });

  it('when the seed is not revealed yet, then there is nothing to check', () => {
    expect(checkRound(published({ seed: null, status: 'open', result: null }))).toBeNull();
  });
});

describe('isSameJson', () => {
  it('when two results differ only in key order, then they are the same', () => {
    expect(isSameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(isSameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(isSameJson([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(isSameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});
