import type { MinigameGameView } from '@hanpan/core/api/minigames';
import { familyGuideOf } from '@hanpan/core/minigames/fairness-guide';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { marketsWithOdds } from '@hanpan/core/minigames/pricing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FamilyFairness } from './family-fairness.tsx';

// Rendered to HTML with react-dom (the web package has no DOM environment): whose odds the RTP table uses.

const ladderGuide = familyGuideOf('ladder')!;

/** A served ladder game priced at the margin (basis points). */
const ladderGame = (gameType: number, name: string, marginBp: number): MinigameGameView => ({
  gameType,
  code: `ladder-${gameType}`,
  name,
  family: 'ladder',
  periodMinutes: 5,
  closeSeconds: 30,
  current: null,
  markets: marketsWithOdds(miniFamilies.ladder, marginBp),
});

const render = (games: MinigameGameView[] | undefined, gameType?: number) =>
  renderToStaticMarkup(<FamilyFairness guide={ladderGuide} games={games} gameType={gameType} />);

describe('FamilyFairness', () => {
  it('when the page is of a served game, then the RTP table is at that game’s odds and says so', () => {
    const html = render([ladderGame(102, '사다리 5분', 250), ladderGame(412, 'PBG 파워사다리', 1000)], 412);
    expect(html).toContain('PBG 파워사다리: 지금 판매 중인 배당 기준');
    // 10 % margin: 좌 at 1.80 returns 90.00 %.
    expect(html).toContain('1.80');
    expect(html).toContain('90.00%');
  });

  it('when no game of the family is served, then the table is at the default margin and says the odds may differ', () => {
    const html = render(undefined);
    expect(html).toContain('기본 마진 2.5% 배당 기준');
    expect(html).toContain('97.50%');
  });
});
