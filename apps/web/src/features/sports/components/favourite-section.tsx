import type { SportsPreferences } from '../api/sports-preferences.ts';
import type { FavouriteLeague } from '../league-tree.ts';
import { sportNameOf } from '../sport-names.ts';
import { LeagueLink } from './league-link.tsx';

/** The left menu's starred leagues, above the sports, each with its count and star. */
export function FavouriteSection({
  leagues,
  setFavourite,
}: {
  leagues: readonly FavouriteLeague[];
  setFavourite: SportsPreferences['setFavourite'];
}) {
  return (
    <section
      className="menu-favourites"
      aria-labelledby="menu-favourites-title"
      data-testid="menu-favourites"
    >
      <h2 id="menu-favourites-title" className="menu-favourites__title">
        즐겨찾기
        <span className="count-pill count-pill--muted">{leagues.length}</span>
      </h2>
      {leagues.length === 0 ? (
        <p className="menu-favourites__empty">리그 옆 별을 눌러 즐겨찾기에 추가하세요.</p>
      ) : (
        <ul className="tree__leagues">
          {leagues.map((league) => (
            <li key={league.leagueId}>
              <LeagueLink
                {...league}
                detail={`${sportNameOf(league.sportId)} · ${league.regionName}`}
                isFavourite
                onToggleFavourite={setFavourite}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
