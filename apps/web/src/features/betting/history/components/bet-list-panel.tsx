import type {
  BetHistoryItem,
  BetHistoryStatus,
  BetListRequest,
  MinigameFamilyGameType,
} from '@hanpan/core/api/bet-history';
import { formatWon } from '@hanpan/core/money/amount';
import { useState } from 'react';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ErrorState } from '../../../../components/error-state.tsx';
import { Pager } from '../../../../components/pager.tsx';
import { confirmAlert, showAlert } from '../../../../lib/alert-store.ts';
import { MinigameBetTable } from '../../../minigames/index.ts';
import { useBetList } from '../api/get-bet-list.ts';
import { useHideBet } from '../api/hide-bet.ts';
import type { DateRange } from '../history-dates.ts';
import { isGameBetList, isMinigameGameType } from '../history-tabs.ts';
import { useBetHistoryRealtime } from '../hooks/use-bet-history-realtime.ts';
import { openFixtureIds } from '../live-scores.ts';
import { BetCard } from './bet-card.tsx';
import { BetCardsSkeleton } from './bet-cards-skeleton.tsx';
import { HistoryFilters } from './history-filters.tsx';
import { MinigameCategoryChips } from './minigame-category-chips.tsx';

/** Bets per page: a sports bet is a card of its legs, so fewer than the mini-games' plain table holds. */
const cardPageSize = 10;
const rowPageSize = 20;

type BetListPanelProps = {
  /** The tab's game category (a set for 미니게임: its chips narrow it to one). */
  gameType: BetListRequest['gameType'];
  range: DateRange;
  appliedRange: DateRange;
  rangeProblem: string | null;
  onRange: (range: DateRange) => void;
};

/** The sportsbook and mini-game bets of one game type (/api/bet/list), live while they are open. */
export function BetListPanel({
  gameType: tabGameType,
  range,
  appliedRange,
  rangeProblem,
  onRange,
}: BetListPanelProps) {
  const [status, setStatus] = useState<'all' | BetHistoryStatus>('all');
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState<'all' | MinigameFamilyGameType>('all');
  const isMinigame = isMinigameGameType(tabGameType);
  const gameType = isMinigame && category !== 'all' ? category : tabGameType;
  const isGameBets = isGameBetList(tabGameType);
  const pageSize = isGameBets ? rowPageSize : cardPageSize;
  const query = useBetList({ gameType, status, ...appliedRange, page, pageSize });
  const hide = useHideBet();
  // While another tab's page stands in for this one, its shape tells: only mini-game and virtual bets
  // come in `games`.
  const data = query.data && isGameBets === (query.data.games !== undefined) ? query.data : undefined;
  const games = data?.games ?? [];
  const isEmpty = data ? (isGameBets ? games.length === 0 : data.list.length === 0) : false;
  useBetHistoryRealtime(openFixtureIds(data).length > 0);

  const askHide = async (bet: BetHistoryItem) => {
    if (
      !(await confirmAlert(
        `베팅번호 ${bet.id} 내역을 숨기시겠습니까?\n숨긴 내역은 목록에 다시 표시되지 않습니다.`,
      ))
    )
      return;
    const reply = await hide.mutateAsync(bet.id).catch(() => null);
    if (!reply) await showAlert({ message: '숨기지 못했습니다. 잠시 후 다시 시도해 주세요.' });
    else if (reply.code !== 0 && reply.data?.message) await showAlert({ message: reply.data.message });
  };

  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  return (
    <>
      <HistoryFilters
        status={status}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
        range={range}
        onRange={(next) => {
          onRange(next);
          setPage(1);
        }}
        rangeProblem={rangeProblem}
      />
      {isMinigame && (
        <MinigameCategoryChips
          value={category}
          onChange={(next) => {
            setCategory(next);
            setPage(1);
          }}
        />
      )}
      {data && (
        <p className="bet-history__summary" aria-live="polite">
          총 <strong>{formatWon(data.total)}</strong>건
          {query.isFetching && <span className="bet-history__refreshing"> · 새로 불러오는 중</span>}
        </p>
      )}
      {(query.isPending || (query.data && !data && !query.isError)) && <BetCardsSkeleton />}
      {query.isError && !data && (
        <ErrorState message="베팅 내역을 불러오지 못했습니다." onRetry={() => void query.refetch()} />
      )}
      {isEmpty && (
        <EmptyState>
          <p className="bet-history__empty">베팅 내역이 없습니다.</p>
        </EmptyState>
      )}
      {isGameBets && games.length > 0 && (
        <div className="bet-history__games" data-testid="bet-history-games">
          <MinigameBetTable
            bets={games}
            timeFormat="dateTime"
            caption={isMinigame ? '미니게임 베팅 내역' : '가상게임 베팅 내역'}
          />
        </div>
      )}
      {data && !isGameBets && data.list.length > 0 && (
        <div className="bet-history__list" data-testid="bet-history-list">
          {data.list.map((bet) => (
            <BetCard
              key={bet.id}
              bet={bet}
              onHide={(target) => void askHide(target)}
              isHiding={hide.isPending && hide.variables === bet.id}
            />
          ))}
        </div>
      )}
      {query.isError && data && (
        <ErrorState message="베팅 내역을 새로 불러오지 못했습니다." onRetry={() => void query.refetch()} />
      )}
      <Pager page={page} pageCount={pageCount} onPage={setPage} />
    </>
  );
}
