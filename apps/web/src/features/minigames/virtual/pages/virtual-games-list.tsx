import '../../minigames.css';
import '../virtual.css';
import { formatKstTime } from '@hanpan/core/time/kst';
import { Link } from 'react-router';
import { ErrorState } from '../../../../components/error-state.tsx';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { SkeletonLines } from '../../../../components/skeleton-lines.tsx';
import { describeSportsError } from '../../../../lib/sports-request-error.ts';
import { useSecondTick } from '../../../../lib/use-second-tick.ts';
import { formatCountdown } from '../../minigame-format.ts';
import { useVirtualGames } from '../api/virtual-api.ts';
import { isGameStale } from '../event-select.ts';
import { useRefetchVirtualWhileStale, useVirtualRealtime } from '../hooks/use-virtual-realtime.ts';
import { virtualGameEntries, virtualGamePath } from '../virtual-games.ts';

const gameTypes = virtualGameEntries.map((entry) => entry.gameType);

/** /games/main?sportId=111: the four virtual games with their next start times (KST) and links. */
export function VirtualGamesList() {
  const { data, error, refetch, dataUpdatedAt } = useVirtualGames();
  const now = useSecondTick(true);
  useVirtualRealtime(gameTypes);
  const isStale = (data?.list ?? []).some((game) => game.virtual && isGameStale(game.virtual, now));
  useRefetchVirtualWhileStale(isStale, dataUpdatedAt);
  const byType = new Map((data?.list ?? []).map((game) => [game.gameType, game.virtual]));
  return (
    <PageFrame title="가상게임" subtitle="다음 경기 시각은 한국 시간(KST)입니다.">
      {error && !data ? (
        <ErrorState message={describeSportsError(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <SkeletonLines count={4} />
      ) : (
        <ul className="vg-list" data-testid="virtual-games">
          {virtualGameEntries.map((entry) => {
            const game = byType.get(entry.gameType);
            const next = game?.upcoming[0];
            return (
              <li key={entry.slug}>
                <Link
                  className="mg-game-row vg-list__row"
                  to={virtualGamePath(entry)}
                  data-testid="virtual-game-row"
                  data-game-type={entry.gameType}
                >
                  <span className="mg-game-row__name">{entry.name}</span>
                  {!game ? (
                    <span className="mg-game-row__off">운영 중지</span>
                  ) : (
                    <>
                      <span className="mg-game-row__period">{game.periodMinutes}분마다</span>
                      {game.playing && <span className="vg-stage__badge is-live">LIVE</span>}
                      {next ? (
                        <>
                          <span className="mg-kst" data-testid="virtual-next-start">
                            {formatKstTime(next.drawAt)}
                          </span>
                          <span className="mg-countdown">
                            {formatCountdown(Date.parse(next.drawAt) - now)}
                          </span>
                        </>
                      ) : (
                        <span className="mg-game-row__off">준비 중</span>
                      )}
                    </>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </PageFrame>
  );
}
