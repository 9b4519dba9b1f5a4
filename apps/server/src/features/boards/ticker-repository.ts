import type { Db } from '../../lib/db/database.ts';
import { findNextWindowChange, isShownAt } from './window-repository.ts';

// The ticker lines under the header (index2 slideText); `db` may be a transaction.

/** A ticker line to store. */
export type TickerLineDraft = {
  text: string;
  isVisible: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
};

const lineColumns = [
  'id',
  'text',
  'is_visible as isVisible',
  'starts_at as startsAt',
  'ends_at as endsAt',
  'created_at as createdAt',
] as const;

/** The lines shown at `at`, oldest first. */
export function listShownTickerLines(db: Db, at: Date) {
  return db
    .selectFrom('site_ticker')
    .select(lineColumns)
    .where(isShownAt(at))
    .orderBy('id')
    .limit(20)
    .execute();
}

/** The next time after `at` a visible line's window opens or closes (null: none scheduled). */
export function findNextTickerWindowChange(db: Db, at: Date) {
  return findNextWindowChange(db, 'site_ticker', at);
}

/** Every line, hidden ones too, newest first (the back office). */
export function listAllTickerLines(db: Db) {
  return db.selectFrom('site_ticker').select(lineColumns).orderBy('id', 'desc').limit(200).execute();
}

/** A line by id, locked for a change (call inside a transaction). */
export function findTickerLineForUpdate(db: Db, id: number) {
  return db.selectFrom('site_ticker').select(lineColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Adds a line. */
export function insertTickerLine(db: Db, line: TickerLineDraft) {
  return db
    .insertInto('site_ticker')
    .values({
      text: line.text,
      is_visible: line.isVisible,
      starts_at: line.startsAt,
      ends_at: line.endsAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Changes a line. */
export async function updateTickerLine(db: Db, id: number, line: TickerLineDraft) {
  await db
    .updateTable('site_ticker')
    .set({ text: line.text, is_visible: line.isVisible, starts_at: line.startsAt, ends_at: line.endsAt })
    .where('id', '=', id)
    .execute();
}

/** A ticker line as stored. */
export type TickerLineRecord = Awaited<ReturnType<typeof listAllTickerLines>>[number];
