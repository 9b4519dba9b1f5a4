import { type CasinoCategory, casinoCategoryText } from '@hanpan/core/api/casino';
import { formatWon } from '@hanpan/core/money/amount';
import { useState } from 'react';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ErrorState } from '../../../../components/error-state.tsx';
import { Pager } from '../../../../components/pager.tsx';
import { SkeletonLines } from '../../../../components/skeleton-lines.tsx';
import { useBetList } from '../api/get-bet-list.ts';
import type { DateRange } from '../history-dates.ts';
import { CasinoRoundTable } from './casino-round-table.tsx';
import { HistoryFilters } from './history-filters.tsx';

const pageSize = 20;

type CasinoRoundsPanelProps = {
  category: CasinoCategory;
  /** The spec's game category the tab asks /api/bet/list for: casino 10, slot 11. */
  gameType: 10 | 11;
  range: DateRange;
  appliedRange: DateRange;
  rangeProblem: string | null;
  onRange: (range: DateRange) => void;
};

/** The member's casino or slot rounds (/api/bet/list, categories 10 and 11) over the KST dates, a page at a time. */
export function CasinoRoundsPanel({
  category,
  gameType,
  range,
  appliedRange,
  rangeProblem,
  onRange,
}: CasinoRoundsPanelProps) {
  const [page, setPage] = useState(1);
  const query = useBetList({ gameType, page, pageSize, from: appliedRange.from, to: appliedRange.to });
  // A page another tab left standing in has no rounds: wait for this lobby's.
  const data = query.data?.rounds ? { ...query.data, list: query.data.rounds } : undefined;
  const label = casinoCategoryText[category];
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  return (
    <>
      <HistoryFilters
        range={range}
        onRange={(next) => {
          onRange(next);
          setPage(1);
        }}
        rangeProblem={rangeProblem}
      />
      {data && (
        <p className="bet-history__summary" aria-live="polite">
          총 <strong>{formatWon(data.total)}</strong>건
        </p>
      )}
      {!data && !query.isError && <SkeletonLines count={5} label={`${label} 내역을 불러오는 중`} />}
      {query.isError && !data && (
        <ErrorState message={`${label} 내역을 불러오지 못했습니다.`} onRetry={() => void query.refetch()} />
      )}
      {data && data.list.length === 0 && (
        <EmptyState>
          <p className="bet-history__empty" data-testid="casino-rounds-empty">
            {label} 이용 내역이 없습니다.
          </p>
        </EmptyState>
      )}
      {data && data.list.length > 0 && (
        <div className="bet-history__games" data-testid="bet-history-casino">
          <CasinoRoundTable rounds={data.list} caption={`${label} 이용 내역`} />
        </div>
      )}
      <Pager page={page} pageCount={pageCount} onPage={setPage} />
    </>
  );
}
