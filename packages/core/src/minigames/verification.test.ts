import { describe, expect, it } from 'vitest';
import { generateHashChain, seedCommitment } from './provably-fair.ts';
import { verificationStepsText, verifyRound } from './verification.ts';

const goldenSeed = '5f1d3b2c9e8a7f6054433221100ffeeddccbbaa99887766554433221100abcde';

describe('round verification', () => {
  it('when a published powerball round is checked, then the golden result is recomputed with its steps', () => {
    const verified = verifyRound({
      gameType: 101,
      roundKey: '2026-11-24-288',
      seed: goldenSeed,
      commitment: seedCommitment(goldenSeed),
    });
    expect(verified).toMatchObject({
      commitmentMatches: true,
      chainSteps: null,
      result: { balls: [14, 3, 5, 4, 1], powerball: 7 },
      summary: { sum: 27, powerball: 7 },
    });
    expect(verified?.blocks[0]).toEqual({
      counter: 0,
      message: '101:2026-11-24-288:0',
      hex: '7567096da783f58e34f32a9ca303a52c5515e3814734b657805ef0d7c9380988',
    });
    expect(verified?.draws.map((draw) => draw.n)).toEqual([28, 27, 26, 25, 24, 10]);
  });

  it('when the seed is on the chain, then the steps to the anchor are reported; a wrong commitment gives no result', () => {
    const chain = generateHashChain('ab'.repeat(32), 3);
    const seed = chain.seeds[1]!;
    const base = { gameType: 105, roundKey: '2026-11-24-1', seed, anchor: chain.anchor };
    expect(verifyRound({ ...base, commitment: chain.seeds[0]! })?.chainSteps).toBe(2);
    const forged = verifyRound({ ...base, commitment: seedCommitment(goldenSeed) });
    expect(forged).toMatchObject({ commitmentMatches: false, result: null });
    expect(verifyRound({ ...base, commitment: chain.seeds[0]!, gameType: 999 })).toBeNull();
  });

  it('when the steps are listed, then they name every published rule in Korean', () => {
    const text = verificationStepsText.join('\n');
    for (const word of [
      'SHA-256',
      'HMAC-SHA256',
      '게임번호:회차키:k',
      'floor(2^32 / n)',
      '피셔-예이츠',
      '앵커',
    ]) {
      expect(text).toContain(word);
    }
  });
});
