import { Link } from 'react-router';
import { FavouriteStar } from './favourite-star.tsx';

/** A league row of the left menu: its link to the prematch list, its count and its star. */
export function LeagueLink({
  leagueId,
  leagueName,
  count,
  detail,
  isFavourite,
  onToggleFavourite,
}: {
  leagueId: number;
  leagueName: string;
  count: number;
  /** Shown under the name (the favourites section names the sport and region). */
  detail?: string;
  isFavourite: boolean;
  onToggleFavourite: (leagueId: number, isFavourite: boolean) => void;
}) {
  return (
    <div className="tree__league-row">
      <Link className="tree__league" to={`/event/main?leagueId=${leagueId}`}>
        <span className="tree__league-text">
          <span className="tree__name">{leagueName}</span>
          {detail && <span className="tree__detail">{detail}</span>}
        </span>
        <span className="tree__count">{count}</span>
      </Link>
      <FavouriteStar
        leagueName={leagueName}
        isFavourite={isFavourite}
        onToggle={() => onToggleFavourite(leagueId, !isFavourite)}
      />
    </div>
  );
}
