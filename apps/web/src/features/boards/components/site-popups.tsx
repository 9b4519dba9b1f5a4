import { useState } from 'react';
import { RichText } from '../../../components/rich-text.tsx';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useEventPopups } from '../use-event-popups.ts';
import { useNoticePopups } from '../use-notice-popups.ts';
import { BannerImage } from './banner-image.tsx';
import { PopupActions } from './popup-actions.tsx';

/**
 * The first-visit popups, notices then image events, in one row: side by side on desktop (none
 * covers another), one at a time with a counter on a phone (<= 787px), the next one shown as the
 * current one closes. The others stay in the page, hidden, so closing never re-orders them.
 */
export function SitePopups() {
  const notices = useNoticePopups();
  const events = useEventPopups();
  const isMobile = useIsMobile();
  // Closed in this page view: the counter keeps counting them ("2/3" after the first closes).
  const [closedCount, setClosedCount] = useState(0);
  const total = closedCount + notices.open.length + events.open.length;
  if (notices.open.length + events.open.length === 0) return null;

  const closeWith =
    (close: (id: number, isForToday: boolean) => void) => (id: number, isForToday: boolean) => {
      close(id, isForToday);
      setClosedCount((count) => count + 1);
    };
  const closeNotice = closeWith(notices.close);
  const closeEvent = closeWith(events.close);
  const counter =
    isMobile && total > 1 ? (
      <p className="site-popups__counter" data-testid="popup-counter">
        {closedCount + 1}/{total}
      </p>
    ) : null;

  return (
    <div className="site-popups" data-testid="site-popups">
      {notices.open.map((item, index) => {
        const titleId = `notice-popup-title-${item.id}`;
        return (
          <section
            key={`notice-${item.id}`}
            className="notice-popup"
            hidden={isMobile && index > 0}
            // Staff may set a desktop width; a phone always shows the popup full width.
            style={!isMobile && item.popupWidth ? { flexBasis: `${item.popupWidth}px` } : undefined}
            role="dialog"
            aria-labelledby={titleId}
            data-testid="notice-popup"
          >
            <h2 id={titleId} className="notice-popup__title">
              {item.title}
            </h2>
            {index === 0 && counter}
            <RichText className="notice-popup__body rich-text" html={item.text} />
            <PopupActions
              onHideToday={() => closeNotice(item.id, true)}
              onClose={() => closeNotice(item.id, false)}
            />
          </section>
        );
      })}
      {events.open.map((banner, index) => {
        const isCurrent = notices.open.length === 0 && index === 0;
        return (
          <section
            key={`event-${banner.id}`}
            className="event-popup"
            hidden={isMobile && !isCurrent}
            role="dialog"
            aria-label={banner.title}
            data-testid="event-popup"
          >
            {isCurrent && counter}
            <BannerImage banner={banner} />
            <PopupActions
              onHideToday={() => closeEvent(banner.id, true)}
              onClose={() => closeEvent(banner.id, false)}
            />
          </section>
        );
      })}
    </div>
  );
}
