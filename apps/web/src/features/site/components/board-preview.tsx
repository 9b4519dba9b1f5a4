import type { BoardItem } from '@hanpan/core/api/site';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';

type BoardPreviewProps = { title: string; moreTo: string; items: BoardItem[]; emptyText: string };

/** A short titled list of board items on the home page, with a link to the full board. */
export function BoardPreview({ title, moreTo, items, emptyText }: BoardPreviewProps) {
  return (
    <section className="panel" aria-label={title}>
      <header className="panel__head">
        <h2 className="panel__title">{title}</h2>
        <Link className="panel__more" to={moreTo}>
          더보기
        </Link>
      </header>
      {items.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <ul className="preview-list">
          {items.slice(0, 6).map((item) => (
            <li key={item.id}>
              <Link className="preview-list__link" to={moreTo}>
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
