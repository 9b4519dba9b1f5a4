import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { describeSportsError } from '../../../lib/sports-request-error.ts';
import { useLive } from '../api/get-live.ts';
import { useSportsPreferences } from '../api/sports-preferences.ts';
import { LeagueGroups } from '../components/league-groups.tsx';
import { SportTabs } from '../components/sport-tabs.tsx';
import { SportsLayout } from '../components/sports-layout.tsx';
import { ViewSwitch } from '../components/view-switch.tsx';
import { countBySport } from '../group-fixtures.ts';
import { useFocusFixture } from '../hooks/use-focus-fixture.ts';
import { useSeedFixtures } from '../hooks/use-seed-fixtures.ts';
import { useListsRealtime, useLiveScoresRealtime } from '../hooks/use-sports-realtime.ts';

/** /event/main_inplay: fixtures in play by sport, with live scores, clocks and odds. */
export function InplayPage() {
  const [sportId, setSportId] = useState<number | null>(null);
  const { data, isPending, isError, error, refetch, isFetching, dataUpdatedAt } = useLive();
  useSeedFixtures(data?.list, dataUpdatedAt);
  useListsRealtime();
  useLiveScoresRealtime();
  const { view, setView } = useSportsPreferences();
  const counts = useMemo(() => countBySport(data?.list ?? []), [data]);
  const shown = useMemo(
    () => (sportId === null ? data?.list : data?.list.filter((fixture) => fixture.sportId === sportId)),
    [data, sportId],
  );
  useFocusFixture(Boolean(shown && shown.length > 0));
  return (
    <PageFrame title="라이브">
      <SportsLayout>
        <div className="sports-filters">
          <div className="sports-filters__bar">
            <SportTabs counts={counts} value={sportId} onChange={setSportId} label="종목" />
            <ViewSwitch value={view} onChange={setView} />
          </div>
        </div>
        <div className="fixture-list" data-testid="inplay-list" aria-busy={isFetching}>
          {isPending ? (
            <SkeletonLines count={6} label="진행 중인 경기를 불러오는 중" />
          ) : isError ? (
            <ErrorState message={describeSportsError(error)} onRetry={() => void refetch()} />
          ) : !shown || shown.length === 0 ? (
            <EmptyState>진행 중인 경기가 없습니다.</EmptyState>
          ) : (
            <LeagueGroups list={shown} view={view} />
          )}
        </div>
      </SportsLayout>
    </PageFrame>
  );
}
