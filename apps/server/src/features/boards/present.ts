import type { BoardListItem } from '@hanpan/core/api/boards';
import type { BannerItem, BoardItem } from '@hanpan/core/api/site';
import type { BoardPostRecord } from './repository.ts';

/** A post as the spec's board item; body_html is staff-written HTML, passed as is. */
export function presentBoardItem(post: BoardPostRecord): BoardItem {
  return {
    id: post.id,
    title: post.title,
    text: post.bodyHtml,
    boardType: post.boardType,
    visible: post.isVisible,
  };
}

/** A post in a board list or view. */
export function presentBoardListItem(post: BoardPostRecord): BoardListItem {
  return {
    ...presentBoardItem(post),
    createdAt: post.createdAt.toISOString(),
    imageUrl: post.imageUrl,
    link: post.link,
  };
}

/** An image event as a banner / image popup. */
export function presentBanner(post: BoardPostRecord): BannerItem {
  return { id: post.id, title: post.title, imageUrl: post.imageUrl ?? '', link: post.link };
}
