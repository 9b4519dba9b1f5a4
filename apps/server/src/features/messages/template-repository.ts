import type { Db } from '../../lib/db/database.ts';

// Staff templates storage (`db` may be a transaction).

/** What a template is for. */
export type TemplateKind = 'message' | 'inquiry';

/** A template's stored fields. */
export type TemplateRecord = { id: number; kind: TemplateKind; title: string; body: string; updatedAt: Date };

const templateColumns = ['id', 'kind', 'title', 'body', 'updated_at as updatedAt'] as const;

/** The templates of a kind, by title. */
export function listTemplates(db: Db, kind: TemplateKind): Promise<TemplateRecord[]> {
  return db
    .selectFrom('message_template')
    .select(templateColumns)
    .where('kind', '=', kind)
    .orderBy('title')
    .orderBy('id')
    .execute();
}

/** One template, locked for a change. */
export function findTemplateForUpdate(db: Db, id: number): Promise<TemplateRecord | undefined> {
  return db
    .selectFrom('message_template')
    .select(templateColumns)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Stores a new template. */
export function insertTemplate(
  db: Db,
  fields: { kind: TemplateKind; title: string; body: string },
): Promise<TemplateRecord> {
  return db
    .insertInto('message_template')
    .values(fields)
    .returning(templateColumns)
    .executeTakeFirstOrThrow();
}

/** Changes a template. */
export function updateTemplate(
  db: Db,
  id: number,
  fields: { kind: TemplateKind; title: string; body: string },
): Promise<TemplateRecord> {
  return db
    .updateTable('message_template')
    .set({ ...fields, updated_at: new Date() })
    .where('id', '=', id)
    .returning(templateColumns)
    .executeTakeFirstOrThrow();
}

/** Removes a template. */
export async function removeTemplate(db: Db, id: number): Promise<void> {
  await db.deleteFrom('message_template').where('id', '=', id).execute();
}
