import pg from 'pg';

// The leader's SQL, on a connection of its own outside the pool: a pooled connection goes back to the pool
// and on to other queries, and the session-level advisory lock it holds goes (or stays) with it unseen.

// 'HANP' as a number: the one advisory lock of the leader (classid 0, objid this, objsubid 1 in pg_locks).
const leaderLockKey = 0x48414e50;

/** The instance's application_name: how a new leader finds a stale leader's backends. */
export const applicationNameOf = (instanceId: string) => `hanpan:${instanceId}`;

/** The lease row as a follower reads it. */
export type LeaseState = { holder: string | null; isExpired: boolean };

/** The leader-election statements on one dedicated connection. */
export type LeaderLockConnection = {
  tryLock(): Promise<boolean>;
  /** The advisory lock is held by this very backend (pg_locks), not merely believed held. */
  isLockHeld(): Promise<boolean>;
  /** Bumps the epoch and makes this instance the holder (waits for the old epoch's fenced transactions). */
  takeLease(instanceId: string, leaseMs: number): Promise<bigint>;
  /** Extends the lease of `epoch`; false when the row names another epoch. */
  renewLease(epoch: bigint, leaseMs: number): Promise<boolean>;
  readLease(): Promise<LeaseState>;
  /** Ends every backend of `holder` (its pool and its lock connection); returns how many. */
  terminateBackendsOf(holder: string): Promise<number>;
  /** Expires the lease of `epoch` and unlocks, for a successor to take over at once. */
  release(epoch: bigint | null): Promise<void>;
  end(): Promise<void>;
};

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
  const query = (text: string, values: unknown[] = []) => client.query(text, values);
  return {
    async tryLock() {
      const { rows } = await query('select pg_try_advisory_lock($1) as ok', [leaderLockKey]);
      return rows[0]?.ok === true;
    },
    async isLockHeld() {
      const { rows } = await query(
        `select exists (select 1 from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()
          and classid = 0 and objid = $1 and objsubid = 1 and granted) as held`,
        [leaderLockKey],
      );
      return rows[0]?.held === true;
    },
    async takeLease(instanceId, leaseMs) {
      await query('begin');
      try {
        // Bounded: a stale leader's transaction that was not ended must not hold the heartbeat forever.
        await query(`set local lock_timeout = '${Math.max(1000, Math.floor(leaseMs))}ms'`);
        await query('select epoch from cluster_leader_lease where id = 1 for update');
        const { rows } = await query(
          `update cluster_leader_lease set epoch = epoch + 1, holder = $1,
            expires_at = now() + make_interval(secs => $2::float8 / 1000) where id = 1 returning epoch::text`,
          [instanceId, leaseMs],
        );
        await query('commit');
        return BigInt(rows[0].epoch);
      } catch (error) {
        await query('rollback').catch(() => undefined);
        throw error;
      }
    },
    async renewLease(epoch, leaseMs) {
      const { rowCount } = await query(
        `update cluster_leader_lease set expires_at = now() + make_interval(secs => $2::float8 / 1000)
          where id = 1 and epoch = $1`,
        [String(epoch), leaseMs],
      );
      return rowCount === 1;
    },
    async readLease() {
      const { rows } = await query(
        `select holder, coalesce(expires_at < now(), true) as expired from cluster_leader_lease where id = 1`,
      );
      return { holder: rows[0]?.holder ?? null, isExpired: rows[0]?.expired !== false };
    },
    async terminateBackendsOf(holder) {
      const { rows } = await query(
        `select count(*) filter (where pg_terminate_backend(pid))::int as ended from pg_stat_activity
          where application_name = $1 and pid <> pg_backend_pid()`,
        [applicationNameOf(holder)],
      );
      return Number(rows[0]?.ended ?? 0);
    },
    async release(epoch) {
      if (epoch !== null) {
        await query('update cluster_leader_lease set expires_at = now() where id = 1 and epoch = $1', [
          String(epoch),
        ]);
      }
      await query('select pg_advisory_unlock($1)', [leaderLockKey]);
    },
    async end() {
      client.removeAllListeners('error');
      // A late error of a closing socket must not crash the process.
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    },
  };
}
