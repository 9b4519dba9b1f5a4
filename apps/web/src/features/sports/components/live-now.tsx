import type { SportsFixture } from '@hanpan/core/api/sports';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { describeSportsError } from '../../../lib/sports-request-error.ts';
import { useLive } from '../api/get-live.ts';
import { groupByLeague } from '../group-fixtures.ts';
import { useScoreFlash } from '../hooks/use-score-flash.ts';
import { useSeedFixtures } from '../hooks/use-seed-fixtures.ts';
import { useListsRealtime, useLiveScoresRealtime } from '../hooks/use-sports-realtime.ts';
import { FixtureClock, FixtureScore } from './live-status.tsx';

/** The live page's link to one of its matches (the page brings it into view and opens it). */
export const livePageLinkOf = (fixtureId: number): string => `/event/main_inplay?fixtureId=${fixtureId}`;

/**
 * The home page's 라이브 section: the first `limit` matches of the live page in its order, with their
 * scores and clocks kept live by the same feed, each linking to the match on the live page.
 */
export function LiveNow({ limit = 6 }: { limit?: number }) {
  const { data, isPending, isError, error, refetch, dataUpdatedAt } = useLive();
  useSeedFixtures(data?.list, dataUpdatedAt);
  useListsRealtime();
  useLiveScoresRealtime();
  const top = useMemo(
    () =>
      groupByLeague(data?.list ?? [])
        .flatMap((group) => group.fixtures)
        .slice(0, limit),
    [data, limit],
  );
  const total = data?.list.length ?? 0;
  return (
    <section className="panel live-now" aria-label="라이브 경기" data-testid="home-live">
      <header className="panel__head">
        <h2 className="panel__title">
          라이브 {total > 0 && <span className="live-now__count">{total}</span>}
        </h2>
        <Link className="panel__more" to="/event/main_inplay">
          전체 라이브
        </Link>
      </header>
      {isPending ? (
        <SkeletonLines count={4} label="진행 중인 경기를 불러오는 중" />
      ) : isError ? (
        <ErrorState message={describeSportsError(error)} onRetry={() => void refetch()} />
      ) : top.length === 0 ? (
        <EmptyState>진행 중인 경기가 없습니다.</EmptyState>
      ) : (
        <ul className="live-now__list">
          {top.map((fixture) => (
            <LiveNowMatch key={fixture.fixtureId} fixture={fixture} />
          ))}
        </ul>
      )}
    </section>
  );
}

const LiveNowMatch = memo(function LiveNowMatch({ fixture }: { fixture: SportsFixture }) {
  const isFlashing = useScoreFlash(fixture.fixtureId);
  return (
    <li
      className="live-now__match"
      data-fixture-id={fixture.fixtureId}
      data-flash={isFlashing ? 'score' : undefined}
    >
      <Link
        className="live-now__link"
        to={livePageLinkOf(fixture.fixtureId)}
        aria-label={`${fixture.homeName} 대 ${fixture.awayName} 라이브 보기`}
      >
        <span className="live-now__league" title={`${fixture.sportName} · ${fixture.leagueName}`}>
          {fixture.sportName} · {fixture.leagueName}
        </span>
        <span className="live-now__team live-now__team--home" title={fixture.homeName}>
          {fixture.homeName}
        </span>
        <FixtureScore fixtureId={fixture.fixtureId} />
        <span className="live-now__team live-now__team--away" title={fixture.awayName}>
          {fixture.awayName}
        </span>
        <FixtureClock fixtureId={fixture.fixtureId} sportId={fixture.sportId} />
      </Link>
    </li>
  );
});
