/** The star toggle of a league row: stars or un-stars the league. */
export function FavouriteStar({
  leagueName,
  isFavourite,
  onToggle,
}: {
  leagueName: string;
  isFavourite: boolean;
  onToggle: () => void;
}) {
  const action = isFavourite ? '즐겨찾기 해제' : '즐겨찾기 추가';
  return (
    <button
      type="button"
      className="fav-star"
      aria-pressed={isFavourite}
      aria-label={`${leagueName} ${action}`}
      title={action}
      onClick={onToggle}
    >
      <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
        <path d="M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z" />
      </svg>
    </button>
  );
}
