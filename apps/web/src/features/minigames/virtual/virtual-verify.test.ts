import type { MinigameVerifyData } from '@hanpan/core/api/minigames';
import type { VirtualEventView } from '@hanpan/core/api/virtual';
import { virtualGameTypes } from '@hanpan/core/api/virtual';
import { generateHashChain } from '@hanpan/core/minigames/provably-fair';
import { virtualCommitment } from '@hanpan/core/virtual/commitment';
import { drawVirtualEvent } from '@hanpan/core/virtual/models';
import { testCards } from '@hanpan/core/virtual/test-cards';
import type { VirtualCard, VirtualKind } from '@hanpan/core/virtual/types';
import { describe, expect, it } from 'vitest';
import { checkVirtualEvent } from './virtual-verify.ts';

// A drawn event of each game as the server publishes it: the third seed of a chain, its prefixed
// commitment, and the result the core model draws from it.
const chain = generateHashChain('7e'.repeat(32), 5);
const seed = chain.seeds[2]!;
const roundKey = '2026-11-29-42';

function published(kind: VirtualKind, card: VirtualCard = testCards[kind]) {
  const gameType = virtualGameTypes[kind];
  const { result } = drawVirtualEvent(kind, card, seed, gameType, roundKey);
  const event: VirtualEventView = {
    gameType,
    roundKey,
    gameUid: `${gameType}-${roundKey}`,
    status: 'drawn',
    closeAt: '2026-11-29T10:00:00.000Z',
    drawAt: '2026-11-29T10:00:10.000Z',
    finishAt: '2026-11-29T10:01:00.000Z',
    commitment: virtualCommitment(seed),
    seed,
    card,
    result,
    markets: [],
    paid: [],
  };
  const data: MinigameVerifyData = {
    round: { ...event, drawnAt: event.drawAt, summary: null },
    message: `${gameType}:${roundKey}:0`,
    anchor: chain.anchor,
    chainSteps: 3,
  };
  return { data, event };
}

describe('checkVirtualEvent', () => {
  it.each([
    'greyhound',
    'horse',
    'soccer',
    'basketball',
  ] as const)('when a %s event is published as drawn, then every check passes and the event is drawn again the same', (kind) => {
    const { data, event } = published(kind);
    const checked = checkVirtualEvent(data, event, kind);
    expect(checked?.checks.map((check) => [check.key, check.isPassed])).toEqual([
      ['commitment', true],
      ['chain', true],
      ['result', true],
    ]);
    expect(checked?.isPassed).toBe(true);
    expect(checked?.verification.result).toEqual(event.result);
    expect(checked?.verification.blocks[0]?.message).toBe(data.message);
  });

  it('when the published finishing order differs from the draw, then the result check fails', () => {
    const { data, event } = published('greyhound');
    if (event.result?.kind !== 'greyhound') throw new Error('a race result');
    const swapped = { ...event.result, order: [...event.result.order].reverse() };
    const checked = checkVirtualEvent(data, { ...event, result: swapped }, 'greyhound');
    expect(checked?.checks.find((check) => check.key === 'result')?.isPassed).toBe(false);
    expect(checked?.isPassed).toBe(false);
  });

  it('when the commitment is the plain SHA-256 of the seed (a mini-game round), then the commitment check fails', () => {
    const { data, event } = published('soccer');
    const checked = checkVirtualEvent(
      { ...data, round: { ...data.round, commitment: chain.seeds[1]! } },
      event,
      'soccer',
    );
    expect(checked?.checks[0]?.isPassed).toBe(false);
    expect(checked?.isPassed).toBe(false);
  });

  it('when the seed is off the chain, then the chain check fails', () => {
    const { data, event } = published('basketball');
    expect(checkVirtualEvent({ ...data, chainSteps: 2 }, event, 'basketball')?.isPassed).toBe(false);
  });

  it('when the event has not started, then there is nothing to check yet', () => {
    const { data, event } = published('horse');
    expect(checkVirtualEvent({ ...data, round: { ...data.round, seed: null } }, event, 'horse')).toBeNull();
  });
});
