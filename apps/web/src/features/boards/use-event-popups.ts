import type { BannerItem } from '@hanpan/core/api/site';
import { useEffect, useRef } from 'react';
import { useInitialData } from '../../lib/initial-data.ts';
import { useLayerStore } from '../../lib/layer-store.ts';
import { hidePopupForSession, hidePopupForToday, isPopupHidden } from './popup-visibility.ts';

/**
 * The image-event popups of index2 `banner` still open, and how to close one. They live in the
 * layer store because they share the mask with the side layers (a mask click closes them all).
 */
export function useEventPopups(): { open: BannerItem[]; close: (id: number, isForToday: boolean) => void } {
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

  return {
    open: (data?.banner ?? []).filter((banner) => openIds.includes(banner.id)),
    close(id, isForToday) {
      if (isForToday) hidePopupForToday('event', id);
      else hidePopupForSession('event', id);
      setOpenIds(useLayerStore.getState().eventPopupIds.filter((openId) => openId !== id));
    },
  };
}
