import type { StaffMinigameRound } from '@hanpan/core/api/staff-minigames';
import type { VirtualEventView } from '@hanpan/core/api/virtual';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VirtualCardDetail } from './virtual-card-detail.tsx';

// Rendered to HTML with react-dom (the admin package has no DOM environment).

const times = {
  closeAt: '2026-11-29T03:00:00.000Z',
  drawAt: '2026-11-29T03:00:10.000Z',
  finishAt: '2026-11-29T03:00:50.000Z',
};

const event: VirtualEventView = {
  gameType: 121,
  roundKey: '2026-11-29-100',
  gameUid: '121-2026-11-29-100',
  status: 'drawn',
  ...times,
  commitment: 'a'.repeat(64),
  seed: 'b'.repeat(64),
  card: {
    kind: 'greyhound',
    runners: [
      { number: 1, runnerId: 11, name: '번개', colour: '#d32f2f', rating: 91, form: [1, 3] },
      { number: 2, runnerId: 12, name: '질풍', colour: '#1976d2', rating: 85, form: [] },
    ],
  },
  result: { kind: 'greyhound', order: [2, 1], frames: [], commentary: [] },
  markets: [],
  paid: [],
};

const round: StaffMinigameRound = {
  gameType: 121,
  roundKey: event.roundKey,
  gameUid: event.gameUid,
  status: 'drawn',
  closeAt: times.closeAt,
  drawAt: times.drawAt,
  drawnAt: times.drawAt,
  commitment: event.commitment,
  seed: event.seed,
  result: null,
  summary: null,
  virtual: event,
  betCount: 0,
  totalStake: 0,
  totalPayout: 0,
  ggr: 0,
};

describe('VirtualCardDetail', () => {
  it('when a drawn race is opened, then its full seed, hash, finishing order and field with ratings show', () => {
    const html = renderToStaticMarkup(<VirtualCardDetail round={round} event={event} />);
    expect(html).toContain(`시드 해시 ${'a'.repeat(64)}`);
    expect(html).toContain(`시드 ${'b'.repeat(64)}`);
    expect(html).toContain('착순 2-1');
    expect(html).toContain('1착 2번 질풍 · 2착 1번 번개');
    expect(html).toContain('<td class="num">91</td>');
    expect(html).toContain('1-3');
  });

  it('when an open match is opened, then the seed is not yet public and both teams show', () => {
    const team = (name: string, position: number) => ({
      teamId: position,
      name,
      short: name,
      colour: '#000',
      attack: 100,
      defence: 90,
      position,
      form: ['W' as const],
    });
    const match: VirtualEventView = {
      ...event,
      gameType: 123,
      status: 'open',
      seed: null,
      result: null,
      card: { kind: 'soccer', home: team('서울', 1), away: team('부산', 9) },
    };
    const html = renderToStaticMarkup(
      <VirtualCardDetail round={{ ...round, status: 'open', seed: null, ggr: null }} event={match} />,
    );
    expect(html).toContain('시드 공개 전');
    expect(html).not.toContain('착순');
    expect(html).toContain('서울');
    expect(html).toContain('9위');
  });
});
