import { randomBytes, randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { findHaproxy } from '../../../scripts/cluster/haproxy.ts';
import { type Cluster, startCluster } from '../../../scripts/cluster/supervisor.ts';
import { buildServerOnce, findFreePort } from '../../../scripts/server-process.ts';
import { createScratchDatabase, type ScratchDatabase } from './minigame-processes.ts';
import { internalHookToken, spawnServer } from './server-processes.ts';

// The cluster of `npm run cluster` (scripts/cluster/supervisor.ts, deploy/haproxy.cfg) on free ports,
// on a database of its own: the compiled server, as the command runs it, with short check and
// drain intervals so a rolling restart takes seconds.

/** Where HAProxy is on this machine (null: the cluster tests are skipped, or fail under CI). */
export const haproxyBinary = findHaproxy();

/** A running test cluster and its database. */
export type TestCluster = Cluster & {
  database: ScratchDatabase;
  /** POSTs to an internal route of one process (by index) with the hook token. */
  internal<T = unknown>(index: number, route: string, body: unknown): Promise<T>;
  /** Stops the processes and HAProxy and drops the database. */
  close(): Promise<void>;
};

/** Options of {@link startTestCluster}. */
export type TestClusterOptions = {
  /** PostgreSQL URL whose server gets the scratch database (the suite's DATABASE_URL). */
  adminUrl: string;
  redisUrl: string;
  size?: number;
  /** Extra environment for every process. */
  env?: Record<string, string>;
  /** Each output line, e.g. to print while debugging. */
  onLine?: (source: string, line: string) => void;
};

/** Starts `size` (3) compiled server processes behind HAProxy on a migrated scratch database. */
export async function startTestCluster(options: TestClusterOptions): Promise<TestCluster> {
  if (!haproxyBinary) throw new Error('HAProxy is missing (apt-get install -y haproxy)');
  const size = options.size ?? 3;
  buildServerOnce();
  const database = await createScratchDatabase(options.adminUrl, 'cluster', null);
  // Attempt limits in Redis are keyed by member id, and every scratch database numbers its members
  // from 1: earlier runs' bets would count against this run's members within the same minute.
  await sql`select setval(pg_get_serial_sequence('member', 'id'), ${randomInt(1_000_000, 1_000_000_000)})`.execute(
    database.db,
  );
  const ports: number[] = [];
  while (ports.length < size + 1) {
    const port = await findFreePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const [publicPort, ...memberPorts] = ports;
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      size,
      ports: memberPorts,
      bind: `127.0.0.1:${publicPort}`,
      publicUrl: `http://127.0.0.1:${publicPort}`,
      env: {
        DATABASE_URL: database.url,
        REDIS_URL: options.redisUrl,
        // Its own channel: other test runs may share this Redis.
        REALTIME_CHANNEL: `hanpan:test:cluster:${randomBytes(6).toString('hex')}`,
        WEB_DIST_DIR: path.join(tmpdir(), 'hanpan-no-web'),
        INTERNAL_HOOK_TOKEN: internalHookToken,
        // One line per request: the tests read which process answered and the client address it saw.
        ACCESS_LOG: '1',
        ...options.env,
      },
      spawnMember: (env) => spawnServer(env, [], 'compiled').child,
      haproxyBinary,
      checkIntervalMs: 200,
      drainMs: 300,
      readyTimeoutMs: 60_000,
      ...(options.onLine ? { onLine: options.onLine } : {}),
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...cluster,
    database,
    async internal<T>(index: number, route: string, body: unknown) {
      const member = cluster.members[index];
      if (!member) throw new Error(`No process ${index}`);
      const response = await fetch(`${member.url}/api/internal/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': internalHookToken },
        body: JSON.stringify(body),
      });
      const reply = (await response.json()) as { code: number; data?: T };
      if (reply.code !== 0) throw new Error(`internal ${route}: ${JSON.stringify(reply)}`);
      return reply.data as T;
    },
    async close() {
      await cluster.stop();
      await database.drop();
    },
  };
}

/** The access-log lines (ACCESS_LOG=1) a process wrote for requests to `url` (path without query). */
export function accessLinesOf(output: string, url: string): { ip: string; status: number }[] {
  return output
    .split('\n')
    .filter((line) => line.includes('"msg":"request"'))
    .map((line) => JSON.parse(line) as { url: string; ip: string; status: number })
    .filter((line) => line.url === url);
}
