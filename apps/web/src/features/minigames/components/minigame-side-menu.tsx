import type { MinigameGameView } from '@hanpan/core/api/minigames';
import { miniGameLobbies } from '@hanpan/core/minigames/catalogue';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useClockAt } from '../../../lib/use-clock-at.ts';
import { useMinigameGames } from '../api/minigames-api.ts';
import {
  hasStaleRound,
  staleInstantsOf,
  useMinigameRealtime,
  useRefetchWhileStale,
} from '../hooks/use-minigame-realtime.ts';
import { Countdown } from './countdown.tsx';

const allGameTypes = miniGameLobbies.flatMap((lobby) => lobby.games.map((game) => game.gameType));

/** The left column of the mini-game pages: each lobby's games with the time left to their next draw. */
export function MinigameSideMenu() {
  const { data, isError, refetch, dataUpdatedAt } = useMinigameGames();
  const now = useClockAt(staleInstantsOf(data?.list ?? []));
  useMinigameRealtime(allGameTypes);
  useRefetchWhileStale(data ? hasStaleRound(data.list, allGameTypes, now) : false, dataUpdatedAt);
  const byType = new Map((data?.list ?? []).map((game) => [game.gameType, game]));
  return (
    <nav className="left-menu" aria-label="미니게임 메뉴" data-testid="minigame-side-menu">
      <div className="left-menu__head">
        <Link className="left-menu__title" to="/games/main">
          미니게임
        </Link>
      </div>
      {isError && !data ? (
        <ErrorState message="게임 목록을 불러오지 못했습니다." onRetry={() => void refetch()} />
      ) : !data ? (
        <SkeletonLines count={6} label="게임 목록을 불러오는 중" />
      ) : (
        <ul className="tree">
          {miniGameLobbies.map((lobby) => (
            <li key={lobby.slug}>
              <Link className="tree__toggle" to={`/games/miniGame/${lobby.slug}`}>
                <span className="tree__name">{lobby.name}</span>
              </Link>
              <ul className="tree__leagues">
                {lobby.games.map((game) => (
                  <li key={game.gameType}>
                    <Link
                      className="tree__league"
                      to={`/games/miniGame/${lobby.slug}?gameType=${game.gameType}`}
                      data-testid="side-minigame"
                      data-game-type={game.gameType}
                    >
                      <span className="tree__name">{game.name}</span>
                      <NextDraw view={byType.get(game.gameType)} />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function NextDraw({ view }: { view: MinigameGameView | undefined }) {
  if (!view) return <span className="tree__count">운영 중지</span>;
  if (!view.current) return <span className="tree__count">준비 중</span>;
  return (
    <span className="tree__count side-menu__countdown" data-testid="side-minigame-countdown">
      <Countdown to={Date.parse(view.current.drawAt)} />
    </span>
  );
}
