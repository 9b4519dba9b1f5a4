import type { Db } from '../src/lib/db/database.ts';

/** A message to a member (unread unless `isRead`); returns its id. */
export async function insertMessage(
  db: Db,
  memberId: number,
  options: { isRead?: boolean; title?: string } = {},
): Promise<number> {
  const row = await db
    .insertInto('member_message')
    .values({
      member_id: memberId,
      title: options.title ?? '알림',
      body: '내용',
      read_at: options.isRead ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The member's message rows as stored, oldest first. */
export function messageRowsOf(db: Db, memberId: number) {
  return db
    .selectFrom('member_message')
    .select(['id', 'title', 'body', 'read_at', 'deleted_at', 'send_job_id'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}
