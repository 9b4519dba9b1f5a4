import type { BoardItem } from '@hanpan/core/api/site';
import { useMemo, useState } from 'react';
import { useInitialData } from '../../lib/initial-data.ts';
import { isNoticePopup } from './notice-popup-items.ts';
import { hidePopupForSession, hidePopupForToday, isPopupHidden } from './popup-visibility.ts';

/** The notice popups of index2 boardList still open in this page view, and how to close one. */
export function useNoticePopups(): { open: BoardItem[]; close: (id: number, isForToday: boolean) => void } {
  const { data } = useInitialData();
  const [closedIds, setClosedIds] = useState<number[]>([]);
  const popups = useMemo(
    () => (data?.boardList ?? []).filter((item) => isNoticePopup(item) && !isPopupHidden('notice', item.id)),
    [data],
  );
  return {
    open: popups.filter((item) => !closedIds.includes(item.id)),
    close(id, isForToday) {
      if (isForToday) hidePopupForToday('notice', id);
      else hidePopupForSession('notice', id);
      setClosedIds((ids) => [...ids, id]);
    },
  };
}
