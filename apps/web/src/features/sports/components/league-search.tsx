import { sportsText } from '@hanpan/core/api/sports';
import { useId } from 'react';
import { useNavigate } from 'react-router';

/** The left menu's search box: filters the leagues as one types and offers the query as a team search. */
export function LeagueSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const navigate = useNavigate();
  const hintId = useId();
  const query = value.trim();
  const canSearchTeams = query.length >= 2 && query.length <= 30;
  const searchTeams = () => {
    if (!canSearchTeams) return;
    navigate(`/event/main?search=${encodeURIComponent(query)}`);
  };
  return (
    <div className="menu-search">
      <input
        className="menu-search__input"
        type="search"
        value={value}
        maxLength={30}
        placeholder="리그·팀 검색"
        aria-label="리그·팀 검색"
        aria-describedby={query && !canSearchTeams ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') searchTeams();
        }}
      />
      {query && (
        <button type="button" className="menu-search__teams" disabled={!canSearchTeams} onClick={searchTeams}>
          <span className="menu-search__query">‘{query}’</span> 팀 검색
        </button>
      )}
      {query && !canSearchTeams && (
        <p id={hintId} className="menu-search__hint">
          {query.length < 2 ? sportsText.shortSearch : sportsText.longSearch}
        </p>
      )}
    </div>
  );
}
