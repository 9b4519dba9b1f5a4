import type { SportsPreferences } from '../api/sports-preferences.ts';
import type { SportNode } from '../league-tree.ts';
import { sportNameOf } from '../sport-names.ts';
import { LeagueLink } from './league-link.tsx';

type SportBranchProps = {
  sport: SportNode;
  isOpen: boolean;
  onToggle: () => void;
  isRegionOpen: (regionId: number) => boolean;
  onToggleRegion: (regionId: number) => void;
  favourites: Pick<SportsPreferences, 'isFavourite' | 'setFavourite'>;
};

const isImageUrl = (icon: string) => /^(https?:\/\/|\/)/.test(icon);

/** One sport of the left menu: a toggle, then its regions and their league rows. */
export function SportBranch(props: SportBranchProps) {
  const { sport, isOpen, onToggle, isRegionOpen, onToggleRegion, favourites } = props;
  const listId = `sport-${sport.sportId}`;
  return (
    <li className="tree__sport">
      <button
        type="button"
        className="tree__toggle"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={onToggle}
      >
        <span className="tree__chevron" aria-hidden="true" />
        <span className="tree__name">{sportNameOf(sport.sportId)}</span>
        <span className="count-pill">{sport.count}</span>
      </button>
      {isOpen && (
        <ul id={listId} className="tree__regions">
          {sport.regions.map((region) => {
            const isRegionExpanded = isRegionOpen(region.regionId);
            const regionListId = `${listId}-region-${region.regionId}`;
            return (
              <li key={region.regionId}>
                <button
                  type="button"
                  className="tree__toggle tree__toggle--region"
                  aria-expanded={isRegionExpanded}
                  aria-controls={regionListId}
                  onClick={() => onToggleRegion(region.regionId)}
                >
                  {isImageUrl(region.icon) && (
                    <img className="tree__icon" src={region.icon} alt="" loading="lazy" />
                  )}
                  <span className="tree__name">{region.regionName}</span>
                  <span className="count-pill count-pill--muted">{region.count}</span>
                </button>
                {isRegionExpanded && (
                  <ul id={regionListId} className="tree__leagues">
                    {region.leagues.map((league) => (
                      <li key={league.leagueId}>
                        <LeagueLink
                          {...league}
                          isFavourite={favourites.isFavourite(league.leagueId)}
                          onToggleFavourite={favourites.setFavourite}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
