import type { BoardListItem, RulePage } from '@hanpan/core/api/boards';
import type { BannerItem, BoardItem } from '@hanpan/core/api/site';
import type { StaffBoardItem } from '@hanpan/core/api/staff-boards';
import { sanitizeStoredBoardHtml } from '../../lib/html/sanitize-html.ts';
import type { BoardPostRecord } from './repository.ts';
import type { RulePageRecord } from './rules-repository.ts';

/** A post as the spec's board item; the HTML is sanitized again (rows stored before sanitizing on write). */
export function presentBoardItem(post: BoardPostRecord): BoardItem {
  return {
    id: post.id,
    title: post.title,
    text: sanitizeStoredBoardHtml(post.bodyHtml),
    boardType: post.boardType,
    visible: post.isVisible,
    popupWidth: post.popupWidth,
  };
}

/** A post in a board list or view. */
export function presentBoardListItem(post: BoardPostRecord): BoardListItem {
  return {
    ...presentBoardItem(post),
    createdAt: post.createdAt.toISOString(),
    imageUrl: post.imageUrl,
    link: post.link,
    isPinned: post.isPinned,
  };
}

/** An image event as a banner / image popup. */
export function presentBanner(post: BoardPostRecord): BannerItem {
  return { id: post.id, title: post.title, imageUrl: post.imageUrl ?? '', link: post.link };
}

/** A post as the back office sees it (the text exactly as stored). */
export function presentStaffBoardItem(post: BoardPostRecord): StaffBoardItem {
  return {
    id: post.id,
    boardType: post.boardType,
    title: post.title,
    text: post.bodyHtml,
    isVisible: post.isVisible,
    isPopup: post.isPopup,
    isPinned: post.isPinned,
    startsAt: post.startsAt?.toISOString() ?? null,
    endsAt: post.endsAt?.toISOString() ?? null,
    popupWidth: post.popupWidth,
    imageUrl: post.imageUrl,
    link: post.link,
    createdAt: post.createdAt.toISOString(),
  };
}

/** A rules page as members read it (sanitized again, like posts). */
export function presentRulePage(page: RulePageRecord): RulePage {
  return {
    id: page.id,
    messageType: page.messageType,
    title: page.title,
    text: sanitizeStoredBoardHtml(page.bodyHtml),
  };
}
