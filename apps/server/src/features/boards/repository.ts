import type { Db } from '../../lib/db/database.ts';

/** A board post to insert (demo seed, staff tools). */
export type NewBoardPost = {
  boardType: number;
  title: string;
  bodyHtml: string;
  isPopup?: boolean;
  isVisible?: boolean;
  imageUrl?: string | null;
  link?: string | null;
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
] as const;

/** Notices and events storage (`db` may be a transaction). */
export function createBoardsRepository(db: Db) {
  return {
    /** Visible popup posts, newest first. */
    listVisiblePopups() {
      return db
        .selectFrom('board_post')
        .select(postColumns)
        .where('is_visible', '=', true)
        .where('is_popup', '=', true)
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
    },

    /** One page of a board's visible posts, newest first, and the board's visible total. */
    async listVisible(boardType: number, limit: number, offset: number) {
      const rows = await db
        .selectFrom('board_post')
        .select(postColumns)
        .where('board_type', '=', boardType)
        .where('is_visible', '=', true)
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await db
        .selectFrom('board_post')
        .select((eb) => eb.fn.countAll<bigint>().as('total'))
        .where('board_type', '=', boardType)
        .where('is_visible', '=', true)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },

    /** A visible post by id. */
    findVisible(id: number) {
      return db
        .selectFrom('board_post')
        .select(postColumns)
        .where('id', '=', id)
        .where('is_visible', '=', true)
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

    /** Changes a post's board, title, text and flags. */
    async updatePost(id: number, post: Omit<NewBoardPost, 'imageUrl' | 'link'>) {
      await db
        .updateTable('board_post')
        .set({
          board_type: post.boardType,
          title: post.title,
          body_html: post.bodyHtml,
          is_popup: post.isPopup ?? false,
          is_visible: post.isVisible ?? true,
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
