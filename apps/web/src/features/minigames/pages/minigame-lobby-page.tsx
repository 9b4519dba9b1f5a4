import type { MinigameBetView } from '@hanpan/core/api/minigame-bets';
import type { MinigameGameView } from '@hanpan/core/api/minigames';
import {
  type MiniGame,
  type MiniGameLobby,
  miniGameLobbyOf,
  ownDrawNote,
} from '@hanpan/core/minigames/catalogue';
import '../minigames.css';
import '../minigame-bets.css';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { NotFoundScreen } from '../../../components/not-found-screen.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { describeSportsError } from '../../../lib/sports-request-error.ts';
import { useSecondTick } from '../../../lib/use-second-tick.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useMinigameBets } from '../api/get-minigame-bets.ts';
import { useMinigameGames, useMinigameRounds } from '../api/minigames-api.ts';
import { todaysBets } from '../bet-rules.ts';
import { BetArea } from '../components/bet-area.tsx';
import { DrawAnimation } from '../components/draw-animation.tsx';
import { PatternBoardView } from '../components/pattern-board-view.tsx';
import { ResultsTable } from '../components/results-table.tsx';
import { RoundPanel } from '../components/round-panel.tsx';
import { TodaysBets } from '../components/todays-bets.tsx';
import { useMinigameBetsSettled } from '../hooks/use-bets-settled.ts';
import { hasStaleRound, useMinigameRealtime, useRefetchWhileStale } from '../hooks/use-minigame-realtime.ts';
import { formatCountdown, formatRoundNumber } from '../minigame-format.ts';
import { verifyPath } from '../verify-path.ts';

/** /games/miniGame/{lobby}: the lobby's games as tabs, each with its round, last draw and results. */
export function MinigameLobbyPage() {
  const { pathname } = useLocation();
  const lobby = miniGameLobbyOf(pathname.split('/').filter(Boolean).at(-1) ?? '');
  if (!lobby) return <NotFoundScreen />;
  return <LobbyView key={lobby.slug} lobby={lobby} />;
}

/** Keeps the chosen tab in view when the tab strip scrolls (a narrow screen, a deep link). */
function scrollTabIntoView(tab: HTMLButtonElement | null): void {
  tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

function LobbyView({ lobby }: { lobby: MiniGameLobby }) {
  const [params, setParams] = useSearchParams();
  const gameTypes = lobby.games.map((game) => game.gameType);
  const selected =
    lobby.games.find((game) => String(game.gameType) === params.get('gameType')) ?? lobby.games[0]!;
  const { data, error, refetch, dataUpdatedAt } = useMinigameGames();
  const now = useSecondTick(true);
  const drawnLive = useMinigameRealtime(gameTypes);
  useRefetchWhileStale(data ? hasStaleRound(data.list, gameTypes, now) : false, dataUpdatedAt);
  const isMember = useUserStore((state) => state.status === 'member');
  const bets = useMinigameBets(isMember);
  useMinigameBetsSettled(isMember);
  const memberBets = isMember ? (bets.data?.list ?? []) : [];
  const views = new Map((data?.list ?? []).map((game) => [game.gameType, game]));
  const choose = (game: MiniGame) => setParams({ gameType: String(game.gameType) }, { replace: true });
  return (
    <PageFrame title={lobby.name} subtitle="미니게임">
      {lobby.isThirdPartyBrand && <p className="mg-own-draw">{ownDrawNote(lobby.name)}</p>}
      <div className="mg-tabs" role="tablist" aria-label="게임">
        {lobby.games.map((game) => {
          const drawAt = views.get(game.gameType)?.current?.drawAt;
          return (
            <button
              key={game.gameType}
              type="button"
              role="tab"
              className="mg-tabs__tab"
              aria-selected={game.gameType === selected.gameType}
              ref={game.gameType === selected.gameType ? scrollTabIntoView : undefined}
              onClick={() => choose(game)}
            >
              {game.name}
              {drawAt && <span className="mg-tabs__count">{formatCountdown(Date.parse(drawAt) - now)}</span>}
            </button>
          );
        })}
      </div>
      {error && !data ? (
        <ErrorState message={describeSportsError(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <SkeletonLines count={6} />
      ) : (
        <GamePanel
          key={selected.gameType}
          game={selected}
          view={views.get(selected.gameType)}
          now={now}
          drawnLiveKey={drawnLive[selected.gameType]}
          bets={memberBets}
        >
          {isMember && (
            <TodaysBets
              bets={bets.data ? todaysBets(bets.data.list, now, gameTypes) : undefined}
              isError={bets.isError}
              onRetry={() => void bets.refetch()}
            />
          )}
        </GamePanel>
      )}
    </PageFrame>
  );
}

type GamePanelProps = {
  game: MiniGame;
  view: MinigameGameView | undefined;
  now: number;
  drawnLiveKey: string | undefined;
  bets: readonly MinigameBetView[];
  /** What shows between the bet area and the history (the member's bets of today). */
  children?: ReactNode;
};

function GamePanel({ game, view, now, drawnLiveKey, bets, children }: GamePanelProps) {
  const rounds = useMinigameRounds(game.gameType);
  if (!view) return <p className="mg-empty">이 게임은 현재 운영하지 않습니다.</p>;
  const list = rounds.data?.list ?? [];
  const latest = list.find((round) => round.status === 'drawn');
  return (
    <div className="mg-game" data-testid="minigame-game" data-game-type={game.gameType}>
      <div className="mg-game__live">
        <RoundPanel game={view} now={now} />
        <section className="mg-latest" aria-label="최근 결과" data-testid="minigame-latest">
          {latest ? (
            <>
              <header className="mg-latest__head">
                <span>
                  최근 결과 <b>{formatRoundNumber(latest.roundKey)}</b>
                </span>
                <Link className="mg-verify-link" to={verifyPath(latest.gameType, latest.roundKey)}>
                  검증
                </Link>
              </header>
              <DrawAnimation
                key={latest.roundKey}
                family={game.family}
                result={latest.result}
                summary={latest.summary}
                animate={drawnLiveKey === latest.roundKey}
              />
            </>
          ) : (
            <p className="mg-empty">{rounds.isPending ? '불러오는 중' : '아직 추첨된 회차가 없습니다.'}</p>
          )}
        </section>
      </div>
      <BetArea view={view} now={now} bets={bets} />
      {children}
      {rounds.error && !rounds.data ? (
        <ErrorState message={describeSportsError(rounds.error)} onRetry={() => void rounds.refetch()} />
      ) : (
        <div className="mg-game__history">
          <PatternBoardView family={game.family} rounds={list} />
          <ResultsTable family={game.family} rounds={list} />
        </div>
      )}
    </div>
  );
}
