import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** A leader-only write refused: this process no longer holds the leader lease of that epoch. */
export class FencedError extends Error {
  readonly code = 'HANPAN_FENCED';
  constructor(epoch: bigint | null) {
    super(
      epoch === null
        ? 'Not the leader: leader-only write refused'
        : `Fenced: epoch ${epoch} is no longer the leader's`,
    );
    this.name = 'FencedError';
  }
}

/** The epoch this process leads under, or null while it does not lead. */
export type FenceEpoch = () => bigint | null;

// FOR KEY SHARE: a takeover's SELECT ... FOR UPDATE of the row waits for (or, after terminating the stale
// leader's backends, outlives) every transaction that passed this check, while the leader's own heartbeat
// (an UPDATE of expires_at, no key change) never waits for its tasks' transactions.
const fenceSql =
  'select 1 from cluster_leader_lease where id = 1 and epoch = $1 and expires_at > now() for key share';

const checkFence = async (connection: DatabaseConnection, epochOf: FenceEpoch) => {
  const epoch = epochOf();
  if (epoch === null) throw new FencedError(null);
  const { rows } = await connection.executeQuery(CompiledQuery.raw(fenceSql, [String(epoch)]));
  if (rows.length === 0) throw new FencedError(epoch);
};

class FencedConnection implements DatabaseConnection {
  isInTransaction = false;
  constructor(
    readonly inner: DatabaseConnection,
    private readonly epochOf: FenceEpoch,
  ) {}

  // A statement outside a transaction gets one of its own, fenced like any other.
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.isInTransaction) return this.inner.executeQuery<R>(query);
    await this.inner.executeQuery(CompiledQuery.raw('begin'));
    try {
      await checkFence(this.inner, this.epochOf);
      const result = await this.inner.executeQuery<R>(query);
      await this.inner.executeQuery(CompiledQuery.raw('commit'));
      return result;
    } catch (error) {
      await this.inner.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      throw error;
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (!this.isInTransaction) throw new Error('A fenced stream runs inside a transaction');
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }
}

const innerOf = (connection: DatabaseConnection) => (connection as FencedConnection).inner;

class FencedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly epochOf: FenceEpoch,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new FencedConnection(await this.inner.acquireConnection(), this.epochOf);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(innerOf(connection), settings);
    try {
      await checkFence(innerOf(connection), this.epochOf);
    } catch (error) {
      await this.inner.rollbackTransaction(innerOf(connection)).catch(() => undefined);
      throw error;
    }
    (connection as FencedConnection).isInTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    (connection as FencedConnection).isInTransaction = false;
    await this.inner.commitTransaction(innerOf(connection));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    (connection as FencedConnection).isInTransaction = false;
    await this.inner.rollbackTransaction(innerOf(connection));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint?.(innerOf(connection), name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.rollbackToSavepoint?.(innerOf(connection), name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.releaseSavepoint?.(innerOf(connection), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection) {
    (connection as FencedConnection).isInTransaction = false;
    await this.inner.releaseConnection(innerOf(connection));
  }

  // The pool belongs to the plain handle, which closes it.
  async destroy() {}
}

/**
 * `dialect` with every transaction fenced: it begins by reading the leader lease row with this process's
 * epoch (FOR KEY SHARE) and throws FencedError when the row says another epoch or an expired lease; a
 * statement outside a transaction runs in one of its own.
 */
export function fencedDialect(dialect: Dialect, epochOf: FenceEpoch): Dialect {
  return {
    createDriver: () => new FencedDriver(dialect.createDriver(), epochOf),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
