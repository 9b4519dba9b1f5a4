import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useInitialData } from '../../../lib/initial-data.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useSportsPreferences } from '../api/sports-preferences.ts';
import { buildLeagueTree, favouriteLeagues, filterLeagueTree } from '../league-tree.ts';
import { sportNameOf } from '../sport-names.ts';
import { FavouriteSection } from './favourite-section.tsx';
import { LeagueSearch } from './league-search.tsx';
import { SportBranch } from './sport-branch.tsx';
import '../sports.css';
import '../live-board.css';
import '../sports-lists.css';

/** Which branches the reader opened or closed against the default (open on desktop, closed on a phone). */
function useToggledBranches() {
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return { isToggled: (key: string) => toggled.has(key), toggle, reset: () => setToggled(new Set()) };
}

/**
 * The left league menu (spec section 2): a search box, the starred leagues, then the prematch
 * sports grouped sport > region > league with counts, unfolded on desktop.
 */
export function LeftMenu({ className = '' }: { className?: string }) {
  const { data, isPending, isError, refetch } = useInitialData();
  const preferences = useSportsPreferences();
  const isMobile = useIsMobile();
  const [query, setQuery] = useState('');
  const branches = useToggledBranches();
  const searchBranches = useToggledBranches();
  const tree = useMemo(() => buildLeagueTree(data?.eventGroupByList ?? []), [data]);
  const shown = useMemo(() => filterLeagueTree(tree, query, sportNameOf), [tree, query]);
  const favourites = favouriteLeagues(data?.eventGroupByList ?? [], preferences.favouriteLeagueIds);
  const total = tree.reduce((sum, sport) => sum + sport.count, 0);
  const isSearching = query.trim() !== '';
  // A search unfolds every match (its own toggles, forgotten as the query changes); the tree keeps its own.
  const isOpen = (key: string, byDefault: boolean) =>
    isSearching ? !searchBranches.isToggled(key) : byDefault !== branches.isToggled(key);
  const toggle = (key: string) => (isSearching ? searchBranches : branches).toggle(key);
  const search = (value: string) => {
    setQuery(value);
    searchBranches.reset();
  };

  return (
    <nav className={`left-menu ${className}`} aria-label="스포츠 리그" data-testid="left-menu">
      <div className="left-menu__head">
        <span className="left-menu__title">스포츠</span>
        {!isPending && !isError && <span className="count-pill">{total}</span>}
      </div>
      <LeagueSearch value={query} onChange={search} />
      {!isSearching && <FavouriteSection leagues={favourites} setFavourite={preferences.setFavourite} />}
      {isPending && <SkeletonLines count={6} label="리그 목록을 불러오는 중" />}
      {isError && <ErrorState message="리그 목록을 불러오지 못했습니다." onRetry={() => void refetch()} />}
      {!isPending && !isError && tree.length === 0 && <EmptyState>등록된 경기가 없습니다</EmptyState>}
      {tree.length > 0 && isSearching && shown.length === 0 && (
        <EmptyState>검색된 리그가 없습니다. 팀 이름이라면 팀 검색을 눌러 주세요.</EmptyState>
      )}
      {shown.length > 0 && (
        <ul className="tree">
          {shown.map((sport) => (
            <SportBranch
              key={sport.sportId}
              sport={sport}
              isOpen={isOpen(`${sport.sportId}`, !isMobile)}
              onToggle={() => toggle(`${sport.sportId}`)}
              isRegionOpen={(regionId) =>
                isOpen(`${sport.sportId}:${regionId}`, !isMobile || sport.regions.length === 1)
              }
              onToggleRegion={(regionId) => toggle(`${sport.sportId}:${regionId}`)}
              favourites={preferences}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}
