import type { MinigameGameView } from '@hanpan/core/api/minigames';
import '../minigames.css';
import { miniGameLobbies } from '@hanpan/core/minigames/catalogue';
import { formatKstTime } from '@hanpan/core/time/kst';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { describeSportsError } from '../../../lib/sports-request-error.ts';
import { useSecondTick } from '../../../lib/use-second-tick.ts';
import { useMinigameGames } from '../api/minigames-api.ts';
import { hasStaleRound, useMinigameRealtime, useRefetchWhileStale } from '../hooks/use-minigame-realtime.ts';
import { formatCountdown, formatRoundNumber } from '../minigame-format.ts';
import { VirtualGamesList } from '../virtual/pages/virtual-games-list.tsx';

/** The sportId that turns /games/main into the virtual-games list (spec section 2). */
export const virtualSportId = '111';

/** /games/main: every mini-game by lobby with its next draw; with ?sportId=111 the virtual games. */
export function GamesMainPage() {
  const [params] = useSearchParams();
  return params.get('sportId') === virtualSportId ? <VirtualGamesList /> : <MiniGamesList />;
}

const allGameTypes = miniGameLobbies.flatMap((lobby) => lobby.games.map((game) => game.gameType));

function MiniGamesList() {
  const { data, error, refetch, dataUpdatedAt } = useMinigameGames();
  const now = useSecondTick(true);
  useMinigameRealtime(allGameTypes);
  useRefetchWhileStale(data ? hasStaleRound(data.list, allGameTypes, now) : false, dataUpdatedAt);
  const byType = new Map((data?.list ?? []).map((game) => [game.gameType, game]));
  return (
    <PageFrame title="미니게임" subtitle="다음 추첨 시각은 한국 시간(KST)입니다.">
      {error && !data ? (
        <ErrorState message={describeSportsError(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <SkeletonLines count={6} />
      ) : (
        <div className="mg-lobby-grid" data-testid="minigame-lobbies">
          {miniGameLobbies.map((lobby) => (
            <section key={lobby.slug} className="mg-lobby-card" aria-labelledby={`lobby-${lobby.slug}`}>
              <h2 id={`lobby-${lobby.slug}`} className="mg-lobby-card__title">
                <Link to={`/games/miniGame/${lobby.slug}`}>{lobby.name}</Link>
              </h2>
              <ul className="mg-game-rows">
                {lobby.games.map((game) => (
                  <GameRow
                    key={game.gameType}
                    to={`/games/miniGame/${lobby.slug}?gameType=${game.gameType}`}
                    name={game.name}
                    view={byType.get(game.gameType)}
                    now={now}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </PageFrame>
  );
}

type GameRowProps = { to: string; name: string; view: MinigameGameView | undefined; now: number };

function GameRow({ to, name, view, now }: GameRowProps) {
  const round = view?.current;
  return (
    <li>
      <Link className="mg-game-row" to={to} data-testid="minigame-game-row" data-game-type={view?.gameType}>
        <span className="mg-game-row__name">{name}</span>
        {!view ? (
          <span className="mg-game-row__off">운영 중지</span>
        ) : (
          <>
            <span className="mg-game-row__period">{view.periodMinutes}분</span>
            {round ? (
              <>
                <span className="mg-game-row__round">{formatRoundNumber(round.roundKey)}</span>
                <span className="mg-kst" data-testid="minigame-next-draw">
                  {formatKstTime(round.drawAt)}
                </span>
                <span className="mg-countdown">{formatCountdown(Date.parse(round.drawAt) - now)}</span>
              </>
            ) : (
              <span className="mg-game-row__off">준비 중</span>
            )}
          </>
        )}
      </Link>
    </li>
  );
}
