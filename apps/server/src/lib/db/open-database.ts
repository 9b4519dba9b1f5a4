import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type KyselyConfig, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import type { Database, Db } from './database.ts';
import { type FenceEpoch, fencedDialect } from './fenced-dialect.ts';
import { PreparedStatementClient } from './pg-prepared-client.ts';
import { PGliteDialect } from './pglite-dialect.ts';

const int8Oid = 20;
const dateOid = 1082;

// int8 must read as bigint on both drivers (money is whole won in bigint columns); date stays
// 'YYYY-MM-DD' text so no time zone can shift a birth date.
const pgliteParsers = {
  [int8Oid]: (value: string) => BigInt(value),
  [dateOid]: (value: string) => value,
};

// Per pool, not pg.types.setTypeParser: the global setter would change every pg client in the process.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === int8Oid) return (value: string) => BigInt(value);
    if (oid === dateOid) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/** Which engine a handle talks to. */
export type DatabaseEngine = 'pglite' | 'postgres';

/** An open database: the query builder and how to close it cleanly. */
export type DatabaseHandle = {
  db: Db;
  engine: DatabaseEngine;
  close(): Promise<void>;
  /**
   * PostgreSQL only: a handle on the same pool whose every transaction is fenced by the leader lease of
   * `epochOf()` (lib/db/fenced-dialect.ts), for the leader's scheduled jobs. Closing `db` closes it.
   */
  openFenced?: (epochOf: FenceEpoch) => Db;
};

/** Where the data lives: a PostgreSQL URL, else a PGlite folder, else PGlite in memory. */
export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** PGlite data folder; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** In-memory PGlite only: start from this data directory dump (`dumpDataDir`) instead of an empty cluster. */
  initialDataDir?: Blob | undefined;
  /** PostgreSQL only: the schema to put first on the search path. */
  schema?: string | undefined;
  /**
   * PostgreSQL only: the connections' application_name (`hanpan:<instance id>`), by which a new leader
   * finds a stale leader's backends (lib/cluster/leadership.ts).
   */
  applicationName?: string | undefined;
  poolMax?: number;
  /** PostgreSQL only: an idle pooled connection failed (the server logs it at error). */
  onPoolError?: (error: Error) => void;
  /** Kysely's log hook: sees every statement sent, BEGIN and COMMIT included (the round-trip tests count them). */
  log?: KyselyConfig['log'];
};

const openPostgres = (options: DatabaseOptions & { databaseUrl: string }): DatabaseHandle => {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolMax ?? 10,
    types: pgTypes,
    Client: PreparedStatementClient,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
  });
  // An idle client losing its connection must not crash the process (the next query reconnects),
  // but it is reported: a database going away should show in the log.
  pool.on('error', options.onPoolError ?? ((error) => console.error('PostgreSQL pool error', error)));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    db,
    engine: 'postgres',
    close: () => db.destroy(),
    openFenced: (epochOf) =>
      new Kysely<Database>({
        dialect: fencedDialect(new PostgresDialect({ pool }), epochOf),
        ...(options.log ? { log: options.log } : {}),
      }),
  };
};

const openPGlite = async ({ dataDir, initialDataDir, log }: DatabaseOptions): Promise<DatabaseHandle> => {
  let lock: DataDirLock | null = null;
  if (dataDir) lock = lockDataDir(dataDir);
  let pglite: PGlite;
  try {
    pglite = dataDir
      ? new PGlite(path.join(path.resolve(dataDir), 'pglite'), { parsers: pgliteParsers })
      : new PGlite({ parsers: pgliteParsers, ...(initialDataDir ? { loadDataDir: initialDataDir } : {}) });
    await pglite.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), ...(log ? { log } : {}) });
  let closing: Promise<void> | null = null;
  const close = async () => {
    await db.destroy();
    try {
      // Flush to the data files so the next start needs no WAL replay.
      if (dataDir) await pglite.exec('CHECKPOINT');
      await pglite.close();
    } finally {
      lock?.release();
    }
  };
  return {
    db,
    engine: 'pglite',
    close: () => {
      closing ??= close();
      return closing;
    },
  };
};

/** Opens PostgreSQL when `databaseUrl` is set, else PGlite (locking `dataDir` for this process). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres({ ...options, databaseUrl: options.databaseUrl });
  return openPGlite(options);
}
