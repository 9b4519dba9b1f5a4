import type { BoardListItem } from '@hanpan/core/api/boards';
import { formatKstDate, kstNote } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { BannerImage } from './banner-image.tsx';

/** Board items as an accordion: the title opens the text. `initialOpenId` opens one at first. */
export function BoardList({
  items,
  initialOpenId = null,
}: {
  items: BoardListItem[];
  initialOpenId?: number | null;
}) {
  const [openId, setOpenId] = useState<number | null>(initialOpenId);
  // An image event opens as an image-event popup (spec section 2), not inline.
  const [imageEvent, setImageEvent] = useState<BoardListItem | null>(null);
  return (
    <>
      {imageEvent?.imageUrl && (
        <ModalDialog
          title={imageEvent.title}
          testId="board-image-event"
          onClose={() => setImageEvent(null)}
          hideTitle
        >
          <BannerImage
            banner={{
              id: imageEvent.id,
              title: imageEvent.title,
              imageUrl: imageEvent.imageUrl,
              link: imageEvent.link,
            }}
          />
          <RichText html={imageEvent.text} />
        </ModalDialog>
      )}
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
                onClick={() =>
                  item.imageUrl && item.boardType !== 0
                    ? setImageEvent(item)
                    : setOpenId(isOpen ? null : item.id)
                }
              >
                {item.isPinned && <span className="board-list__tag board-list__tag--pinned">필독</span>}
                <span className="board-list__tag">{item.boardType === 0 ? '공지' : '이벤트'}</span>
                <span className="board-list__text">{item.title}</span>
                <time className="board-list__date" dateTime={item.createdAt} title={kstNote}>
                  {formatKstDate(item.createdAt)}
                </time>
              </button>
              {isOpen && (
                <div id={bodyId} className="board-list__body">
                  {item.imageUrl && (
                    <img className="board-list__image" src={item.imageUrl} alt="" loading="lazy" />
                  )}
                  <RichText html={item.text} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
