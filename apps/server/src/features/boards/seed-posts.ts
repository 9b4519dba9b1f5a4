import type { Db } from '../../lib/db/database.ts';
import { hasPost, insertPost, type NewBoardPost } from './repository.ts';

/** A board post to add, its HTML already sanitized. */
export type BoardPostToAdd = NewBoardPost;

/** Adds the post unless its board already has one with that title (the demo seed runs again safely). */
export async function addPostOnce(db: Db, post: BoardPostToAdd): Promise<boolean> {
  if (await hasPost(db, post.boardType, post.title)) return false;
  await insertPost(db, post);
  return true;
}
