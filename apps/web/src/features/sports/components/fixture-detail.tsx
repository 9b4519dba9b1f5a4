import type { SportsFixture } from '@hanpan/core/api/sports';
import type { SportsView } from '@hanpan/core/api/sports-preferences';
import { useMemo } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { describeSportsError } from '../../../lib/sports-request-error.ts';
import { useFixture } from '../api/get-fixture.ts';
import { useSeedFixtures } from '../hooks/use-seed-fixtures.ts';
import { allRowsOf, shownOutcomeIds, unshownMarkets } from '../list-rows.ts';
import { DomesticMarketRow } from './domestic-market-row.tsx';
import { LiveBoard } from './live-board.tsx';
import { MarketGroupsPanel } from './market-groups-panel.tsx';

type FixtureDetailProps = { fixture: SportsFixture; view: SportsView };

/**
 * An opened fixture: a live fixture's board, then every market line the list does not show,
 * as 국내형 rows or 해외형 groups.
 */
export function FixtureDetail({ fixture, view }: FixtureDetailProps) {
  const { data, isPending, isError, error, refetch, dataUpdatedAt } = useFixture(fixture.fixtureId);
  // One array per reply: a new one each render would seed the store again, and the fixture's own
  // subscribers (its score flash) would re-render this in a loop.
  const seeded = useMemo(() => (data ? [data.fixture] : undefined), [data]);
  useSeedFixtures(seeded, dataUpdatedAt);
  const markets = useMemo(
    () => (data ? unshownMarkets(data.fixture.markets, shownOutcomeIds(fixture)) : []),
    [data, fixture],
  );
  const rows = useMemo(() => (view === 'domestic' ? allRowsOf(markets) : []), [markets, view]);
  const shown = data?.fixture ?? fixture;
  return (
    <>
      {fixture.gameType === 3 && <LiveBoard fixture={shown} />}
      {isPending ? (
        <SkeletonLines count={3} label="전체 마켓을 불러오는 중" />
      ) : isError ? (
        <ErrorState message={describeSportsError(error)} onRetry={() => void refetch()} />
      ) : markets.length === 0 ? (
        <p className="fixture-detail__empty">추가 마켓이 없습니다.</p>
      ) : view === 'domestic' ? (
        <div className="fixture-detail__rows">
          {rows.map((row) => (
            <DomesticMarketRow key={row.key} fixture={shown} row={row} name={row.market.name} />
          ))}
        </div>
      ) : (
        <MarketGroupsPanel fixture={shown} markets={markets} />
      )}
    </>
  );
}
