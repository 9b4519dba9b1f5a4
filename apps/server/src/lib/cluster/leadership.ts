import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { FenceEpoch } from '../db/fenced-dialect.ts';
import {
  endLeaderLockConnection,
  isLeaderLockHeld,
  type LeaderLockConnection,
  openLeaderLockConnection,
  readLeaderLease,
  releaseLeaderLock,
  renewLeaderLease,
  takeLeaderLease,
  terminateBackendsOf,
  tryLeaderLock,
} from './leader-lock-repository.ts';

/** Hears of leadership gained (true) or lost (false); awaited before the next change. */
export type LeadershipListener = (isLeader: boolean) => Promise<void> | void;

/** What /api/ready and the log say of this process's part. */
export type LeadershipStatus = { instanceId: string; isLeader: boolean; epoch: string | null };

/** One process at a time leads: it runs every scheduled job (runAsLeader), the others serve requests. */
export type Leadership = {
  /** Starts electing (after the migrations: the lease row must exist); resolves after the first attempt. */
  start(): Promise<void>;
  /** Steps down (listeners stopped, lease expired, lock released) and stops electing. */
  close(): Promise<void>;
  isLeader(): boolean;
  /** The fencing epoch this process leads under, or null. */
  epoch(): bigint | null;
  status(): LeadershipStatus;
  /** The handle for leader-only work: its writes fail with FencedError once this process no longer leads. */
  fencedDb: Db;
  onChange(listener: LeadershipListener): void;
};

/** Heartbeat and lease defaults (LEADER_HEARTBEAT_MS, LEADER_LEASE_MS): a SIGKILL is taken over in ~1 s, a frozen leader in ~6 s. */
export const defaultLeaderTimings = { heartbeatMs: 1000, leaseMs: 5000 };

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

const notifyAll = async (listeners: readonly LeadershipListener[], isLeader: boolean, log: Log) => {
  // Started in order, stopped in reverse: the feed stops before the settlement it feeds.
  for (const listener of isLeader ? listeners : listeners.toReversed()) {
    try {
      await listener(isLeader);
    } catch (error) {
      log.error({ err: error, isLeader }, 'Leader task failed to change state');
    }
  }
};

/**
 * The embedded single process (PGlite; its data folder is locked to it): always the leader, its jobs
 * unfenced on the plain handle, exactly as before leadership existed.
 */
export function createEmbeddedLeadership(options: { db: Db; instanceId: string; log: Log }): Leadership {
  const listeners: LeadershipListener[] = [];
  let state: 'idle' | 'leading' | 'closed' = 'idle';
  return {
    async start() {
      if (state !== 'idle') return;
      state = 'leading';
      await notifyAll(listeners, true, options.log);
    },
    async close() {
      const wasLeading = state === 'leading';
      state = 'closed';
      if (wasLeading) await notifyAll(listeners, false, options.log);
    },
    isLeader: () => state !== 'closed',
    epoch: () => null,
    status: () => ({ instanceId: options.instanceId, isLeader: state !== 'closed', epoch: null }),
    fencedDb: options.db,
    onChange: (listener) => listeners.push(listener),
  };
}

/** What a PostgreSQL leadership is built from. */
export type LeadershipOptions = {
  databaseUrl: string;
  /** Builds the fenced handle on the app's pool (DatabaseHandle.openFenced). */
  openFenced: (epochOf: FenceEpoch) => Db;
  instanceId: string;
  log: Log;
  heartbeatMs?: number;
  leaseMs?: number;
};

/**
 * Leader election on PostgreSQL: an advisory lock on a dedicated connection, re-checked (pg_locks) and the
 * lease renewed every heartbeat; the lease row's epoch fences the leader's writes. A follower that finds
 * the lease expired while the lock is still held (a frozen leader keeps its socket, so its lock) ends the
 * stale holder's backends and takes over.
 */
export function createLeadership(options: LeadershipOptions): Leadership {
  const heartbeatMs = options.heartbeatMs ?? defaultLeaderTimings.heartbeatMs;
  const leaseMs = options.leaseMs ?? defaultLeaderTimings.leaseMs;
  const { instanceId, log } = options;
  const listeners: LeadershipListener[] = [];
  let connection: LeaderLockConnection | null = null;
  let epoch: bigint | null = null;
  // Local time by which the lease runs out unless renewed: past it, this process stops on its own.
  let leaseEndsAt = 0;
  let isClosed = false;
  let timer: NodeJS.Timeout | null = null;
  let beating: Promise<void> | null = null;
  let changing: Promise<void> = Promise.resolve();
  const fencedDb = options.openFenced(() => (epoch !== null && Date.now() < leaseEndsAt ? epoch : null));

  const dropConnection = async () => {
    const dropped = connection;
    connection = null;
    if (dropped) await endLeaderLockConnection(dropped);
  };

  const change = (isLeader: boolean) => {
    changing = changing.then(() => notifyAll(listeners, isLeader, log));
    return changing;
  };

  const stepDown = async (reason: string, error?: unknown) => {
    if (epoch === null) return;
    const lost = epoch;
    epoch = null;
    log.warn(
      { err: error, epoch: String(lost), reason, instanceId },
      'Leadership lost: leader tasks stopped',
    );
    // The connection goes too: if the lock was still on it, closing releases it.
    await dropConnection();
    await change(false);
  };

  const connect = async () => {
    connection ??= await openLeaderLockConnection({
      databaseUrl: options.databaseUrl,
      instanceId,
      queryTimeoutMs: Math.max(heartbeatMs, leaseMs / 2),
      onLost: (error) => {
        log.warn({ err: error }, 'Leader lock connection lost');
        connection = null;
        void stepDown('connection lost', error);
      },
    });
    return connection;
  };

  const take = async (lock: LeaderLockConnection) => {
    const startedAt = Date.now();
    epoch = await takeLeaderLease(lock, instanceId, leaseMs);
    leaseEndsAt = startedAt + leaseMs;
    log.info({ epoch: String(epoch), instanceId }, 'Leadership gained: leader tasks start');
    await change(true);
  };

  const beatAsLeader = async (lock: LeaderLockConnection, mine: bigint) => {
    const startedAt = Date.now();
    if (!(await isLeaderLockHeld(lock))) return stepDown('advisory lock not held');
    if (!(await renewLeaderLease(lock, mine, leaseMs))) return stepDown('lease taken by a newer epoch');
    leaseEndsAt = startedAt + leaseMs;
  };

  const beatAsFollower = async (lock: LeaderLockConnection) => {
    if (await tryLeaderLock(lock)) return take(lock);
    const lease = await readLeaderLease(lock);
    if (!lease.isExpired || !lease.holder || lease.holder === instanceId) return;
    const ended = await terminateBackendsOf(lock, lease.holder);
    log.warn(
      { holder: lease.holder, backends: ended },
      'Leader lease expired with its lock held: stale leader ended',
    );
    if (await tryLeaderLock(lock)) await take(lock);
  };

  const beat = async () => {
    try {
      const lock = await connect();
      if (epoch !== null) await beatAsLeader(lock, epoch);
      else await beatAsFollower(lock);
    } catch (error) {
      if (epoch !== null) await stepDown('heartbeat failed', error);
      else {
        log.warn({ err: error }, 'Leader election attempt failed; retried next heartbeat');
        await dropConnection();
      }
    }
  };

  const schedule = () => {
    if (isClosed) return;
    timer = setTimeout(() => {
      beating = beat().finally(() => {
        beating = null;
        schedule();
      });
    }, heartbeatMs);
    timer.unref();
  };

  return {
    async start() {
      if (isClosed || timer || beating) return;
      beating = beat().finally(() => {
        beating = null;
      });
      await beating;
      schedule();
    },
    async close() {
      isClosed = true;
      if (timer) clearTimeout(timer);
      await beating;
      const mine = epoch;
      // The tasks finish their work in flight under the epoch still held, then it is given up.
      if (mine !== null) await change(false);
      await changing;
      epoch = null;
      try {
        if (connection) await releaseLeaderLock(connection, mine);
        if (mine !== null) log.info({ epoch: String(mine), instanceId }, 'Leadership handed over');
      } catch (error) {
        log.warn({ err: error }, 'Leader lease release failed; the lock goes with the connection');
      }
      await dropConnection();
    },
    isLeader: () => epoch !== null,
    epoch: () => epoch,
    status: () => ({ instanceId, isLeader: epoch !== null, epoch: epoch === null ? null : String(epoch) }),
    fencedDb,
    onChange: (listener) => listeners.push(listener),
  };
}
