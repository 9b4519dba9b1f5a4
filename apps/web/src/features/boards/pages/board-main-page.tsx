import { boardPageSize } from '@hanpan/core/api/boards';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { type BoardType, useBoardList } from '../api/get-board-list.ts';
import { BoardList } from '../components/board-list.tsx';

const boardTitles: Record<BoardType, string> = { 0: '공지사항', 1: '이벤트', 11: '이벤트' };

function boardTypeOf(value: string | null): BoardType {
  const type = Number(value ?? 0);
  return type === 1 || type === 11 ? type : 0;
}

/** /board/main?boardType=0|1|11 (&page, &id): notices or events, newest first. */
export function BoardMainPage() {
  const [params, setParams] = useSearchParams();
  const boardType = boardTypeOf(params.get('boardType'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = Number(params.get('id')) || null;
  const { data, isPending, isError, refetch } = useBoardList(boardType, page);
  const pageCount = data ? Math.ceil(data.total / boardPageSize) : 0;

  function goToPage(next: number): void {
    setParams({ boardType: String(boardType), page: String(next) });
  }

  return (
    <PageFrame title={boardTitles[boardType]}>
      <div className="tabs" role="tablist" aria-label="게시판">
        <Link role="tab" aria-selected={boardType === 0} className="tabs__tab" to="/board/main?boardType=0">
          공지
        </Link>
        <Link role="tab" aria-selected={boardType === 1} className="tabs__tab" to="/board/main?boardType=1">
          진행 이벤트
        </Link>
        <Link role="tab" aria-selected={boardType === 11} className="tabs__tab" to="/board/main?boardType=11">
          이벤트 목록
        </Link>
      </div>
      {isPending && <SkeletonLines count={6} label="게시물을 불러오는 중" />}
      {isError && <ErrorState message="게시물을 불러오지 못했습니다." onRetry={() => void refetch()} />}
      {data && data.list.length === 0 && <EmptyState>등록된 게시물이 없습니다.</EmptyState>}
      {data && data.list.length > 0 && (
        <BoardList key={`${boardType}-${page}`} items={data.list} initialOpenId={openId} />
      )}
      <Pager page={page} pageCount={pageCount} onPage={goToPage} />
    </PageFrame>
  );
}
