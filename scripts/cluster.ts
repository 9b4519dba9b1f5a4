import { rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { type ClusterState, clusterStatePath } from './cluster/control.ts';
import { findHaproxy, missingHaproxyMessage } from './cluster/haproxy.ts';
import { spawnCompiledServer, startCluster } from './cluster/supervisor.ts';

const env = process.env;
const size = Number(env.CLUSTER_SIZE ?? 3);
const publicPort = Number(env.PORT ?? 3000);
const basePort = Number(env.CLUSTER_BASE_PORT ?? publicPort + 1);
const databaseUrl = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/hanpan';
const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';

const say = (line: string) => console.log(`[cluster] ${line}`);

if (!Number.isInteger(size) || size < 1 || size > 32) {
  console.error('CLUSTER_SIZE는 1~32여야 합니다. / CLUSTER_SIZE must be 1 to 32.');
  process.exit(1);
}
const haproxyBinary = findHaproxy();
if (!haproxyBinary) {
  console.error(missingHaproxyMessage);
  process.exit(1);
}

/** Creates the database of DATABASE_URL when it does not exist yet (the local default `hanpan`). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      say(`creating database ${name}`);
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await client.end();
  }
}

try {
  await ensureDatabase(databaseUrl);
} catch (error) {
  console.error(
    `PostgreSQL에 연결할 수 없습니다 (${databaseUrl}). / Cannot reach PostgreSQL: ${(error as Error).message}`,
  );
  process.exit(1);
}

const ports = Array.from({ length: size }, (_, i) => basePort + i);
say(`starting ${size} server processes on ports ${ports.join(', ')} behind HAProxy on port ${publicPort}`);
const cluster = await startCluster({
  size,
  ports,
  bind: `${env.HOST ?? '0.0.0.0'}:${publicPort}`,
  publicUrl: `http://127.0.0.1:${publicPort}`,
  env: {
    ...(env as Record<string, string>),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
  },
  // Each in its own process group: Ctrl-C reaches this script only, which stops them in order.
  spawnMember: (memberEnv) => spawnCompiledServer(memberEnv, { detached: true }),
  haproxyBinary,
  onLine: (source, line) => console.log(`[${source}] ${line}`),
  checkIntervalMs: Number(env.CLUSTER_CHECK_INTERVAL_MS ?? 1000),
  drainMs: Number(env.CLUSTER_DRAIN_MS ?? 2000),
}).catch((error: Error) => {
  console.error(`클러스터를 시작하지 못했습니다. / The cluster did not start: ${error.message}`);
  process.exit(1);
});

const statePath = clusterStatePath(publicPort);
const state: ClusterState = { pid: process.pid, publicPort, restarts: 0, lastRestart: null };
const saveState = () => writeFileSync(statePath, JSON.stringify(state));
saveState();
say(`ready: ${cluster.proxyUrl} (Ctrl-C stops; npm run cluster:restart restarts one by one)`);

let isStopping = false;
const stop = async (signal: string) => {
  if (isStopping) return;
  isStopping = true;
  say(`${signal}: stopping`);
  const isClean = await cluster.stop();
  rmSync(statePath, { force: true });
  say(isClean ? 'stopped' : 'stopped; a process did not exit cleanly');
  process.exit(isClean ? 0 : 1);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGHUP', () => {
  if (isStopping || state.lastRestart?.status === 'running') return;
  state.lastRestart = { status: 'running', startedAt: new Date().toISOString(), finishedAt: null };
  saveState();
  say('SIGHUP: rolling restart');
  cluster.rollingRestart().then(
    () => {
      state.restarts += 1;
      state.lastRestart = { ...state.lastRestart!, status: 'done', finishedAt: new Date().toISOString() };
      saveState();
      say('rolling restart done');
    },
    (error: Error) => {
      state.restarts += 1;
      state.lastRestart = { ...state.lastRestart!, status: 'failed', finishedAt: new Date().toISOString() };
      saveState();
      say(`rolling restart failed: ${error.message}`);
    },
  );
});
