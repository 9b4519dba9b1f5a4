import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useInitialData } from '../../site/api/get-initial-data.ts';
import { BoardList } from '../components/board-list.tsx';

const boardTitles: Record<number, string> = { 0: '공지사항', 1: '이벤트', 11: '이벤트' };

/** /board/main?boardType=0|1|11: notices or events, from the board items of the initial data. */
export function BoardMainPage() {
  const [params] = useSearchParams();
  const requested = Number(params.get('boardType') ?? 0);
  const boardType = requested in boardTitles ? requested : 0;
  const { data, isPending, isError, refetch } = useInitialData();
  const items = (data?.boardList ?? []).filter((item) => item.boardType === boardType);
  const isNotice = boardType === 0;

  return (
    <PageFrame title={boardTitles[boardType]!}>
      <div className="tabs" role="tablist" aria-label="게시판">
        <Link role="tab" aria-selected={isNotice} className="tabs__tab" to="/board/main?boardType=0">
          공지
        </Link>
        <Link role="tab" aria-selected={!isNotice} className="tabs__tab" to="/board/main?boardType=11">
          이벤트 목록
        </Link>
      </div>
      {isPending && <SkeletonLines count={6} />}
      {isError && <ErrorState message="게시물을 불러오지 못했습니다." onRetry={() => void refetch()} />}
      {data && items.length === 0 && <EmptyState>등록된 게시물이 없습니다.</EmptyState>}
      {items.length > 0 && <BoardList items={items} />}
    </PageFrame>
  );
}
