import type { SportsFixture } from '@hanpan/core/api/sports';
import type { SportsView } from '@hanpan/core/api/sports-preferences';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { groupByLeague } from '../group-fixtures.ts';
import { internationalColumnsOf } from '../list-rows.ts';
import { DomesticFixture } from './domestic-fixture.tsx';
import { InternationalFixture } from './international-fixture.tsx';
import { SportGlyph } from './sport-glyph.tsx';

type LeagueGroupsProps = { list: readonly SportsFixture[]; view: SportsView };

/** A fixture list by league: a header per league (sport icon, region, name), then its fixtures in the chosen view. */
export function LeagueGroups({ list, view }: LeagueGroupsProps) {
  const groups = useMemo(() => groupByLeague(list), [list]);
  const Fixture = view === 'domestic' ? DomesticFixture : InternationalFixture;
  return (
    <div className="league-groups" data-view={view}>
      {groups.map((group) => (
        <section key={group.leagueId} className="league-group" aria-label={group.title}>
          <h3 className="league-group__title">
            <span className="league-group__label">
              <SportGlyph sportId={group.sportId} />
              <Link to={`/event/main?leagueId=${group.leagueId}`} className="league-group__link">
                {group.regionName && <span className="league-group__region">{group.regionName}</span>}
                <span className="league-group__name">{group.leagueName}</span>
              </Link>
            </span>
            {view === 'international' && (
              <span className="league-group__columns" aria-hidden="true">
                {internationalColumnsOf(group.sportId).map(({ slot, title }) => (
                  <span key={slot} data-slot={slot}>
                    {title}
                  </span>
                ))}
              </span>
            )}
          </h3>
          <ul className="league-group__list">
            {group.fixtures.map((fixture) => (
              <Fixture key={fixture.fixtureId} fixture={fixture} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
