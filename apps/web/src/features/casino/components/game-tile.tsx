import { type CasinoGameView, casinoGameKindText } from '@hanpan/core/api/casino';
import { GameArt } from './game-art.tsx';

type GameTileProps = {
  game: CasinoGameView;
  onOpen: (game: CasinoGameView) => void;
  isLaunching: boolean;
  /** A smaller tile for the recently played row. */
  isCompact?: boolean;
};

/** The return to player as the tile shows it, in Korean (환수율): 9650 -> '환수율 96.50%'. */
export function rtpText(rtpBp: number | null): string | null {
  return rtpBp === null ? null : `환수율 ${(rtpBp / 100).toFixed(2)}%`;
}

/** One game: its generated artwork, name, provider and kind; tapping it opens the game. */
export function GameTile({ game, onOpen, isLaunching, isCompact = false }: GameTileProps) {
  const rtp = rtpText(game.rtpBp);
  return (
    <button
      type="button"
      className={`casino-tile${isCompact ? ' casino-tile--compact' : ''}`}
      data-testid={isCompact ? 'casino-recent-tile' : 'casino-tile'}
      data-game-code={game.code}
      aria-busy={isLaunching}
      onClick={() => onOpen(game)}
    >
      <span className="casino-tile__art">
        <GameArt kind={game.kind} code={game.code} />
        <span className="casino-tile__play" aria-hidden="true">
          {isLaunching ? '불러오는 중' : '플레이'}
        </span>
      </span>
      <span className="casino-tile__name">{game.name}</span>
      {!isCompact && (
        <span className="casino-tile__meta">
          <span>{game.provider.name}</span>
          <span>{casinoGameKindText[game.kind]}</span>
          {rtp && <span className="casino-tile__rtp">{rtp}</span>}
        </span>
      )}
    </button>
  );
}

/** Grey placeholder tiles while the lobby loads. */
export function GameTilesSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div className="casino-grid" role="status" aria-busy="true" data-testid="casino-skeleton">
      <span className="visually-hidden">게임 목록을 불러오는 중</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders with no identity
        <div key={index} className="casino-tile casino-tile--skeleton" aria-hidden="true">
          <span className="skeleton casino-tile__art-skeleton" />
          <span className="skeleton" style={{ width: '70%' }} />
          <span className="skeleton" style={{ width: '45%' }} />
        </div>
      ))}
    </div>
  );
}
