import type { SportsFixture } from '@hanpan/core/api/sports';
import { formatKstStart, kstNote } from '@hanpan/core/time/kst';
import { memo } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { MarketCells, useFixtureRealtime, useSeedFixtures } from '../../sports/index.ts';

type PopularEventsProps = { list: readonly SportsFixture[]; receivedAt: number };

/** The home page's popular fixtures with their main markets, pickable and live like the sports pages. */
export function PopularEvents({ list, receivedAt }: PopularEventsProps) {
  useSeedFixtures(list, receivedAt);
  return (
    <section className="panel popular-events" aria-label="인기 경기">
      <header className="panel__head">
        <h2 className="panel__title">인기 경기</h2>
        <Link className="panel__more" to="/event/main">
          전체 경기
        </Link>
      </header>
      {list.length === 0 ? (
        <EmptyState>예정된 인기 경기가 없습니다.</EmptyState>
      ) : (
        <ul className="popular-events__list">
          {list.map((fixture) => (
            <PopularEvent key={fixture.fixtureId} fixture={fixture} />
          ))}
        </ul>
      )}
    </section>
  );
}

const PopularEvent = memo(function PopularEvent({ fixture }: { fixture: SportsFixture }) {
  useFixtureRealtime(fixture.fixtureId);
  return (
    <li className="popular-event" data-fixture-id={fixture.fixtureId}>
      <div className="popular-event__head">
        <Link className="popular-event__league" to={`/event/main?leagueId=${fixture.leagueId}`}>
          {fixture.sportName} · {fixture.leagueName}
        </Link>
        <time className="popular-event__time" dateTime={fixture.startAt} title={`시작 시간 · ${kstNote}`}>
          {formatKstStart(fixture.startAt)}
        </time>
      </div>
      <p className="popular-event__teams">
        {fixture.homeName} <span className="popular-event__vs">vs</span> {fixture.awayName}
      </p>
      <div className="popular-event__markets">
        {fixture.markets.map((market) => (
          <MarketCells key={market.marketId} fixture={fixture} market={market} label={market.name} />
        ))}
      </div>
    </li>
  );
});
