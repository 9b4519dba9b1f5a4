import type { MinigameGameView } from '@hanpan/core/api/minigames';
import { miniGames } from '@hanpan/core/minigames/catalogue';
import { workedExample } from '@hanpan/core/minigames/fairness-example';
import type { FamilyGuide } from '@hanpan/core/minigames/fairness-guide';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { defaultMarketRtps, defaultMinigameMarginBp, marketRtps } from '@hanpan/core/minigames/rtp';
import { useMemo } from 'react';
import { RtpTable } from './rtp-table.tsx';
import { WorkedExampleView } from './worked-example.tsx';

/** The game whose odds the family's RTP table uses: the page's game if it is of the family, else the first served. */
function gameOfFamily(
  guide: FamilyGuide,
  games: readonly MinigameGameView[] | undefined,
  gameType: number | undefined,
): MinigameGameView | undefined {
  const ofFamily = (games ?? []).filter((game) => game.family === guide.family);
  return ofFamily.find((game) => game.gameType === gameType) ?? ofFamily[0];
}

/** One family's section: its rules, a worked example computed by the game code, and its RTP table. */
export function FamilyFairness(props: {
  guide: FamilyGuide;
  games: readonly MinigameGameView[] | undefined;
  gameType: number | undefined;
}) {
  const { guide } = props;
  const family = miniFamilies[guide.family];
  const example = useMemo(() => workedExample(guide.family), [guide.family]);
  const game = gameOfFamily(guide, props.games, props.gameType);
  const markets = game ? marketRtps(family, game.markets) : defaultMarketRtps(family);
  const caption = game
    ? `${game.name}: 지금 판매 중인 배당 기준`
    : `기본 마진 ${defaultMinigameMarginBp / 100}% 배당 기준 (운영자가 배당을 바꿀 수 있으며, 지금 판매 중인 배당은 게임 화면에 표시됩니다)`;
  const names = miniGames.filter((entry) => entry.family === guide.family).map((entry) => entry.name);
  return (
    <section
      className="fair-family"
      id={`fair-${guide.family}`}
      aria-label={guide.title}
      data-testid="fairness-family"
      data-family={guide.family}
    >
      <h3>{guide.title}</h3>
      <p className="fair-family__games">해당 게임: {names.join(', ')}</p>
      <ol className="fair-family__rules">
        {guide.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      <WorkedExampleView example={example} />
      <h4>환수율(RTP)</h4>
      <RtpTable markets={markets} caption={caption} />
    </section>
  );
}
