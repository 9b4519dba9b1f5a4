import { type CSSProperties, useMemo, useState } from 'react';
import { RichText } from '../../../components/rich-text.tsx';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useInitialData } from '../../site/api/get-initial-data.ts';
import { isNoticePopup } from '../notice-popup-items.ts';
import { hidePopupForSession, hidePopupForToday, isPopupHidden } from '../popup-visibility.ts';
import { PopupActions } from './popup-actions.tsx';

const cascadeStep = 36;

/** Notice popups from index2 boardList: 502px and cascaded on desktop, full width on mobile. */
export function NoticePopups() {
  const { data } = useInitialData();
  const isMobile = useIsMobile();
  const [closedIds, setClosedIds] = useState<number[]>([]);
  const popups = useMemo(
    () => (data?.boardList ?? []).filter((item) => isNoticePopup(item) && !isPopupHidden('notice', item.id)),
    [data],
  );
  const open = popups.filter((item) => !closedIds.includes(item.id));
  if (open.length === 0) return null;

  function close(id: number, isForToday: boolean): void {
    if (isForToday) hidePopupForToday('notice', id);
    else hidePopupForSession('notice', id);
    setClosedIds((ids) => [...ids, id]);
  }

  return (
    <div className="notice-popups">
      {open.map((item, index) => {
        // The first popup lies on top; the others peek out below and to the right of it.
        const zIndex = 99 - index;
        const style: CSSProperties = isMobile
          ? { top: `${104 + index * 12}px`, zIndex }
          : { left: `${24 + index * cascadeStep}px`, top: `${128 + index * cascadeStep}px`, zIndex };
        const titleId = `notice-popup-title-${item.id}`;
        return (
          <section
            key={item.id}
            className="notice-popup"
            style={style}
            role="dialog"
            aria-labelledby={titleId}
            data-testid="notice-popup"
          >
            <h2 id={titleId} className="notice-popup__title">
              {item.title}
            </h2>
            <RichText className="notice-popup__body rich-text" html={item.text} />
            <PopupActions onHideToday={() => close(item.id, true)} onClose={() => close(item.id, false)} />
          </section>
        );
      })}
    </div>
  );
}
