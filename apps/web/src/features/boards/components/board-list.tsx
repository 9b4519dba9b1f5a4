import type { BoardItem } from '@hanpan/core/api/site';
import { useState } from 'react';
import { RichText } from '../../../components/rich-text.tsx';

/** Board items as an accordion: the title opens the text. */
export function BoardList({ items }: { items: BoardItem[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <ul className="board-list">
      {items.map((item) => {
        const isOpen = openId === item.id;
        const bodyId = `board-item-${item.id}`;
        return (
          <li key={item.id} className={isOpen ? 'board-list__item is-open' : 'board-list__item'}>
            <button
              type="button"
              className="board-list__title"
              aria-expanded={isOpen}
              aria-controls={bodyId}
              onClick={() => setOpenId(isOpen ? null : item.id)}
            >
              <span className="board-list__tag">{item.boardType === 0 ? '공지' : '이벤트'}</span>
              <span className="board-list__text">{item.title}</span>
            </button>
            {isOpen && (
              <div id={bodyId} className="board-list__body">
                <RichText html={item.text} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
