import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex.ts';
import { PGliteStatements } from './pglite-statements.ts';

const writeCommands = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The single PGlite connection; only the driver hands it out, one holder at a time. */
class PGliteConnection implements DatabaseConnection {
  readonly #statements: PGliteStatements;

  constructor(pglite: PGlite) {
    this.#statements = new PGliteStatements(pglite);
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#statements.run(compiledQuery.sql, compiledQuery.parameters);
    const isWrite = result.command !== undefined && writeCommands.has(result.command);
    return {
      rows: result.rows as R[],
      numAffectedRows: isWrite ? BigInt(result.rowCount ?? result.affectedRows ?? 0) : undefined,
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported on PGlite.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite');
  }
}

/**
 * PGlite is one Postgres backend in this process: a transaction must own it from BEGIN to
 * COMMIT, so the connection is guarded by a mutex held from acquire to release. Awaiting
 * anything slow (network, timers) while holding it stalls every other query.
 */
class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  readonly #mutex = new Mutex();
  #release: (() => void) | null = null;

  constructor(pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}${access}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  // Waits for the current holder so nothing is mid-query when the owner closes PGlite.
  async destroy(): Promise<void> {
    const release = await this.#mutex.lock();
    release();
  }
}

/** A Kysely dialect over one PGlite instance (PostgreSQL SQL, adapter and introspection). */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
