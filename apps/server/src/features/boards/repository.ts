import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../lib/db/database.ts';

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
const isShownAt = (at: Date) => (eb: ExpressionBuilder<Database, 'board_post'>) =>
  eb.and([
    eb('is_visible', '=', true),
    eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]),
    eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]),
  ]);

/** Notices and events storage (`db` may be a transaction). */
export function createBoardsRepository(db: Db) {
  return {
    /** Popup posts shown at `at`, pinned first, then newest first. */
    listVisiblePopups(at: Date) {
      return db
        .selectFrom('board_post')
        .select(postColumns)
        .where(isShownAt(at))
        .where('is_popup', '=', true)
        .orderBy('is_pinned', 'desc')
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
    },

    /**
     * The next time after `at` a post's window opens or closes (null: none scheduled): the initial
     * data's popups are cached until then.
     */
    async findNextWindowChange(at: Date): Promise<Date | null> {
      const row = await db
        .selectFrom('board_post')
        .select((eb) => [
          eb.fn.min('starts_at').filterWhere('starts_at', '>', at).as('nextStart'),
          eb.fn.min('ends_at').filterWhere('ends_at', '>', at).as('nextEnd'),
        ])
        .where('is_visible', '=', true)
        .executeTakeFirst();
      const times = [row?.nextStart, row?.nextEnd].filter((time): time is Date => time instanceof Date);
      return times.length === 0 ? null : new Date(Math.min(...times.map((time) => time.getTime())));
    },

    /** One page of the posts of `boardTypes` shown at `at`, pinned first, then newest first, and their total. */
    async listVisible(boardTypes: readonly number[], at: Date, limit: number, offset: number) {
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
    },

    /** A post shown at `at`, by id. */
    findVisible(id: number, at: Date) {
      return db
        .selectFrom('board_post')
        .select(postColumns)
        .where('id', '=', id)
        .where(isShownAt(at))
        .executeTakeFirst();
    },

    /** Adds a post. */
    async insertPost(post: NewBoardPost) {
      return db
        .insertInto('board_post')
        .values({
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
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    /** One page of a board's posts (or of every board when `boardType` is null), hidden ones too, newest first. */
    async listForStaff(boardType: number | null, limit: number, offset: number) {
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
    },

    /** A post by id, locked for a change (call inside a transaction). */
    findForUpdate(id: number) {
      return db
        .selectFrom('board_post')
        .select(postColumns)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Changes a post's board, title, text, flags, window and popup width. */
    async updatePost(id: number, post: Omit<NewBoardPost, 'imageUrl' | 'link'>) {
      await db
        .updateTable('board_post')
        .set({
          board_type: post.boardType,
          title: post.title,
          body_html: post.bodyHtml,
          is_popup: post.isPopup ?? false,
          is_visible: post.isVisible ?? true,
          is_pinned: post.isPinned ?? false,
          starts_at: post.startsAt ?? null,
          ends_at: post.endsAt ?? null,
          popup_width: post.popupWidth ?? null,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Hides a post from members. */
    async hidePost(id: number) {
      await db.updateTable('board_post').set({ is_visible: false }).where('id', '=', id).execute();
    },

    /** Whether a post with this board type and title exists (keeps the demo seed idempotent). */
    async hasPost(boardType: number, title: string): Promise<boolean> {
      const row = await db
        .selectFrom('board_post')
        .select('id')
        .where('board_type', '=', boardType)
        .where('title', '=', title)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** The boards feature's storage. */
export type BoardsRepository = ReturnType<typeof createBoardsRepository>;

/** A board post as stored. */
export type BoardPostRecord = Awaited<ReturnType<BoardsRepository['listVisiblePopups']>>[number];
