import { type CasinoCategory, casinoGameKinds } from '@hanpan/core/api/casino';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { describeCasinoError } from '../api/casino-reply.ts';
import { useCasinoGames } from '../api/get-casino-games.ts';
import { GameOverlay } from '../components/game-overlay.tsx';
import { GameTile, GameTilesSkeleton } from '../components/game-tile.tsx';
import { LobbyFilters } from '../components/lobby-filters.tsx';
import { RecentGames } from '../components/recent-games.tsx';
import {
  chipParams,
  chipsOfParams,
  countByKind,
  emptyGameFilter,
  filterGames,
  type GameFilter,
  kindsOf,
} from '../game-filter.ts';
import { useGameLaunch } from '../hooks/use-game-launch.ts';
import '../casino.css';

/**
 * The lobby's filter: the provider and kind chips live in the URL (?provider=, ?kind=), so the left
 * column's links open the lobby filtered; the search text is the page's own.
 */
function useLobbyFilter(): [GameFilter, (filter: GameFilter) => void] {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const chips = chipsOfParams(params, casinoGameKinds);
  const setFilter = (next: GameFilter) => {
    setSearch(next.search);
    if (next.provider === chips.provider && next.kind === chips.kind) return;
    setParams(chipParams(next), { replace: true });
  };
  return [{ ...chips, search }, setFilter];
}

type CasinoLobbyProps = { category: CasinoCategory; title: string; subtitle: string };

/**
 * A lobby of games (visitors too): filters, search, the member's recently played row and the tiles;
 * a tile opens the game in the full-page overlay (a visitor is asked to log in first).
 */
export function CasinoLobby({ category, title, subtitle }: CasinoLobbyProps) {
  const games = useCasinoGames(category);
  const isMember = useUserStore((state) => state.status === 'member');
  const [filter, setFilter] = useLobbyFilter();
  const launch = useGameLaunch();
  const list = games.data?.list ?? [];
  const shown = filterGames(list, filter);
  return (
    <PageFrame title={title} subtitle={subtitle}>
      <div className="casino-lobby" data-testid="casino-lobby" data-category={category}>
        {isMember && (
          <RecentGames category={category} onOpen={launch.open} launchingGameId={launch.launchingGameId} />
        )}
        {games.isError && !games.data ? (
          <ErrorState message={describeCasinoError(games.error)} onRetry={() => void games.refetch()} />
        ) : !games.data ? (
          <GameTilesSkeleton />
        ) : list.length === 0 ? (
          <EmptyState>
            <p>지금 이용할 수 있는 게임이 없습니다.</p>
          </EmptyState>
        ) : (
          <>
            <LobbyFilters
              providers={games.data.providers}
              kinds={kindsOf(list, casinoGameKinds)}
              counts={countByKind(list, filter)}
              filter={filter}
              onFilter={setFilter}
            />
            <p className="casino-lobby__summary" aria-live="polite">
              게임 <strong>{shown.length}</strong>개
            </p>
            {shown.length === 0 ? (
              <EmptyState>
                <p data-testid="casino-no-match">
                  {filter.search.trim()
                    ? `'${filter.search.trim()}'에 맞는 게임이 없습니다.`
                    : '조건에 맞는 게임이 없습니다.'}
                </p>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => setFilter(emptyGameFilter)}
                >
                  필터 초기화
                </button>
              </EmptyState>
            ) : (
              <div className="casino-grid" data-testid="casino-grid">
                {shown.map((game) => (
                  <GameTile
                    key={game.id}
                    game={game}
                    onOpen={launch.open}
                    isLaunching={launch.launchingGameId === game.id}
                  />
                ))}
              </div>
            )}
            {!isMember && <p className="casino-lobby__note">게임은 로그인 후 이용하실 수 있습니다.</p>}
          </>
        )}
      </div>
      {launch.session && <GameOverlay session={launch.session} onClose={launch.close} />}
    </PageFrame>
  );
}
