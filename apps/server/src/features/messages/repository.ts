import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';

// The member's inbox storage (`db` may be a transaction); every query is scoped to the member.

const messageColumns = ['id', 'title', 'body', 'read_at as readAt', 'created_at as createdAt'] as const;

/** A message as its member sees it. */
export type MessageRecord = { id: number; title: string; body: string; readAt: Date | null; createdAt: Date };

function inboxOf(db: Db, memberId: number) {
  return db.selectFrom('member_message').where('member_id', '=', memberId).where('deleted_at', 'is', null);
}

/** One page of the member's messages, newest first, and their total. */
export async function listInbox(db: Db, memberId: number, limit: number, offset: number) {
  const rows: MessageRecord[] = await inboxOf(db, memberId)
    .select(messageColumns)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await inboxOf(db, memberId)
    .select((eb) => eb.fn.countAll<bigint>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** Marks one of the member's messages read and returns it; undefined when it is not theirs. */
export async function readInboxMessage(
  db: Db,
  memberId: number,
  id: number,
): Promise<MessageRecord | undefined> {
  return db
    .updateTable('member_message')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .returning(messageColumns)
    .executeTakeFirst();
}

/** Marks the member's chosen unread messages read; others' ids change nothing. */
export async function markMessagesRead(db: Db, memberId: number, ids: number[]): Promise<number> {
  const result = await db
    .updateTable('member_message')
    .set({ read_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the member's chosen messages for them (kept for staff read counts). */
export async function deleteMessagesForMember(db: Db, memberId: number, ids: number[]): Promise<number> {
  const result = await db
    .updateTable('member_message')
    .set({ deleted_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Delivers one message to one member (an inquiry answer); returns its id. */
export async function insertMessage(db: Db, memberId: number, title: string, body: string): Promise<number> {
  const row = await db
    .insertInto('member_message')
    .values({ member_id: memberId, title, body })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The unread counts of these members (members with none are left out). */
export async function countUnreadMessages(db: Db, memberIds: number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('member_message')
    .select(['member_id as memberId', (eb) => eb.fn.countAll<bigint>().as('unread')])
    .where('member_id', 'in', memberIds)
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null)
    .groupBy('member_id')
    .execute();
  return new Map(rows.map((row) => [row.memberId, Number(row.unread)]));
}
