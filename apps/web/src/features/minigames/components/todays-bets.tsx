import type { MinigameBetView } from '@hanpan/core/api/minigame-bets';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { MinigameBetTable } from './minigame-bet-table.tsx';

type TodaysBetsProps = {
  /** Today's bets of the lobby's games, newest first; undefined while loading. */
  bets: readonly MinigameBetView[] | undefined;
  isError: boolean;
  onRetry: () => void;
};

/** 오늘의 베팅: the member's bets of today in this lobby, settled live as rounds are drawn. */
export function TodaysBets({ bets, isError, onRetry }: TodaysBetsProps) {
  return (
    <section className="mg-today" aria-labelledby="mg-today-title" data-testid="minigame-today">
      <header className="mg-today__head">
        <h2 id="mg-today-title" className="mg-today__title">
          오늘의 베팅
        </h2>
        {bets && <span className="mg-today__count">{bets.length}건</span>}
      </header>
      {isError && !bets ? (
        <ErrorState message="베팅 내역을 불러오지 못했습니다." onRetry={onRetry} />
      ) : !bets ? (
        <SkeletonLines count={3} />
      ) : bets.length === 0 ? (
        <p className="mg-empty" data-testid="minigame-today-empty">
          오늘 이 게임장에서 베팅한 내역이 없습니다.
        </p>
      ) : (
        <MinigameBetTable bets={bets} timeFormat="time" caption="오늘의 베팅" />
      )}
    </section>
  );
}
