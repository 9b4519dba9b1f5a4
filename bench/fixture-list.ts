// The sports list under load: POST /api/sports/fixtures (the first page, and the page of the league with
// the most prematch fixtures) on the real server holding thousands of fixtures, beside GET /api/version
// on the same server in the same run. The catalogue is filled before the server starts, by applying
// simulator snapshots (several seeds) straight into the database (PGlite: a temporary DATA_DIR, closed before the server
// opens it; PostgreSQL: a fresh database, dropped afterwards). Each engine is measured twice: with every
// read going to the database (SPORTS_READ_MAX_AGE_MS=0, no feed), and with the default shared answers
// while the simulator feed publishes a batch every 100 ms (each batch empties the shared answers).
// Usage: npm run fixtures -w @hanpan/bench -- [--seconds 10] [--seeds 9]
//   [--pg postgres://postgres@127.0.0.1:5432/postgres] (or DATABASE_URL; without either, PGlite only)
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../scripts/server-process.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { type CatalogueFill, fillCatalogue } from './support/fill-catalogue.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { type LoadResult, type LoadTarget, printTable, warmAndMeasure } from './support/load.ts';

const { values } = parseArgs({
  options: { pg: { type: 'string' }, seconds: { type: 'string' }, seeds: { type: 'string' } },
});
const seconds = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 10);
// One simulator world holds about 250 fixtures (each team plays once a day, three days ahead).
const seeds = Number(values.seeds ?? 9);
const pgServerUrl = values.pg ?? process.env.DATABASE_URL;
const minimumFixtures = 2000;

/** POSTs `body` as JSON and checks the reply is code 0 with a non-empty list; returns its total. */
async function expectFixturePage(url: string, body: object): Promise<number> {
  const reply = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await reply.json()) as { code: number; data?: { list: unknown[]; total: number } };
  if (reply.status !== 200 || data.code !== 0 || !data.data?.list.length) {
    throw new Error(
      `POST ${url} ${JSON.stringify(body)}: HTTP ${reply.status} ${JSON.stringify(data).slice(0, 300)}`,
    );
  }
  return data.data.total;
}

/** How the server under test answers the list: straight from the database, or shared under a live feed. */
type ReadMode = { label: string; env: Record<string, string> };

const readModes: ReadMode[] = [
  // Every request reads the database: the cost of one list answer.
  { label: 'every read from the database', env: { FEED_SOURCE: 'off', SPORTS_READ_MAX_AGE_MS: '0' } },
  // The default: answers shared until the next sports message. The simulator runs beside the filled
  // catalogue and publishes a batch every 100 ms, so shared answers are thrown away ten times a second.
  {
    label: 'shared answers, feed publishing every 100 ms',
    env: { FEED_SOURCE: 'simulator', FEED_TICK_MS: '100', FEED_SPEED: '60', FEED_FIXTURE_COUNT: '300' },
  },
];

/** Starts the server on the filled database and measures version, first page and league page. */
async function benchServer(
  engine: string,
  fill: CatalogueFill,
  server: { databaseUrl?: string; env: Record<string, string> },
  mode: ReadMode,
  withBaseline: boolean,
): Promise<LoadResult[]> {
  const running = await startServer({ databaseUrl: server.databaseUrl, env: { ...mode.env, ...server.env } });
  const stop = onCleanup(running.stop);
  try {
    const fixturesUrl = `${running.url}/api/sports/fixtures`;
    const leagueBody = { leagueId: fill.busiestLeague.id };
    const total = await expectFixturePage(fixturesUrl, {});
    const leagueTotal = await expectFixturePage(fixturesUrl, leagueBody);
    console.log(
      `fixture-list: ${engine}, ${mode.label}: ${fill.fixtures} fixtures, ${fill.outcomes} outcomes in the ` +
        `database (filled in ${fill.seconds.toFixed(1)} s); the list shows ${total} prematch fixtures, league ` +
        `${fill.busiestLeague.id} ${leagueTotal}`,
    );
    const json = { 'content-type': 'application/json' };
    const targets: LoadTarget[] = [
      ...(withBaseline
        ? [{ label: `${engine} GET /api/version (baseline)`, url: `${running.url}/api/version` }]
        : []),
      {
        label: `${engine} first page, ${mode.label}`,
        url: fixturesUrl,
        method: 'POST',
        headers: json,
        body: '{}',
      },
      {
        label: `${engine} league ${fill.busiestLeague.id}, ${mode.label}`,
        url: fixturesUrl,
        method: 'POST',
        headers: json,
        body: JSON.stringify(leagueBody),
      },
    ];
    const results: LoadResult[] = [];
    for (const target of targets) results.push(await warmAndMeasure(target, seconds));
    return results;
  } finally {
    await stop();
  }
}

/** Every read mode on one filled database, the baseline measured on the first server. */
async function benchModes(
  engine: string,
  fill: CatalogueFill,
  server: { databaseUrl?: string; env: Record<string, string> },
): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const [index, mode] of readModes.entries()) {
    results.push(...(await benchServer(engine, fill, server, mode, index === 0)));
  }
  return results;
}

/** Fills a temporary PGlite DATA_DIR, closes it, and hands the folder to the server. */
async function benchPGlite(): Promise<LoadResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hanpan-bench-fixtures-'));
  const remove = onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    const fill = await fillCatalogue({ dataDir }, seeds, minimumFixtures);
    return await benchModes('PGlite', fill, { env: { DATA_DIR: dataDir } });
  } finally {
    await remove();
  }
}

/** Fills a fresh PostgreSQL database, starts the server on it, and drops it afterwards. */
async function benchPostgres(serverUrl: string): Promise<LoadResult[]> {
  const database = await createFreshDatabase(serverUrl);
  const drop = onCleanup(database.drop);
  console.log(
    `fixture-list: PostgreSQL ${new URL(serverUrl).host}, fresh database ${new URL(database.url).pathname.slice(1)}`,
  );
  try {
    const fill = await fillCatalogue({ databaseUrl: database.url }, seeds, minimumFixtures);
    return await benchModes('PostgreSQL', fill, { databaseUrl: database.url, env: {} });
  } finally {
    await drop();
  }
}

cleanUpOnSignals();
try {
  const loadAverage = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  console.log(
    `fixture-list: node ${process.version}, ${availableParallelism()} cores, load average ${loadAverage}; ` +
      `16 connections, ${seconds} s per target (after a 2 s warm-up); snapshots of ${seeds} simulator ` +
      `worlds (seeds bench-list-0..${seeds - 1}); LOG_LEVEL=${process.env.LOG_LEVEL ?? 'its default'}`,
  );
  const results: LoadResult[][] = [await benchPGlite()];
  if (pgServerUrl) results.push(await benchPostgres(pgServerUrl));
  else console.log('fixture-list: no DATABASE_URL or --pg given: PostgreSQL run skipped');
  console.log('\nbaseline: GET /api/version on the same server in the same run; ratio = req/s / its req/s');
  console.log('latency percentiles are whole milliseconds (autocannon records ms), so 0 means under 1 ms');
  for (const [baseline, ...rest] of results) {
    if (baseline) printTable([baseline, ...rest], baseline, '/api/version');
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
