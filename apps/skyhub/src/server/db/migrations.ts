import { type Kysely, type Migration, Migrator, sql } from 'kysely';

// The provider's own tables, next to the operator's in the same database but with their own
// migration bookkeeping (skyhub_migration), so the two never share a migration list.

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('skyhub_key')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('public_key_pem', 'text', (c) => c.notNull())
      .addColumn('private_key_pem', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('skyhub_session')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('browser_hash', 'text', (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('nick', 'text', (c) => c.notNull())
      .addColumn('game_code', 'text', (c) => c.notNull())
      .addColumn('rules', 'jsonb', (c) => c.notNull())
      .addColumn('last_spin_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('skyhub_fairness')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('server_seed', 'text', (c) => c.notNull())
      .addColumn('server_seed_hash', 'text', (c) => c.notNull())
      .addColumn('client_seed', 'text', (c) => c.notNull())
      .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('revealed_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('skyhub_fairness_active')
      .on('skyhub_fairness')
      .column('user_id')
      .unique()
      .where(sql.ref('is_active'), '=', true)
      .execute();
    await db.schema
      .createTable('skyhub_round')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('game_code', 'text', (c) => c.notNull())
      .addColumn('fairness_id', 'bigint', (c) => c.notNull())
      .addColumn('client_seed', 'text', (c) => c.notNull())
      .addColumn('nonce', 'integer', (c) => c.notNull())
      .addColumn('stake', 'bigint', (c) => c.notNull())
      .addColumn('win', 'bigint')
      .addColumn('params', 'jsonb', (c) => c.notNull())
      .addColumn('outcome', 'jsonb')
      .addColumn('state', 'jsonb')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('settled_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('skyhub_round_user')
      .on('skyhub_round')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('skyhub_wallet_tx')
      .addColumn('transaction_uuid', 'text', (c) => c.primaryKey())
      // Insertion order: a bet and its win share a timestamp under a frozen clock.
      .addColumn('seq', 'bigserial', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('round_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('reference_transaction_uuid', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('last_status', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('acked_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('skyhub_wallet_tx_due')
      .on('skyhub_wallet_tx')
      .column('next_attempt_at')
      .where(sql.ref('status'), '=', 'pending')
      .execute();
    await db.schema
      .createIndex('skyhub_wallet_tx_created')
      .on('skyhub_wallet_tx')
      .column('created_at')
      .execute();
  },
};

/** What one migration run answered (Kysely's migrateToLatest). */
type MigrationRun = { error?: unknown; results?: readonly { status: string; migrationName: string }[] };

// Kysely lists the tables of every schema before it migrates: another test file dropping or
// altering its own schema at that moment fails the listing (schema, table or column gone) before
// anything was migrated.
const catalogRaceCodes = new Set(['3F000', '42P01', '42703']);

/**
 * Runs `migrate` until it succeeds, trying again (up to 5 runs) while it fails in the table listing
 * on a catalog race, with no migration attempted; any other failure is thrown.
 */
export async function migrateRetryingCatalogRaces(migrate: () => Promise<MigrationRun>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrate();
    const failed = results?.find((result) => result.status === 'Error');
    if (!error && !failed) return;
    const code = (error as { code?: string } | undefined)?.code;
    if (code && catalogRaceCodes.has(code) && !failed && attempt < 5) continue;
    throw new Error(`Skyhub migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** Brings the provider's tables up to date (PGlite and PostgreSQL alike). */
export async function migrateSkyhub(db: Kysely<unknown>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ '0001-skyhub': initial }) },
    migrationTableName: 'skyhub_migration',
    migrationLockTableName: 'skyhub_migration_lock',
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  await migrateRetryingCatalogRaces(() => migrator.migrateToLatest());
}

/** The schema unqualified names resolve to (first on the search path). */
export async function currentSchema(db: Kysely<unknown>): Promise<string> {
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return result.rows[0]?.schema ?? 'public';
}
