import { miniFamilies } from '@hanpan/core/minigames/families';
import type { FamilyId } from '@hanpan/core/minigames/markets';
import { createHmacStream } from '@hanpan/core/minigames/provably-fair';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DrawAnimation } from './draw-animation.tsx';

// Rendered to HTML with react-dom (the web package has no DOM environment): each family's real draw.

const seed = 'ab'.repeat(32);

function drawn(family: FamilyId, gameType: number) {
  const result = miniFamilies[family].draw(
    createHmacStream({ seed, game: gameType, roundKey: '2026-11-24-9' }),
  );
  return { result, summary: miniFamilies[family].summarize(result) };
}

const count = (html: string, className: string) =>
  html.match(new RegExp(`class="[^"]*\\b${className}\\b`, 'g'))?.length ?? 0;

describe('DrawAnimation', () => {
  it('when a powerball round is drawn live, then five balls and the powerball reveal one after another', () => {
    const { result, summary } = drawn('powerball', 101);
    const html = renderToStaticMarkup(
      <DrawAnimation family="powerball" result={result} summary={summary} animate />,
    );
    expect(html).toContain('mg-draw--animate');
    expect(count(html, 'mg-ball')).toBe(6);
    expect(count(html, 'mg-ball--power')).toBe(1);
    expect(html).toContain('--mg-delay:2.25s');
  });

  it('when a ladder result shows, then its rungs and the path from the start rail are drawn', () => {
    const { result, summary } = drawn('ladder', 102);
    const html = renderToStaticMarkup(
      <DrawAnimation family="ladder" result={result} summary={summary} animate={false} />,
    );
    expect(html).not.toContain('mg-draw--animate');
    expect(count(html, 'mg-ladder__rung')).toBe(summary.rungs);
    const startX = summary.start === 'left' ? 24 : 96;
    expect(html).toContain(`points="${startX},18 `);
  });

  it('when keno, baccarat and odd/even rounds show, then their numbers and cards are dealt', () => {
    const keno = drawn('speed-keno', 103);
    expect(
      count(renderToStaticMarkup(<DrawAnimation family="speed-keno" {...keno} animate />), 'mg-keno__number'),
    ).toBe(22);
    const hand = drawn('baccarat', 105);
    const cards = hand.result.player.length + hand.result.banker.length;
    expect(
      count(renderToStaticMarkup(<DrawAnimation family="baccarat" {...hand} animate />), 'mg-card'),
    ).toBe(cards);
    const card = drawn('odd-even', 106);
    const html = renderToStaticMarkup(<DrawAnimation family="odd-even" {...card} animate />);
    expect(count(html, 'mg-flip')).toBe(1);
  });

  it('when a round has no result (void), then nothing is drawn', () => {
    expect(
      renderToStaticMarkup(<DrawAnimation family="powerball" result={null} summary={null} animate />),
    ).toBe('');
  });
});
