import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { type BoardType, useBoardList } from '../../boards/index.ts';

type BoardPreviewProps = { title: string; boardType: BoardType; emptyText: string };

const previewSize = 6;

/** The newest posts of a board on the home page, each linking to the post on the board page. */
export function BoardPreview({ title, boardType, emptyText }: BoardPreviewProps) {
  const { data, isPending, isError, refetch } = useBoardList(boardType, 1, { background: true });
  const boardPath = `/board/main?boardType=${boardType}`;
  return (
    <section className="panel" aria-label={title}>
      <header className="panel__head">
        <h2 className="panel__title">{title}</h2>
        <Link className="panel__more" to={boardPath}>
          더보기
        </Link>
      </header>
      {isPending && <SkeletonLines count={4} label={`${title} 목록을 불러오는 중`} />}
      {isError && (
        <ErrorState message={`${title} 목록을 불러오지 못했습니다.`} onRetry={() => void refetch()} />
      )}
      {data && data.list.length === 0 && <EmptyState>{emptyText}</EmptyState>}
      {data && data.list.length > 0 && (
        <ul className="preview-list">
          {data.list.slice(0, previewSize).map((item) => (
            <li key={item.id}>
              <Link className="preview-list__link" to={`${boardPath}&id=${item.id}`}>
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
