import type { CasinoCategory, CasinoGameView } from '@hanpan/core/api/casino';
import { ErrorState } from '../../../components/error-state.tsx';
import { describeCasinoError } from '../api/casino-reply.ts';
import { useCasinoRecent } from '../api/get-casino-recent.ts';
import { GameTile } from './game-tile.tsx';

type RecentGamesProps = {
  category: CasinoCategory;
  onOpen: (game: CasinoGameView) => void;
  launchingGameId: number | undefined;
};

/** 최근 플레이 (members): the lobby's games the member played lately, newest first, in one row. */
export function RecentGames({ category, onOpen, launchingGameId }: RecentGamesProps) {
  const recent = useCasinoRecent(true);
  const list = (recent.data?.list ?? []).filter((game) => game.category === category);
  if (recent.isPending) return null;
  if (recent.isError) {
    return (
      <section className="casino-recent" aria-label="최근 플레이">
        <ErrorState message={describeCasinoError(recent.error)} onRetry={() => void recent.refetch()} />
      </section>
    );
  }
  if (list.length === 0) return null;
  return (
    <section className="casino-recent" aria-labelledby="casino-recent-title" data-testid="casino-recent">
      <h2 id="casino-recent-title" className="casino-section-title">
        최근 플레이
      </h2>
      <div className="casino-recent__row">
        {list.map((game) => (
          <GameTile
            key={game.id}
            game={game}
            onOpen={onOpen}
            isLaunching={launchingGameId === game.id}
            isCompact
          />
        ))}
      </div>
    </section>
  );
}
