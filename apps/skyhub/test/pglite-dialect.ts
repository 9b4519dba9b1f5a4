import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

// A minimal Kysely dialect over one in-memory PGlite for the provider's tests (the operator has its
// own; the provider may not import the operator's code). One holder at a time, BEGIN to COMMIT.

class Connection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(query.sql, [...query.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // biome-ignore lint/correctness/useYield: not needed by the tests.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('not supported');
  }
}

class SerialDriver implements Driver {
  private readonly connection: Connection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;

  constructor(pglite: PGlite) {
    this.connection = new Connection(pglite);
  }

  async init() {}

  async acquireConnection() {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection() {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async destroy() {}
}

/** Kysely over an in-memory PGlite. */
export function pgliteDialect(pglite: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new SerialDriver(pglite),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
