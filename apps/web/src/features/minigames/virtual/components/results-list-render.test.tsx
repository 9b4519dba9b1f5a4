import type { VirtualEventView } from '@hanpan/core/api/virtual';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { raceEventOf } from '../test-events.ts';
import { formatPaidPrices } from '../virtual-format.ts';
import type { VirtualRoundView } from '../virtual-games.ts';
import { ResultsList } from './results-list.tsx';

// Rendered to HTML with react-dom (the web package has no DOM environment): the results' paid prices.

/** A results row of the event as /api/minigames/rounds lists it. */
const roundOf = (event: VirtualEventView): VirtualRoundView => ({
  gameType: event.gameType,
  roundKey: event.roundKey,
  gameUid: event.gameUid,
  status: event.status,
  closeAt: event.closeAt,
  drawAt: event.drawAt,
  drawnAt: event.drawAt,
  commitment: event.commitment,
  seed: event.seed,
  result: event.result,
  summary: null,
  virtual: event,
});

const render = (events: VirtualEventView[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ResultsList rounds={events.map(roundOf)} />
    </MemoryRouter>,
  );

describe('ResultsList paid prices', () => {
  it('when a race is drawn, then each market’s winning picks show with the price paid, one line per market', () => {
    const html = render([raceEventOf('2026-11-29-100', '2026-11-29T03:00:10.000Z', 'drawn')]);
    expect(html).toContain('적중 배당');
    expect(html).toContain('<li>단승 2 2.45</li>');
    expect(html).toContain('<li>연승 2 미발매 · 3 1.34</li>');
    expect(html).toContain('<li>쌍승 2-3 5.12</li>');
    expect(html).toContain('<li>복승 2-3 2.88</li>');
    expect(html).toContain('<li>삼쌍승 2-3-1 6.10</li>');
  });

  it('when an event is void, then it shows the refund and no price', () => {
    const html = render([raceEventOf('2026-11-29-101', '2026-11-29T03:02:10.000Z', 'void')]);
    expect(html).toContain('무효 (환불)');
    expect(html).not.toContain('vg-results__paid');
  });

  it('when a match is drawn, then its markets use the short names and a market without a winner is left out', () => {
    const lines = formatPaidPrices([
      { key: '1x2', name: '승무패', picks: [{ code: 1, label: '홈승', odds: 210 }] },
      { key: 'over-under', name: '언더/오버 2.5', picks: [{ code: 22, label: '오버 2.5', odds: 185 }] },
      { key: 'correct-score', name: '정확한 스코어', picks: [] },
    ]);
    expect(lines.map((line) => line.text)).toEqual(['승무패 홈승 2.10', '언더오버 오버 2.5 1.85']);
  });
});
