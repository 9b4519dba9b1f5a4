import type { SportsFixture } from '@hanpan/core/api/sports';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { groupByLeague } from '../group-fixtures.ts';
import { FixtureRow } from './fixture-row.tsx';

/** A fixture list by league: a header per league (linking to it), then its fixture rows. */
export function LeagueGroups({ list }: { list: readonly SportsFixture[] }) {
  const groups = useMemo(() => groupByLeague(list), [list]);
  return (
    <div className="league-groups">
      {groups.map((group) => (
        <section key={group.leagueId} className="league-group" aria-label={group.title}>
          <h3 className="league-group__title">
            <Link to={`/event/main?leagueId=${group.leagueId}`}>{group.title}</Link>
          </h3>
          <ul className="league-group__list">
            {group.fixtures.map((fixture) => (
              <FixtureRow key={fixture.fixtureId} fixture={fixture} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
