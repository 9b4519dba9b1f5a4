import type { PopularLeagueItem } from '@hanpan/core/api/sports';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';

/** The home page's popular leagues, each opening its prematch list. */
export function PopularLeagues({ list }: { list: readonly PopularLeagueItem[] }) {
  return (
    <section className="panel popular-leagues" aria-label="인기 리그">
      <header className="panel__head">
        <h2 className="panel__title">인기 리그</h2>
      </header>
      {list.length === 0 ? (
        <EmptyState>인기 리그가 없습니다.</EmptyState>
      ) : (
        <ul className="popular-leagues__list">
          {list.map((league) => (
            <li key={league.leagueId}>
              <Link className="popular-leagues__link" to={`/event/main?leagueId=${league.leagueId}`}>
                <span className="popular-leagues__name">{league.leagueName}</span>
                <span className="popular-leagues__meta">
                  {league.sportName} · {league.regionName}
                </span>
                <span className="popular-leagues__count">{league.count2}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
