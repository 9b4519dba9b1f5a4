import { casinoGameKinds } from '@hanpan/core/api/casino';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameArt } from './game-art.tsx';
import { GameTile, rtpText } from './game-tile.tsx';

// Rendered to HTML with react-dom (the web package has no DOM environment).

describe('GameArt', () => {
  it('when each kind is drawn, then it is a decorative SVG with its own gradient and no image', () => {
    for (const kind of casinoGameKinds) {
      const html = renderToStaticMarkup(<GameArt kind={kind} code="demo" />);
      expect(html).toMatch(/^<svg[^>]*aria-hidden="true"/);
      expect(html).toContain('<linearGradient');
      expect(html).not.toMatch(/<image|<img|href="http/);
    }
  });

  it('when roulette is drawn, then the wheel has its 37 pockets; a classic slot its 3 reels', () => {
    const roulette = renderToStaticMarkup(<GameArt kind="roulette" code="roulette" />);
    expect(roulette.match(/<path d="M0 0 L/g)).toHaveLength(37);
    const classic = renderToStaticMarkup(<GameArt kind="slot-classic" code="lucky-sevens" />);
    expect(classic.match(/<g transform="translate\([\d.]+ 50\)">/g)).toHaveLength(3);
  });
});

describe('GameTile', () => {
  const game = {
    id: 5,
    code: 'dragon-lines',
    name: '드래곤 라인',
    provider: { code: 'skyhub', name: '스카이허브' },
    category: 'slot' as const,
    kind: 'slot-lines' as const,
    rtpBp: 9587,
  };

  it('when a tile is shown, then it names the game, its provider, kind and RTP', () => {
    const html = renderToStaticMarkup(<GameTile game={game} onOpen={() => undefined} isLaunching={false} />);
    for (const text of ['드래곤 라인', '스카이허브', '비디오 슬롯', '환수율 95.87%'])
      expect(html).toContain(text);
    expect(html).toContain('data-game-code="dragon-lines"');
  });

  it('when the RTP is unknown, then the tile leaves it out', () => {
    expect(rtpText(null)).toBeNull();
    expect(rtpText(9650)).toBe('환수율 96.50%');
  });
});
