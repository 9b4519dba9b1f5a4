import type { Db } from '../../lib/db/database.ts';
import { findNextWindowChange, isShownAt } from './window-repository.ts';

// Notices and events storage (`db` may be a transaction).

/** A board post to insert (demo seed, staff tools). */
export type NewBoardPost = {
  boardType: number;
  title: string;
  bodyHtml: string;
  isPopup?: boolean;
  isVisible?: boolean;
  imageUrl?: string | null;
  link?: string | null;
  isPinned?: boolean;
  startsAt?: Date | null;
  endsAt?: Date | null;
  popupWidth?: number | null;
};

const postColumns = [
  'id',
  'board_type as boardType',
  'title',
  'body_html as bodyHtml',
  'is_visible as isVisible',
  'is_popup as isPopup',
  'image_url as imageUrl',
  'link',
  'created_at as createdAt',
  'is_pinned as isPinned',
  'starts_at as startsAt',
  'ends_at as endsAt',
  'popup_width as popupWidth',
] as const;

// Shown to members: visible, and inside its window at `at` (an open end is no limit).
// An insert and a full update write the same columns, with the same defaults.
const postValues = (post: NewBoardPost) => ({
  board_type: post.boardType,
  title: post.title,
  body_html: post.bodyHtml,
  is_popup: post.isPopup ?? false,
  is_visible: post.isVisible ?? true,
  image_url: post.imageUrl ?? null,
  link: post.link ?? null,
  is_pinned: post.isPinned ?? false,
  starts_at: post.startsAt ?? null,
  ends_at: post.endsAt ?? null,
  popup_width: post.popupWidth ?? null,
});

/** Popup posts shown at `at`, pinned first, then newest first. */
export function listVisiblePopups(db: Db, at: Date) {
  return db
    .selectFrom('board_post')
    .select(postColumns)
    .where(isShownAt(at))
    .where('is_popup', '=', true)
    .orderBy('is_pinned', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

/** The next time after `at` a post's window opens or closes: the initial data's popups are cached until then. */
export function findNextPostWindowChange(db: Db, at: Date) {
  return findNextWindowChange(db, 'board_post', at);
}

/** One page of the posts of `boardTypes` shown at `at`, pinned first, then newest first, and their total. */
export async function listVisiblePosts(
  db: Db,
  boardTypes: readonly number[],
  at: Date,
  limit: number,
  offset: number,
) {
  const shown = db
    .selectFrom('board_post')
    .where('board_type', 'in', [...boardTypes])
    .where(isShownAt(at));
  const rows = await shown
    .select(postColumns)
    .orderBy('is_pinned', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await shown
    .select((eb) => eb.fn.countAll<bigint>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** A post shown at `at`, by id. */
export function findVisiblePost(db: Db, id: number, at: Date) {
  return db
    .selectFrom('board_post')
    .select(postColumns)
    .where('id', '=', id)
    .where(isShownAt(at))
    .executeTakeFirst();
}

/** Adds a post. */
export async function insertPost(db: Db, post: NewBoardPost) {
  return db.insertInto('board_post').values(postValues(post)).returning('id').executeTakeFirstOrThrow();
}

/** One page of a board's posts (or of every board when `boardType` is null), hidden ones too, newest first. */
export async function listPostsForStaff(db: Db, boardType: number | null, limit: number, offset: number) {
  let query = db.selectFrom('board_post');
  if (boardType !== null) query = query.where('board_type', '=', boardType);
  const rows = await query
    .select(postColumns)
    .orderBy('is_pinned', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await query
    .select((eb) => eb.fn.countAll<bigint>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** A post by id, locked for a change (call inside a transaction). */
export function findPostForUpdate(db: Db, id: number) {
  return db.selectFrom('board_post').select(postColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Changes a post's board, title, text, flags, window, popup width and event banner. */
export async function updatePost(db: Db, id: number, post: NewBoardPost) {
  await db.updateTable('board_post').set(postValues(post)).where('id', '=', id).execute();
}

/** Hides a post from members. */
export async function hidePost(db: Db, id: number) {
  await db.updateTable('board_post').set({ is_visible: false }).where('id', '=', id).execute();
}

/** Whether a post with this board type and title exists (keeps the demo seed idempotent). */
export async function hasPost(db: Db, boardType: number, title: string): Promise<boolean> {
  const row = await db
    .selectFrom('board_post')
    .select('id')
    .where('board_type', '=', boardType)
    .where('title', '=', title)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A board post as stored. */
export type BoardPostRecord = Awaited<ReturnType<typeof listVisiblePopups>>[number];
