import { useState } from 'react';
import { Link } from 'react-router';
import type { SportNode } from '../league-tree.ts';
import { sportNameOf } from '../sport-names.ts';

type SportBranchProps = { sport: SportNode; isOpen: boolean; onToggle: () => void };

const isImageUrl = (icon: string) => /^(https?:\/\/|\/)/.test(icon);

/** One sport of the left menu: a toggle, then its regions and their league links. */
export function SportBranch({ sport, isOpen, onToggle }: SportBranchProps) {
  const [openRegionId, setOpenRegionId] = useState<number | null>(null);
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
        <span className="tree__name">{sportNameOf(sport.sportId)}</span>
        <span className="count-pill">{sport.count}</span>
      </button>
      {isOpen && (
        <ul id={listId} className="tree__regions">
          {sport.regions.map((region) => {
            const isRegionOpen = openRegionId === region.regionId || sport.regions.length === 1;
            const regionListId = `${listId}-region-${region.regionId}`;
            return (
              <li key={region.regionId}>
                <button
                  type="button"
                  className="tree__toggle tree__toggle--region"
                  aria-expanded={isRegionOpen}
                  aria-controls={regionListId}
                  onClick={() =>
                    setOpenRegionId((open) => (open === region.regionId ? null : region.regionId))
                  }
                >
                  {isImageUrl(region.icon) && (
                    <img className="tree__icon" src={region.icon} alt="" loading="lazy" />
                  )}
                  <span className="tree__name">{region.regionName}</span>
                  <span className="count-pill count-pill--muted">{region.count}</span>
                </button>
                {isRegionOpen && (
                  <ul id={regionListId} className="tree__leagues">
                    {region.leagues.map((league) => (
                      <li key={league.leagueId}>
                        <Link className="tree__league" to={`/event/main?leagueId=${league.leagueId}`}>
                          <span className="tree__name">{league.leagueName}</span>
                          <span className="tree__count">{league.count}</span>
                        </Link>
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
