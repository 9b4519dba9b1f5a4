import type { BoardItem } from '@hanpan/core/api/site';

/**
 * True when a board item should open as a notice popup. Core's BoardItem has only `visible`;
 * if the server adds an explicit `isPopup` flag, that one decides.
 */
export function isNoticePopup(item: BoardItem): boolean {
  const flagged = (item as BoardItem & { isPopup?: boolean }).isPopup;
  return flagged ?? item.visible;
}
