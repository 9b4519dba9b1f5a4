import type { BannerItem } from '@hanpan/core/api/site';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useLayerStore } from '../../../lib/layer-store.ts';
import { useInitialData } from '../../site/api/get-initial-data.ts';
import { hidePopupForSession, hidePopupForToday, isPopupHidden } from '../popup-visibility.ts';
import { PopupActions } from './popup-actions.tsx';

const isInternal = (link: string) => link.startsWith('/') && !link.startsWith('//');

function BannerImage({ banner }: { banner: BannerItem }) {
  const image = <img className="event-popup__image" src={banner.imageUrl} alt={banner.title} />;
  if (!banner.link) return image;
  if (isInternal(banner.link)) return <Link to={banner.link}>{image}</Link>;
  return (
    <a href={banner.link} target="_blank" rel="noopener noreferrer">
      {image}
    </a>
  );
}

/** Image-event popups from index2 `banner`; they share the layer mask (a mask click closes them). */
export function EventPopups() {
  const { data } = useInitialData();
  const openIds = useLayerStore((state) => state.eventPopupIds);
  const setOpenIds = useLayerStore((state) => state.setEventPopups);
  const isStarted = useRef(false);

  // Open once per page load, with the banners the visitor has not hidden.
  useEffect(() => {
    if (!data || isStarted.current) return;
    isStarted.current = true;
    setOpenIds(data.banner.filter((banner) => !isPopupHidden('event', banner.id)).map((banner) => banner.id));
  }, [data, setOpenIds]);

  const open = (data?.banner ?? []).filter((banner) => openIds.includes(banner.id));
  if (open.length === 0) return null;

  function close(id: number, isForToday: boolean): void {
    if (isForToday) hidePopupForToday('event', id);
    else hidePopupForSession('event', id);
    setOpenIds(useLayerStore.getState().eventPopupIds.filter((openId) => openId !== id));
  }

  return (
    <>
      {open.map((banner, index) => (
        <section
          key={banner.id}
          className="event-popup"
          style={{ marginLeft: `${index * 24}px`, marginTop: `${index * 24}px`, zIndex: 85 + index }}
          role="dialog"
          aria-label={banner.title}
          data-testid="event-popup"
        >
          <BannerImage banner={banner} />
          <PopupActions onHideToday={() => close(banner.id, true)} onClose={() => close(banner.id, false)} />
        </section>
      ))}
    </>
  );
}
