import { type Kysely, sql } from 'kysely';

/**
 * Refreshes the planner's statistics of the tables of the current schema (or of `tables` only).
 * Autovacuum may be off (the embedded database has none; some servers turn it off): without
 * statistics a query plans for a handful of rows, so callers run this after migrations, seeds and
 * bulk imports.
 */
export async function analyzeTables<DB>(db: Kysely<DB>, tables?: readonly string[]): Promise<void> {
  const names =
    tables ??
    (
      await sql<{ name: string }>`
        select tablename as name from pg_tables where schemaname = current_schema() order by tablename
      `.execute(db)
    ).rows.map((row) => row.name);
  if (names.length === 0) return;
  await sql`analyze ${sql.join(names.map((name) => sql.table(name)))}`.execute(db);
}
