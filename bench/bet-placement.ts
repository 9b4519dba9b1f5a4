// Accepted 3-leg prematch bets per second over HTTP (POST /api/bet/add: every check, the stake through
// the ledger, the bet and its legs, the idempotency key, one transaction each) with `--clients`
// concurrent callers betting as `--members` members, beside `pgbench -N` on the same PostgreSQL server
// in the same run. Then the same on PGlite (the embedded database in a data folder), beside its own
// baseline: pgbench -N's transaction run on PGlite in this process by the same number of callers.
// The server runs compiled, in its own process, with the feed off (prices do not move); the callers
// rotate over the members so each member bets only a few times a second. On the same server, after the
// sports bets: mini-game bets (POST /api/bet/addGame on one open odd/even round) by the same callers.
// Then both again as as many other members, each with a daily loss limit no bet reaches, so player
// protection's stake guard also sums the member's play of the day in every bet (issue 27).
// The engine's seed chains are written before the server starts (see support/engine-chains.ts).
// Each measured run reports the server process's CPU per accepted bet (/proc), less its CPU without
// requests (its scheduled jobs, measured for 2 s just before). `--cpu-prof DIR` writes
// the server's CPU profiles there (node --cpu-prof), one per server, and prints each measured run's
// functions with most self time (support/cpu-profile.ts). Then, on
// PostgreSQL, round trips per bet: a second server on the same database through a counting proxy
// (support/round-trip-proxy.ts), the same callers for `roundTripSeconds` of each kind of bet, less the
// trips the idle server sends meanwhile (its scheduled jobs), measured for as long before.
// Usage: npm run bets -w @hanpan/bench -- [--pg URL] [--seconds 10] [--clients 16] [--members 400]
//   [--cpu-prof DIR]
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkLedger } from '../apps/server/src/features/wallet/ledger-check-repository.ts';
import { type DatabaseOptions, openDatabase } from '../apps/server/src/lib/db/open-database.ts';
import { startServer } from '../scripts/server-process.ts';
import {
  type BetRequest,
  gameBet,
  type PreparedBetting,
  percentile,
  prepareBetting,
  runBets as runBetsOf,
  sportsBet,
  sportsStake,
  type Tally,
} from './support/bet-load.ts';
import type { BenchMember } from './support/bet-setup.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { type ProfileWindow, printTopSelfTime, profileClockUs } from './support/cpu-profile.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { type BenchResult, runPgbenchBaseline } from './support/pgbench.ts';
import { runPGliteBaseline } from './support/pglite-baseline.ts';
import { findChildPid, readCpuSeconds } from './support/proc-stats.ts';
import { startRoundTripProxy } from './support/round-trip-proxy.ts';

const { values } = parseArgs({
  options: {
    pg: { type: 'string' },
    seconds: { type: 'string' },
    clients: { type: 'string' },
    members: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const seconds = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 10);
const clients = Number(values.clients ?? 16);
const memberCount = Number(values.members ?? 400);
const pgServerUrl = values.pg ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const warmUpSeconds = Math.min(2, seconds);
const roundTripSeconds = 2;
// How long the server's CPU without requests is measured before each run (subtracted from the run's).
const idleSeconds = 2;
const profileDir = values['cpu-prof'];
const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
// Issue 11's target: at least half of pgbench -N's rate.
const targetRatio = 0.5;

/** `clients` callers sending bets as members in turn until `untilMs`. */
const runBets = (origin: string, members: BenchMember[], bet: BetRequest, untilMs: number, tag: string) =>
  runBetsOf(origin, { members, bet, clients, untilMs, tag });

/** The CPU ms per ms the server process `pid` spends without requests, over `idleSeconds`. */
async function measureIdleCpu(pid: number): Promise<number> {
  const before = readCpuSeconds(pid);
  const startedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  return ((readCpuSeconds(pid) - before) * 1000) / (performance.now() - startedAt);
}

/** A measured run: its tally, the seconds it took, the server's CPU ms in it and its stretch of the profile. */
type BetRun = { tally: Tally; elapsedSeconds: number; serverCpuMs: number; window: ProfileWindow };

/** Warms up, then measures `bet` for `seconds` against the server process `serverPid`. */
async function measureBets(
  origin: string,
  serverPid: number | null,
  members: BenchMember[],
  bet: BetRequest,
  tag: string,
): Promise<BetRun> {
  await runBets(origin, members, bet, Date.now() + warmUpSeconds * 1000, `${tag}-warm`);
  const idleCpuMsPerMs = serverPid === null ? Number.NaN : await measureIdleCpu(serverPid);
  const serverCpuBefore = serverPid === null ? Number.NaN : readCpuSeconds(serverPid);
  const fromUs = profileClockUs();
  const startedAt = Date.now();
  const tally = await runBets(origin, members, bet, startedAt + seconds * 1000, `${tag}-run`);
  const window = { fromUs, toUs: profileClockUs() };
  const elapsedSeconds = (Date.now() - startedAt) / 1000;
  // Less what the server spends meanwhile without bets (its scheduled jobs), so a slower run on a
  // busy machine does not spread more of that over each bet.
  const serverCpuMs =
    serverPid === null
      ? Number.NaN
      : (readCpuSeconds(serverPid) - serverCpuBefore) * 1000 - idleCpuMsPerMs * elapsedSeconds * 1000;
  return { tally, elapsedSeconds, serverCpuMs, window };
}

/** A measured run as the tables print it. */
function resultOf(label: string, { tally, elapsedSeconds, serverCpuMs }: BetRun) {
  const refusals = [...tally.refused.entries()].map(([key, count]) => `${count}x ${key}`).join('; ');
  if (tally.accepted === 0) throw new Error(`${label}: no bet accepted (${refusals})`);
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  return {
    label,
    perSecond: tally.accepted / elapsedSeconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    note:
      `${tally.accepted} accepted, server CPU ${(serverCpuMs / tally.accepted).toFixed(2)} ms per bet` +
      `${refusals ? `, refused: ${refusals}` : ''}`,
  };
}

/** One kind of bet a run measures: who bets and what they send. */
type BetKind = { members: BenchMember[]; bet: BetRequest };

/** Round trips the server at `databaseUrl`'s database sends per accepted bet of each kind, idle traffic subtracted. */
async function countRoundTrips(databaseUrl: string, kinds: Record<string, BetKind>) {
  const proxy = await startRoundTripProxy(databaseUrl);
  const server = await startServer({
    databaseUrl: proxy.url,
    env: { FEED_SOURCE: 'off', LOG_LEVEL: 'warn' },
  });
  const perBet: Record<string, number> = {};
  try {
    for (const [kind, { members, bet }] of Object.entries(kinds)) {
      const idleFrom = proxy.roundTrips();
      const idleStartedAt = performance.now();
      await new Promise((resolve) => setTimeout(resolve, roundTripSeconds * 1000));
      const idlePerMs = (proxy.roundTrips() - idleFrom) / (performance.now() - idleStartedAt);
      const from = proxy.roundTrips();
      const startedAt = performance.now();
      const tally = await runBets(
        server.url,
        members,
        bet,
        Date.now() + roundTripSeconds * 1000,
        `trips-${kind}`,
      );
      const trips = proxy.roundTrips() - from - idlePerMs * (performance.now() - startedAt);
      if (tally.refused.size > 0 || tally.accepted === 0)
        throw new Error(`round trips of ${kind}: bets refused`);
      perBet[kind] = trips / tally.accepted;
    }
  } finally {
    await server.stop();
    await proxy.close();
  }
  return perBet;
}

/** The measured bets: the call, who bets, and the tag of their idempotency keys. */
const betKindsOf = ({ members, limited, picks, round }: PreparedBetting) => ({
  sports: { call: 'POST /api/bet/add', members, bet: sportsBet(picks) },
  'mini-game': { call: 'POST /api/bet/addGame', members, bet: gameBet(round) },
  'sports, loss limit': {
    call: 'POST /api/bet/add (daily loss limit)',
    members: limited,
    bet: sportsBet(picks),
  },
  'mini-game, loss limit': {
    call: 'POST /api/bet/addGame (daily loss limit)',
    members: limited,
    bet: gameBet(round),
  },
});

/**
 * Starts the server on the prepared database, measures each kind of bet in turn, stops it, counts
 * round trips per bet (PostgreSQL) and checks the ledger.
 */
async function benchServer(
  label: string,
  where: DatabaseOptions,
  env: Record<string, string>,
): Promise<{ results: BenchResult[]; roundTrips: Record<string, number> | null }> {
  const kinds = betKindsOf(await prepareBetting(where, memberCount));
  const server = await startServer({
    ...(where.databaseUrl ? { databaseUrl: where.databaseUrl } : {}),
    env: { FEED_SOURCE: 'off', LOG_LEVEL: 'warn', ...env },
    nodeArgs: profileArgs,
  });
  const serverPid = findChildPid(process.pid, 'dist/main.js');
  const results: BenchResult[] = [];
  const runs: Record<string, BetRun> = {};
  try {
    for (const [kind, { call, members, bet }] of Object.entries(kinds)) {
      const run = await measureBets(server.url, serverPid, members, bet, kind.replace(/\W+/g, '-'));
      results.push(resultOf(`${call} on ${label}, ${clients} callers`, run));
      runs[call] = run;
    }
  } finally {
    await server.stop();
  }
  if (profileDir) {
    for (const [call, run] of Object.entries(runs)) {
      printTopSelfTime(profileDir, `${call} on ${label}, server CPU profile`, run.window, {
        requests: run.tally.accepted,
      });
    }
  }
  const roundTrips = where.databaseUrl ? await countRoundTrips(where.databaseUrl, kinds) : null;
  const handle = await openDatabase(where);
  try {
    const report = await checkLedger(handle.db);
    if (report.violations.length > 0)
      throw new Error(`${label}: ledger check failed ${JSON.stringify(report.violations)}`);
    const checked = (result: BenchResult) => ({
      ...result,
      note: `${result.note}; ledger check clean (${report.transactions} tx)`,
    });
    return { results: results.map(checked), roundTrips };
  } finally {
    await handle.close();
  }
}

const format = (value: number | null) => (value === null ? '-' : value.toFixed(1));
const table = (results: BenchResult[], baseline: BenchResult) =>
  console.table(
    results.map((result) => ({
      target: result.label,
      'per s': Math.round(result.perSecond),
      'p50 ms': format(result.p50Ms),
      'p99 ms': format(result.p99Ms),
      ratio: `${(result.perSecond / baseline.perSecond).toFixed(3)}x`,
      note: result.note,
    })),
  );

cleanUpOnSignals();
try {
  console.log(
    `bet-placement: node ${process.version}, ${availableParallelism()} cores, ${clients} concurrent callers, ` +
      `${memberCount} members, 3-leg bets of ${sportsStake} won, ${seconds} s per target (after ${warmUpSeconds} s warm-up)`,
  );
  const baseline = await runPgbenchBaseline(pgServerUrl, { clients, seconds });
  const database = await createFreshDatabase(pgServerUrl);
  const dropDatabase = onCleanup(database.drop);
  const { results: onPostgresAll, roundTrips } = await benchServer(
    'PostgreSQL',
    { databaseUrl: database.url },
    {},
  );
  await dropDatabase();
  const [onPostgres, gamesOnPostgres] = onPostgresAll as [BenchResult, BenchResult];
  console.log(
    `\nbaseline: pgbench -N on the same PostgreSQL server in the same run (target ${targetRatio}x)`,
  );
  table([baseline, ...onPostgresAll], baseline);
  const trips = Object.entries(roundTrips ?? {}).map(([kind, perBet]) => `${kind} ${perBet.toFixed(1)}`);
  console.log(`round trips per accepted bet, ${clients} callers (counted at the wire): ${trips.join(', ')}`);

  const dataDir = mkdtempSync(join(tmpdir(), 'hanpan-bets-'));
  const removeDir = onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const pgliteBaseline = await runPGliteBaseline({ clients, seconds });
  const { results: onPGliteAll } = await benchServer(
    `PGlite (${dataDir})`,
    { dataDir },
    { DATA_DIR: dataDir },
  );
  await removeDir();
  const [onPGlite] = onPGliteAll as [BenchResult];
  console.log("\nbaseline: pgbench -N's transaction on PGlite in this process, same callers, same run");
  table([pgliteBaseline, ...onPGliteAll], pgliteBaseline);
  const ratio = onPostgres.perSecond / baseline.perSecond;
  console.log(
    `\nbet-placement: PostgreSQL ${Math.round(onPostgres.perSecond)} bets/s = ${ratio.toFixed(3)}x pgbench -N ` +
      `(${ratio >= targetRatio ? 'meets' : 'BELOW'} the ${targetRatio}x target); PGlite ${Math.round(onPGlite.perSecond)} bets/s = ` +
      `${(onPGlite.perSecond / pgliteBaseline.perSecond).toFixed(3)}x its baseline; mini-game bets on PostgreSQL ` +
      `${Math.round(gamesOnPostgres.perSecond)}/s = ${(gamesOnPostgres.perSecond / baseline.perSecond).toFixed(3)}x pgbench -N`,
  );
} catch (error) {
  console.error(
    'bet-placement: needs a PostgreSQL server and pgbench for its baseline (--pg URL or DATABASE_URL)',
  );
  console.error(error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
