import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useInitialData } from '../../site/api/get-initial-data.ts';
import { buildLeagueTree } from '../league-tree.ts';
import { SportBranch } from './sport-branch.tsx';

/** The left league menu: prematch sports grouped sport > region > league with counts (spec section 2). */
export function LeftMenu({ className = '' }: { className?: string }) {
  const { data, isPending, isError, refetch } = useInitialData();
  const tree = useMemo(() => buildLeagueTree(data?.eventGroupByList ?? []), [data]);
  const [openSportId, setOpenSportId] = useState<number | null>(null);
  const total = tree.reduce((sum, sport) => sum + sport.count, 0);

  return (
    <nav className={`left-menu ${className}`} aria-label="스포츠 리그" data-testid="left-menu">
      <div className="left-menu__head">
        <span className="left-menu__title">스포츠</span>
        {!isPending && !isError && <span className="count-pill">{total}</span>}
      </div>
      {isPending && <SkeletonLines count={6} label="리그 목록을 불러오는 중" />}
      {isError && <ErrorState message="리그 목록을 불러오지 못했습니다." onRetry={() => void refetch()} />}
      {!isPending && !isError && tree.length === 0 && <EmptyState>등록된 경기가 없습니다</EmptyState>}
      {tree.length > 0 && (
        <ul className="tree">
          {tree.map((sport) => (
            <SportBranch
              key={sport.sportId}
              sport={sport}
              isOpen={openSportId === sport.sportId}
              onToggle={() => setOpenSportId((open) => (open === sport.sportId ? null : sport.sportId))}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}
