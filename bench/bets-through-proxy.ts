import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkLedger } from '../apps/server/src/features/wallet/ledger-check-repository.ts';
import { openDatabase } from '../apps/server/src/lib/db/open-database.ts';
import { findHaproxy } from '../scripts/cluster/haproxy.ts';
import { buildServerOnce, repoRoot } from '../scripts/server-process.ts';
import { startBenchCluster } from './support/bench-cluster.ts';
import {
  type BetRequest,
  gameBet,
  percentile,
  prepareBetting,
  runBets,
  sportsBet,
} from './support/bet-load.ts';
import type { BenchMember } from './support/bet-setup.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { type BenchResult, runPgbenchBaseline } from './support/pgbench.ts';
import { readCpuSeconds } from './support/proc-stats.ts';

const { values } = parseArgs({
  options: {
    pg: { type: 'string' },
    redis: { type: 'string' },
    seconds: { type: 'string' },
    clients: { type: 'string' },
    members: { type: 'string' },
    sizes: { type: 'string' },
  },
});
const seconds = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 10);
const clients = Number(values.clients ?? 32);
const memberCount = Number(values.members ?? 400);
const sizes = (values.sizes ?? '1,3').split(',').map(Number);
const pgServerUrl = values.pg ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = values.redis ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const warmUpSeconds = Math.min(2, seconds);

/** Total CPU seconds of the processes `pids` so far (a gone process counts 0). */
const cpuOf = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      return sum + readCpuSeconds(pid);
    } catch {
      return sum;
    }
  }, 0);

/** Warms up, then measures `bet` through `origin` for `seconds`; CPU of `serverPids` and `proxyPid`. */
async function measure(
  label: string,
  origin: string,
  members: BenchMember[],
  bet: BetRequest,
  pids: { servers: number[]; proxy: number },
): Promise<BenchResult> {
  const tag = `${label.replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}`;
  await runBets(origin, {
    members,
    bet,
    clients,
    untilMs: Date.now() + warmUpSeconds * 1000,
    tag: `${tag}-w`,
  });
  const serversBefore = cpuOf(pids.servers);
  const proxyBefore = cpuOf([pids.proxy]);
  const startedAt = Date.now();
  const tally = await runBets(origin, { members, bet, clients, untilMs: startedAt + seconds * 1000, tag });
  const elapsedSeconds = (Date.now() - startedAt) / 1000;
  const serverCpuMs = (cpuOf(pids.servers) - serversBefore) * 1000;
  const proxyCpuMs = (cpuOf([pids.proxy]) - proxyBefore) * 1000;
  const refusals = [...tally.refused.entries()].map(([key, count]) => `${count}x ${key}`).join('; ');
  if (tally.accepted === 0) throw new Error(`${label}: no bet accepted (${refusals})`);
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  return {
    label,
    perSecond: tally.accepted / elapsedSeconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    note:
      `${tally.accepted} accepted; CPU per bet: servers ${(serverCpuMs / tally.accepted).toFixed(2)} ms, ` +
      `HAProxy ${(proxyCpuMs / tally.accepted).toFixed(3)} ms${refusals ? `; refused: ${refusals}` : ''}`,
  };
}

/** Prepares a fresh database, starts `size` processes behind HAProxy, measures both kinds of bet. */
async function benchCluster(size: number): Promise<BenchResult[]> {
  const database = await createFreshDatabase(pgServerUrl);
  const dropDatabase = onCleanup(database.drop);
  const prepared = await prepareBetting({ databaseUrl: database.url }, memberCount);
  const cluster = await startBenchCluster({
    size,
    databaseUrl: database.url,
    redisUrl,
    env: { WEB_DIST_DIR: join(repoRoot, 'apps/web/dist') },
  });
  const results: BenchResult[] = [];
  try {
    const servers = cluster.members.map((member) => member.child().pid as number);
    const proxy = cluster.proxyPid() ?? 0;
    const where = `${size} process${size === 1 ? '' : 'es'} behind HAProxy, ${clients} callers`;
    results.push(
      await measure(
        `POST /api/bet/add, ${where}`,
        cluster.proxyUrl,
        prepared.members,
        sportsBet(prepared.picks),
        {
          servers,
          proxy,
        },
      ),
    );
    results.push(
      await measure(
        `POST /api/bet/addGame, ${where}`,
        cluster.proxyUrl,
        prepared.members,
        gameBet(prepared.round),
        {
          servers,
          proxy,
        },
      ),
    );
  } finally {
    await cluster.stop();
  }
  const handle = await openDatabase({ databaseUrl: database.url });
  try {
    const report = await checkLedger(handle.db);
    if (report.violations.length > 0)
      throw new Error(`ledger check failed ${JSON.stringify(report.violations)}`);
    for (const result of results) result.note += `; ledger clean (${report.transactions} tx)`;
  } finally {
    await handle.close();
  }
  await dropDatabase();
  return results;
}

const format = (value: number | null) => (value === null ? '-' : value.toFixed(1));

cleanUpOnSignals();
try {
  if (!findHaproxy()) throw new Error('HAProxy is missing (apt-get install -y haproxy)');
  buildServerOnce();
  console.log(
    `bets-through-proxy: node ${process.version}, ${availableParallelism()} cores, ${clients} concurrent callers, ` +
      `${memberCount} members, ${seconds} s per run (after ${warmUpSeconds} s warm-up), sizes ${sizes.join(', ')}`,
  );
  const baseline = await runPgbenchBaseline(pgServerUrl, { clients, seconds });
  const results: BenchResult[] = [];
  for (const size of sizes) results.push(...(await benchCluster(size)));
  console.log('\nbaseline: pgbench -N on the same PostgreSQL server in the same run');
  console.table(
    [baseline, ...results].map((result) => ({
      target: result.label,
      'per s': Math.round(result.perSecond),
      'p50 ms': format(result.p50Ms),
      'p99 ms': format(result.p99Ms),
      ratio: `${(result.perSecond / baseline.perSecond).toFixed(3)}x`,
      note: result.note,
    })),
  );
} catch (error) {
  console.error(
    'bets-through-proxy: needs PostgreSQL with pgbench, Redis and HAProxy (--pg URL, --redis URL)',
  );
  console.error(error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
