import { describe, expect, it } from 'vitest';
import { isCelebrated } from '../src/client/games/use-round.ts';
import type { RoundReply } from '../src/shared/api.ts';

const round = (stake: number, win: number, status: RoundReply['status'] = 'settled'): RoundReply => ({
  roundId: 'r',
  stake,
  win,
  outcome: null,
  status,
  balance: 0,
  fairness: { serverSeedHash: '', clientSeed: 'c', nonce: 0 },
});
const rules = { noAutoplay: true, minSpinMs: 2500, noSmallWinCelebration: true };

describe('win celebration', () => {
  it('when the rule is on, then only a credited win above the stake is celebrated', () => {
    expect(isCelebrated(round(1000, 1000), rules)).toBe(false);
    expect(isCelebrated(round(1000, 500), rules)).toBe(false);
    expect(isCelebrated(round(1000, 1001), rules)).toBe(true);
    expect(isCelebrated(round(1000, 5000, 'pending'), rules)).toBe(false);
  });

  it('when the rule is off, then any credited win is celebrated, and a loss never', () => {
    const off = { ...rules, noSmallWinCelebration: false };
    expect(isCelebrated(round(1000, 500), off)).toBe(true);
    expect(isCelebrated(round(1000, 0), off)).toBe(false);
  });
});
