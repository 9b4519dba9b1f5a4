import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/database.ts';
import { pingDatabase } from './health-repository.ts';

/**
 * What a process says of its leadership: a leader (lib/cluster) runs the odds feed, so it is ready
 * only while the feed runs (a feed switched off, FEED_SOURCE=off, needs nothing).
 * Wiring: `leaderStatus: () => ({ isLeader: leadership.isLeader(), feed: feed.status() })`.
 */
export type LeaderStatus = {
  isLeader: boolean;
  feed?: { source: string; isRunning: boolean };
};

/** Options of {@link registerHealthRoutes}. */
export type HealthRoutesOptions = {
  db: Db;
  /** Redis must answer PING when set (REDIS_URL). */
  redisUrl?: string;
  leaderStatus?: () => LeaderStatus;
  /** How long one check may take before it counts as failed. */
  checkTimeoutMs?: number;
  log: FastifyBaseLogger;
};

const defaultCheckTimeoutMs = 2000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

const isLeaderReady = (status: LeaderStatus | undefined): boolean => {
  if (!status?.isLeader || !status.feed) return true;
  return status.feed.source === 'off' || status.feed.isRunning;
};

const sendBare = (reply: FastifyReply, status: number, body: object) =>
  // Probes (HAProxy, orchestrators) must see the state now, never a cached answer.
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(body);

/**
 * GET /api/health (liveness: 200 `{ ok: true }` while the process serves) and GET /api/ready
 * (readiness: the database answers `select 1`, Redis answers PING when configured, a leader's feed
 * runs; else 503 `{ ok: false }`). The reason of a failure goes to the log only. Once `app.close()`
 * starts (SIGTERM), Fastify itself answers every route with 503 before the preClose hooks run
 * (return503OnClosing), so the load balancer drains the process while it closes.
 */
export function registerHealthRoutes(app: FastifyInstance, options: HealthRoutesOptions): void {
  const timeoutMs = options.checkTimeoutMs ?? defaultCheckTimeoutMs;
  const log = options.log;
  let wasReady: boolean | null = null;
  let isRedisErrorLogged = false;
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: timeoutMs,
        // An answer to the probe never waits on a reconnect; the client keeps trying in the background.
        retryStrategy: (times) => Math.min(times * 200, 2000),
      })
    : null;
  redis?.on('error', (error) => {
    if (isRedisErrorLogged) return;
    isRedisErrorLogged = true;
    log.warn({ err: error }, 'Readiness Redis client unavailable');
  });
  redis?.on('ready', () => {
    isRedisErrorLogged = false;
  });

  // A probe soon after start (or a reconnect) waits for the connection instead of failing at once.
  const pingRedis = async (client: Redis) => {
    if (client.status !== 'ready') {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          client.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        client.once('ready', done);
      });
    }
    await client.ping();
  };

  const problemsNow = async (): Promise<string[]> => {
    const checks: [string, Promise<unknown>][] = [
      ['database', withTimeout(pingDatabase(options.db), timeoutMs)],
    ];
    if (redis) checks.push(['redis', withTimeout(pingRedis(redis), timeoutMs * 2)]);
    const results = await Promise.allSettled(checks.map(([, check]) => check));
    const problems = results.flatMap((result, i) =>
      result.status === 'rejected' ? [`${checks[i]?.[0]}: ${String(result.reason)}`] : [],
    );
    if (!isLeaderReady(options.leaderStatus?.())) problems.push('leader: the odds feed is not running');
    return problems;
  };

  app.addHook('onClose', async () => {
    redis?.disconnect();
  });

  app.get('/api/health', async (_request, reply) => sendBare(reply, 200, { ok: true }));
  app.get('/api/ready', async (_request, reply) => {
    const problems = await problemsNow();
    const isReady = problems.length === 0;
    // Probes come every second or so: the log gets the changes, not every answer.
    if (isReady !== wasReady) {
      if (isReady) log.info('Ready');
      else log.warn({ problems }, 'Not ready');
      wasReady = isReady;
    }
    return sendBare(reply, isReady ? 200 : 503, { ok: isReady });
  });
}
