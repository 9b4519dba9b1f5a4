// The benches' cluster: `size` compiled server processes behind HAProxy (scripts/cluster, as
// `npm run cluster` runs them) on free ports, on a bench database and Redis, with the feed off and a
// Redis channel of their own; stopped by the bench's cleanups.
import { randomBytes } from 'node:crypto';
import { findHaproxy } from '../../scripts/cluster/haproxy.ts';
import { type Cluster, spawnCompiledServer, startCluster } from '../../scripts/cluster/supervisor.ts';
import { buildServerOnce, findFreePort } from '../../scripts/server-process.ts';
import { onCleanup } from './cleanup.ts';

/** A running bench cluster; `stop` runs (once) through the bench's cleanups too. */
export type BenchCluster = Omit<Cluster, 'stop'> & { stop(): Promise<void> };

/** Starts `size` processes behind HAProxy on `databaseUrl` and `redisUrl`, `env` over the defaults. */
export async function startBenchCluster(options: {
  size: number;
  databaseUrl: string;
  redisUrl: string;
  env?: Record<string, string>;
}): Promise<BenchCluster> {
  const haproxyBinary = findHaproxy();
  if (!haproxyBinary) throw new Error('HAProxy is missing (apt-get install -y haproxy)');
  buildServerOnce();
  const [publicPort, ...ports] = await Promise.all(
    Array.from({ length: options.size + 1 }, () => findFreePort()),
  );
  const cluster = await startCluster({
    size: options.size,
    ports: ports as number[],
    bind: `127.0.0.1:${publicPort}`,
    publicUrl: `http://127.0.0.1:${publicPort}`,
    env: {
      ...(process.env as Record<string, string>),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      // Its own channel and no feed: other runs may share this Redis; prices do not move.
      REALTIME_CHANNEL: `hanpan:bench:${randomBytes(6).toString('hex')}`,
      FEED_SOURCE: 'off',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    spawnMember: (env) => spawnCompiledServer(env),
    haproxyBinary,
  });
  const stop = onCleanup(async () => {
    await cluster.stop();
  });
  return { ...cluster, stop };
}
