import type { Db } from '../../lib/db/database.ts';

// The rules pages (POST /api/board/getRules); `db` may be a transaction.

/** A rules page to store. */
export type RulePageDraft = {
  messageType: number;
  title: string;
  bodyHtml: string;
  sortOrder: number;
  isVisible: boolean;
};

const ruleColumns = [
  'id',
  'message_type as messageType',
  'title',
  'body_html as bodyHtml',
  'sort_order as sortOrder',
  'is_visible as isVisible',
  'updated_at as updatedAt',
] as const;

/** The visible pages of one kind, in table-of-contents order. */
export function listVisibleRulePages(db: Db, messageType: number) {
  return db
    .selectFrom('site_rule')
    .select(ruleColumns)
    .where('message_type', '=', messageType)
    .where('is_visible', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Every page, hidden ones too (the back office). */
export function listAllRulePages(db: Db) {
  return db
    .selectFrom('site_rule')
    .select(ruleColumns)
    .orderBy('message_type')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** A page by id, locked for a change (call inside a transaction). */
export function findRulePageForUpdate(db: Db, id: number) {
  return db.selectFrom('site_rule').select(ruleColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Adds a page. */
export function insertRulePage(db: Db, page: RulePageDraft) {
  return db
    .insertInto('site_rule')
    .values({
      message_type: page.messageType,
      title: page.title,
      body_html: page.bodyHtml,
      sort_order: page.sortOrder,
      is_visible: page.isVisible,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Changes a page. */
export async function updateRulePage(db: Db, id: number, page: RulePageDraft) {
  await db
    .updateTable('site_rule')
    .set({
      message_type: page.messageType,
      title: page.title,
      body_html: page.bodyHtml,
      sort_order: page.sortOrder,
      is_visible: page.isVisible,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** A rules page as stored. */
export type RulePageRecord = Awaited<ReturnType<typeof listAllRulePages>>[number];
