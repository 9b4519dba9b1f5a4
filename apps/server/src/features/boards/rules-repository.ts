import type { Db } from '../../lib/db/database.ts';

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

/** The rules pages (POST /api/board/getRules); `db` may be a transaction. */
export function createRulesRepository(db: Db) {
  return {
    /** The visible pages of one kind, in table-of-contents order. */
    listVisible(messageType: number) {
      return db
        .selectFrom('site_rule')
        .select(ruleColumns)
        .where('message_type', '=', messageType)
        .where('is_visible', '=', true)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    /** Every page, hidden ones too (the back office). */
    listAll() {
      return db
        .selectFrom('site_rule')
        .select(ruleColumns)
        .orderBy('message_type')
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    /** A page by id, locked for a change (call inside a transaction). */
    findForUpdate(id: number) {
      return db
        .selectFrom('site_rule')
        .select(ruleColumns)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Adds a page. */
    insertPage(page: RulePageDraft) {
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
    },

    /** Changes a page. */
    async updatePage(id: number, page: RulePageDraft) {
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
    },
  };
}

/** A rules page as stored. */
export type RulePageRecord = Awaited<ReturnType<ReturnType<typeof createRulesRepository>['listAll']>>[number];
