import pg from 'pg';

// The leader's SQL, on a connection of its own outside the pool: a pooled connection goes back to the pool
// and on to other queries, and the session-level advisory lock it holds goes (or stays) with it unseen.

// 'HANP' as a number: the one advisory lock of the leader (classid 0, objid this, objsubid 1 in pg_locks).
const leaderLockKey = 0x48414e50;

/** The instance's application_name: how a new leader finds a stale leader's backends. */
export const applicationNameOf = (instanceId: string) => `hanpan:${instanceId}`;

/** The lease row as a follower reads it. */
export type LeaseState = { holder: string | null; isExpired: boolean };

/** The leader's dedicated connection: every statement below runs on it, never on the pool. */
export type LeaderLockConnection = { readonly client: pg.Client };

/** Opens the dedicated connection; `onLost` hears of its failure (the lock went with it). */
export async function openLeaderLockConnection(options: {
  databaseUrl: string;
  instanceId: string;
  /** Longest a statement may take before the connection is treated as lost. */
  queryTimeoutMs: number;
  onLost: (error: Error) => void;
}): Promise<LeaderLockConnection> {
  const client = new pg.Client({
    connectionString: options.databaseUrl,
    application_name: applicationNameOf(options.instanceId),
    query_timeout: options.queryTimeoutMs,
    connectionTimeoutMillis: options.queryTimeoutMs,
  });
  client.on('error', options.onLost);
  await client.connect();
  return { client };
}

const query = (connection: LeaderLockConnection, text: string, values: unknown[] = []) =>
  connection.client.query(text, values);

/** Takes the advisory lock if no other backend holds it. */
export async function tryLeaderLock(connection: LeaderLockConnection): Promise<boolean> {
  const { rows } = await query(connection, 'select pg_try_advisory_lock($1) as ok', [leaderLockKey]);
  return rows[0]?.ok === true;
}

/** The advisory lock is held by this very backend (pg_locks), not merely believed held. */
export async function isLeaderLockHeld(connection: LeaderLockConnection): Promise<boolean> {
  const { rows } = await query(
    connection,
    `select exists (select 1 from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()
      and classid = 0 and objid = $1 and objsubid = 1 and granted) as held`,
    [leaderLockKey],
  );
  return rows[0]?.held === true;
}

/** Bumps the epoch and makes this instance the holder (waits for the old epoch's fenced transactions). */
export async function takeLeaderLease(
  connection: LeaderLockConnection,
  instanceId: string,
  leaseMs: number,
): Promise<bigint> {
  await query(connection, 'begin');
  try {
    // Bounded: a stale leader's transaction that was not ended must not hold the heartbeat forever.
    await query(connection, `set local lock_timeout = '${Math.max(1000, Math.floor(leaseMs))}ms'`);
    await query(connection, 'select epoch from cluster_leader_lease where id = 1 for update');
    const { rows } = await query(
      connection,
      `update cluster_leader_lease set epoch = epoch + 1, holder = $1,
        expires_at = now() + make_interval(secs => $2::float8 / 1000) where id = 1 returning epoch::text`,
      [instanceId, leaseMs],
    );
    await query(connection, 'commit');
    return BigInt(rows[0].epoch);
  } catch (error) {
    await query(connection, 'rollback').catch(() => undefined);
    throw error;
  }
}

/** Extends the lease of `epoch`; false when the row names another epoch. */
export async function renewLeaderLease(
  connection: LeaderLockConnection,
  epoch: bigint,
  leaseMs: number,
): Promise<boolean> {
  const { rowCount } = await query(
    connection,
    `update cluster_leader_lease set expires_at = now() + make_interval(secs => $2::float8 / 1000)
      where id = 1 and epoch = $1`,
    [String(epoch), leaseMs],
  );
  return rowCount === 1;
}

/** The lease as a follower reads it. */
export async function readLeaderLease(connection: LeaderLockConnection): Promise<LeaseState> {
  const { rows } = await query(
    connection,
    `select holder, coalesce(expires_at < now(), true) as expired from cluster_leader_lease where id = 1`,
  );
  return { holder: rows[0]?.holder ?? null, isExpired: rows[0]?.expired !== false };
}

/** Ends every backend of `holder` (its pool and its lock connection); returns how many. */
export async function terminateBackendsOf(connection: LeaderLockConnection, holder: string): Promise<number> {
  const { rows } = await query(
    connection,
    `select count(*) filter (where pg_terminate_backend(pid))::int as ended from pg_stat_activity
      where application_name = $1 and pid <> pg_backend_pid()`,
    [applicationNameOf(holder)],
  );
  return Number(rows[0]?.ended ?? 0);
}

/** Expires the lease of `epoch` and unlocks, for a successor to take over at once. */
export async function releaseLeaderLock(
  connection: LeaderLockConnection,
  epoch: bigint | null,
): Promise<void> {
  if (epoch !== null) {
    await query(
      connection,
      'update cluster_leader_lease set expires_at = now() where id = 1 and epoch = $1',
      [String(epoch)],
    );
  }
  await query(connection, 'select pg_advisory_unlock($1)', [leaderLockKey]);
}

/** Closes the connection (releasing the lock if it is still held). */
export async function endLeaderLockConnection(connection: LeaderLockConnection): Promise<void> {
  connection.client.removeAllListeners('error');
  // A late error of a closing socket must not crash the process.
  connection.client.on('error', () => undefined);
  await connection.client.end().catch(() => undefined);
}
