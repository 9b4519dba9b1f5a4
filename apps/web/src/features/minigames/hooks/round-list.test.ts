import type { MinigameGameView, MinigameRoundView } from '@hanpan/core/api/minigames';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../lib/realtime/realtime-client.ts', () => ({ subscribeRealtime: () => () => {} }));
const { hasStaleRound, withRound } = await import('./use-minigame-realtime.ts');

const round = (roundKey: string, drawAt = '2026-11-24T00:05:00Z'): MinigameRoundView => ({
  gameType: 101,
  roundKey,
  gameUid: `101-${roundKey}`,
  status: 'drawn',
  closeAt: drawAt,
  drawAt,
  drawnAt: drawAt,
  commitment: 'c',
  seed: 's',
  result: null,
  summary: null,
});

const game = (current: MinigameRoundView | null): MinigameGameView => ({
  gameType: 101,
  code: 'powerball-5',
  name: '파워볼 5분',
  family: 'powerball',
  periodMinutes: 5,
  closeSeconds: 30,
  current,
  markets: [],
});

describe('withRound', () => {
  it('when a round is drawn, then it goes first and replaces an older copy of it', () => {
    const list = withRound([round('2026-11-24-2'), round('2026-11-24-1')], round('2026-11-24-3'));
    expect(list.map((entry) => entry.roundKey)).toEqual(['2026-11-24-3', '2026-11-24-2', '2026-11-24-1']);
    expect(withRound(list, round('2026-11-24-3')).map((entry) => entry.roundKey)).toHaveLength(3);
  });
});

describe('hasStaleRound', () => {
  const drawAt = Date.parse('2026-11-24T00:05:00Z');
  it('when a shown game has no current round or one long past its draw, then the list is stale', () => {
    expect(hasStaleRound([game(null)], [101], drawAt)).toBe(true);
    expect(hasStaleRound([game(null)], [102], drawAt)).toBe(false);
    expect(hasStaleRound([game(round('2026-11-24-1'))], [101], drawAt + 1_000)).toBe(false);
    expect(hasStaleRound([game(round('2026-11-24-1'))], [101], drawAt + 6_000)).toBe(true);
  });
});
