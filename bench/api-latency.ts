// API latency bench: the real server (PGlite, and PostgreSQL when a URL is given) against a plain Node
// HTTP server answering a fixed JSON body, measured in the same run (the ratio's baseline), with a plain
// Fastify hello-world beside it. Each target runs in its own process; autocannon runs here.
// The real server's rows show its process's CPU per request (/proc). `--cpu-prof DIR` writes the
// server's CPU profiles there (node --cpu-prof), one per server, and prints each call's functions with
// most self time (support/cpu-profile.ts).
// Usage: npm run bench -w @hanpan/bench -- [--seconds 10] [--pg postgres://user@host:5432/db] [--cpu-prof DIR]
// or from the root: DATABASE_URL=postgres://... BENCH_SECONDS=10 npm run bench (the root script's nested
// npm would swallow flags). The PostgreSQL run uses a fresh database created on that URL's server.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { findFreePort, startServer, stopChild, waitForHttp } from '../scripts/server-process.ts';
import { printTopSelfTime } from './support/cpu-profile.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { type LoadResult, printTable, warmAndMeasure } from './support/load.ts';
import { findChildPid } from './support/proc-stats.ts';

const { values } = parseArgs({
  options: { pg: { type: 'string' }, seconds: { type: 'string' }, 'cpu-prof': { type: 'string' } },
});
const seconds = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 10);
// Issue 24's target for both calls on both databases: half of the plain Node server's req/s, p99 under 20 ms.
const targetRatio = 0.5;
const targetP99Ms = 20;
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const pgServerUrl = values.pg ?? process.env.DATABASE_URL;

/** Measures a baseline (`node`: plain node:http, `fastify`: plain Fastify; GET / -> {hello:'world'}) in a child process. */
async function benchHelloWorld(kind: 'node' | 'fastify'): Promise<LoadResult> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'support/hello-world.ts', String(port), kind], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForHttp(url, child, 30_000);
    const label =
      kind === 'node' ? 'plain Node HTTP GET / (fixed JSON)' : 'hello-world GET / (plain Fastify)';
    return await warmAndMeasure({ label, url }, seconds);
  } finally {
    await stopChild(child);
  }
}

/** Logs in as the demo member and returns the Cookie header to send. */
async function logInAsDemoMember(origin: string): Promise<string> {
  const reply = await fetch(`${origin}/api/user/sign`, {
    method: 'POST',
    body: new URLSearchParams({ loginId: 'demo01', loginPassword: 'demo1234' }),
  });
  const body = (await reply.json()) as { code: number };
  if (body.code !== 0) throw new Error(`demo01 login failed: HTTP ${reply.status} ${JSON.stringify(body)}`);
  return reply.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Checks that POST /api/user/info answers code 0 with a userContext for this cookie. */
async function expectMemberInfo(origin: string, cookie: string): Promise<void> {
  const reply = await fetch(`${origin}/api/user/info`, { method: 'POST', headers: { cookie } });
  const body = (await reply.json()) as { code: number; userContext?: unknown };
  if (reply.status !== 200 || body.code !== 0 || !body.userContext) {
    throw new Error(
      `POST /api/user/info did not answer a member: HTTP ${reply.status} ${JSON.stringify(body)}`,
    );
  }
}

/** Starts the real server on `databaseUrl` (unset: PGlite) and measures its two calls. */
async function benchServer(label: string, databaseUrl?: string): Promise<LoadResult[]> {
  // The demo seed runs by itself only on an empty embedded database; PostgreSQL needs SEED_DEMO.
  // The odds feed is off so the figures measure the calls alone (comparable across sessions).
  const env: Record<string, string> = { FEED_SOURCE: 'off', ...(databaseUrl ? { SEED_DEMO: '1' } : {}) };
  const cpuProfileDir = values['cpu-prof'];
  const server = await startServer({
    databaseUrl,
    env,
    ...(cpuProfileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] } : {}),
  });
  const serverPid = findChildPid(process.pid, 'dist/main.js');
  let results: LoadResult[];
  try {
    const cookie = await logInAsDemoMember(server.url);
    await expectMemberInfo(server.url, cookie);
    const index = await warmAndMeasure(
      { label: `${label} GET /api/index2`, url: `${server.url}/api/index2` },
      seconds,
      serverPid,
    );
    const info = await warmAndMeasure(
      {
        label: `${label} POST /api/user/info`,
        url: `${server.url}/api/user/info`,
        method: 'POST',
        headers: { cookie },
      },
      seconds,
      serverPid,
    );
    results = [index, info];
  } finally {
    await server.stop();
  }
  for (const { label: call, window, requests } of results) {
    if (cpuProfileDir && window)
      printTopSelfTime(cpuProfileDir, `${call}, server CPU profile`, window, { requests });
  }
  return results;
}

console.log(
  `api-latency: node ${process.version}, ${availableParallelism()} cores, 16 connections, ${seconds} s per target ` +
    `(after a 2 s warm-up); server LOG_LEVEL=${process.env.LOG_LEVEL ?? 'its default'}; ` +
    `load average ${loadAverage()} (other work on the machine skews all rows; compare ratios)`,
);
const baseline = await benchHelloWorld('node');
const results = [baseline, await benchHelloWorld('fastify'), ...(await benchServer('PGlite'))];
if (pgServerUrl) {
  const database = await createFreshDatabase(pgServerUrl);
  console.log(`api-latency: PostgreSQL run on a fresh database ${new URL(database.url).pathname.slice(1)}`);
  try {
    results.push(...(await benchServer('PostgreSQL', database.url)));
  } finally {
    await database.drop();
  }
} else {
  console.log('api-latency: no DATABASE_URL or --pg given: PostgreSQL run skipped');
}
console.log(
  '\nbaseline: a plain Node HTTP server answering a fixed JSON body (same machine, same run); ratio = req/s / its req/s',
);
console.log('latency percentiles are whole milliseconds (autocannon records ms), so 0 means under 1 ms');
printTable(results, baseline, 'plain Node');
console.log(`load average at the end: ${loadAverage()}`);
console.log(
  `target: each call >= ${targetRatio}x of the plain Node server and p99 < ${targetP99Ms} ms at 16 connections`,
);
for (const result of results.slice(2)) {
  const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
  const isMet = ratio >= targetRatio && result.p99Ms < targetP99Ms && result.non2xx + result.errors === 0;
  console.log(
    `  ${isMet ? 'met    ' : 'NOT met'} ${result.label}: ${ratio.toFixed(3)}x, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`,
  );
}
