import { type SportsFixturesRequest, sportsPageSize } from '@hanpan/core/api/sports';
import { sportName } from '@hanpan/core/sports/sports';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useInitialData } from '../../../lib/initial-data.ts';
import { describeSportsError, SportsRequestError } from '../../../lib/sports-request-error.ts';
import { useFixtures } from '../api/get-fixtures.ts';
import { useSportsPreferences } from '../api/sports-preferences.ts';
import { DayTabs } from '../components/day-tabs.tsx';
import { LeagueGroups } from '../components/league-groups.tsx';
import { SportTabs } from '../components/sport-tabs.tsx';
import { SportsLayout } from '../components/sports-layout.tsx';
import { TeamSearch } from '../components/team-search.tsx';
import { ViewSwitch } from '../components/view-switch.tsx';
import { useSeedFixtures } from '../hooks/use-seed-fixtures.ts';
import { useListsRealtime } from '../hooks/use-sports-realtime.ts';

/** A positive integer query value, or undefined. */
function idParam(text: string | null): number | undefined {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A team search the API accepts (2 to 30 characters), or null. */
function searchParam(text: string | null): string | null {
  const search = text?.trim() ?? '';
  return search.length >= 2 && search.length <= 30 ? search : null;
}

/**
 * /event/main (prematch sports); ?leagueId= opens one league, ?search= starts with a team search
 * (the left menu's 팀 검색). A new league or search starts with fresh filters.
 */
export function PrematchPage() {
  const [params] = useSearchParams();
  const leagueId = idParam(params.get('leagueId'));
  const search = searchParam(params.get('search'));
  return (
    <PrematchView key={`${leagueId ?? 'all'}:${search ?? ''}`} leagueId={leagueId} initialSearch={search} />
  );
}

function PrematchView({
  leagueId,
  initialSearch,
}: {
  leagueId: number | undefined;
  initialSearch: string | null;
}) {
  const [date, setDate] = useState<string | null>(null);
  const [sportId, setSportId] = useState<number | null>(null);
  const [search, setSearch] = useState<string | null>(initialSearch);
  const [page, setPage] = useState(1);
  const request: SportsFixturesRequest = {
    page,
    ...(leagueId !== undefined && { leagueId }),
    ...(leagueId === undefined && sportId !== null && { sportId }),
    ...(date !== null && { date }),
    ...(search !== null && { search }),
  };
  const { data, isPending, isError, error, refetch, isFetching, dataUpdatedAt } = useFixtures(request);
  useSeedFixtures(data?.list, dataUpdatedAt);
  useListsRealtime();
  const { data: initial } = useInitialData();
  const { view, setView } = useSportsPreferences();

  const sportCounts = useMemo(() => {
    const counts = new Map<number, number>();
    for (const item of initial?.eventGroupByList ?? []) {
      counts.set(item.sportId, (counts.get(item.sportId) ?? 0) + item.count2);
    }
    return counts;
  }, [initial]);
  const league = initial?.eventGroupByList.find((item) => item.leagueId === leagueId);
  const first = data?.list[0];
  const leagueTitle = league
    ? `${sportName(league.sportId)} · ${league.regionName} · ${league.leagueName}`
    : leagueId !== undefined && first
      ? `${first.sportName} · ${first.regionName} · ${first.leagueName}`
      : undefined;

  // Every filter change starts again at page 1.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const pageCount = data ? Math.ceil(data.total / sportsPageSize) : 0;

  return (
    <PageFrame title={leagueTitle ?? '프리매치'} subtitle={leagueTitle ? '프리매치' : undefined}>
      <SportsLayout>
        <div className="sports-filters">
          <DayTabs value={date} onChange={filter(setDate)} />
          {leagueId === undefined ? (
            <SportTabs counts={sportCounts} value={sportId} onChange={filter(setSportId)} label="종목" />
          ) : (
            <Link className="sports-filters__all" to="/event/main">
              전체 리그 보기
            </Link>
          )}
          <div className="sports-filters__bar">
            <TeamSearch value={search} onSearch={filter(setSearch)} />
            <ViewSwitch value={view} onChange={setView} />
          </div>
        </div>
        <div className="fixture-list" data-testid="prematch-list" aria-busy={isFetching}>
          {isPending ? (
            <SkeletonLines count={6} label="경기 목록을 불러오는 중" />
          ) : isError ? (
            <ErrorState
              message={describeSportsError(error)}
              onRetry={error instanceof SportsRequestError ? undefined : () => void refetch()}
            />
          ) : data.list.length === 0 ? (
            <EmptyState>{search ? '검색된 경기가 없습니다.' : '예정된 경기가 없습니다.'}</EmptyState>
          ) : (
            <LeagueGroups list={data.list} view={view} />
          )}
        </div>
        <Pager page={page} pageCount={pageCount} onPage={setPage} />
      </SportsLayout>
    </PageFrame>
  );
}
