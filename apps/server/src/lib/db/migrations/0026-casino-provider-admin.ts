import { type Kysely, sql } from 'kysely';

// Providers added and edited by staff (issue 23): whether the provider manages its own key (the
// built-in one re-registers it at every start, so staff may not edit it), where its reconciliation
// report and game list are read (null: derived from the launch URL, as before), and a game's
// thumbnail from an imported game list.

const statements = [
  'alter table casino_provider add column is_key_managed boolean not null default false',
  'alter table casino_provider add column report_url text',
  'alter table casino_provider add column games_url text',
  'alter table casino_game add column thumbnail_url text',
];

/** The provider's key ownership, report and list URLs; a game's thumbnail. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table casino_game drop column thumbnail_url').execute(db);
  for (const column of ['games_url', 'report_url', 'is_key_managed']) {
    await sql.raw(`alter table casino_provider drop column ${column}`).execute(db);
  }
}
