// The closing burst of a virtual event (issue 25): `--members` members each send one POST /api/bet/addGame
// (단승 on the runners in turn) on the server's own next greyhound race within the last `--window`
// seconds before its close (half of them in the last 2 s), at most `--clients` requests in flight,
// through the real server (compiled, in its own process, the round engine making the events ahead on its
// timer as in production) on PostgreSQL. Printed: bets taken per second, p50 / p99 latency, the bets
// refused, and the bets taken at or after the close by the database (must be 0); then the event's
// settlement by the engine at its finish (every bet paid through the ledger), timed from finish_at to
// the last settled_at. Beside them `pgbench -N` on the same PostgreSQL server in the same run, and the
// ledger is checked at the end. The engine's own event is used (its card and prices as members see
// them), so the bench waits for one that closes after the set-up: at most one period (2 minutes at
// VIRTUAL_SPEED 1) plus the race.
// `--cpu-prof DIR` writes the server's CPU profile there (node --cpu-prof).
// Usage: npm run virtual-burst -w @hanpan/bench -- [--pg URL] [--members 2000] [--window 10] [--clients 32]
//   [--cpu-prof DIR]
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { virtualGameTypes } from '@hanpan/core/api/virtual';
import { sql } from 'kysely';
import { checkLedger } from '../apps/server/src/features/wallet/ledger-check-repository.ts';
import type { Db } from '../apps/server/src/lib/db/database.ts';
import { startServer } from '../scripts/server-process.ts';
import { burstFigures, burstProblems, printBesideBaseline } from './support/burst-report.ts';
import { prepareBurstDatabase } from './support/burst-setup.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { type BurstPlan, peakPerSecond, percentile, sendBurst } from './support/minigame-burst.ts';
import { burstBetCounts, settlementOf } from './support/minigame-round.ts';
import { type BenchResult, runPgbenchBaseline } from './support/pgbench.ts';
import { findChildPid, readCpuSeconds } from './support/proc-stats.ts';

const { values } = parseArgs({
  options: {
    pg: { type: 'string' },
    members: { type: 'string' },
    window: { type: 'string' },
    clients: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const pgServerUrl = values.pg ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const memberCount = Number(values.members ?? 2_000);
const windowSeconds = Number(values.window ?? 10);
const clients = Number(values.clients ?? 32);
const greyhound = virtualGameTypes.greyhound;
const stake = 5_000;
const warmUpMembers = Math.min(200, memberCount);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The engine's greyhound event: its id, gameUid, close (database clock), finish and runner numbers. */
type BenchEvent = { id: bigint; gameUid: string; closeAt: number; finishAt: number; runners: number[] };

/** The soonest open greyhound event that closes at least `leadMs` from now (the engine makes them ahead). */
async function nextEvent(db: Db, leadMs: number): Promise<BenchEvent> {
  for (let tries = 0; tries < 600; tries += 1) {
    const row = await db
      .selectFrom('minigame_round')
      .select(['id', 'round_key', 'close_at', 'finish_at', 'card'])
      .where('game_type', '=', greyhound)
      .where('status', '=', 'open')
      .where('close_at', '>=', sql<Date>`clock_timestamp() + ${leadMs} * interval '1 millisecond'`)
      .orderBy('close_at')
      .limit(1)
      .executeTakeFirst();
    if (row?.finish_at && row.card) {
      const card = row.card as { runners: { number: number }[] };
      return {
        id: row.id,
        gameUid: `${greyhound}-${row.round_key}`,
        closeAt: new Date(row.close_at).getTime(),
        finishAt: new Date(row.finish_at).getTime(),
        runners: card.runners.map((runner) => runner.number),
      };
    }
    await sleep(200);
  }
  throw new Error('the engine made no greyhound event in two minutes');
}

/** Polls the database until the engine has finished the event and settled every bet of it. */
async function awaitSettlement(db: Db, eventId: bigint, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await settlementOf(db, eventId);
    if (state.isDone) return state;
    if (Date.now() > deadline)
      throw new Error(`event not settled in ${timeoutMs} ms: ${JSON.stringify(state)}`);
    await sleep(50);
  }
}

cleanUpOnSignals();
try {
  console.log(
    `virtual-closing-burst: node ${process.version}, ${availableParallelism()} cores, ${memberCount} members, ` +
      `one 단승 bet of ${stake} won each on the next greyhound race in the last ${windowSeconds} s before ` +
      `its close (half in the last 2 s), at most ${clients} in flight`,
  );
  const baseline = await runPgbenchBaseline(pgServerUrl, { clients, seconds: windowSeconds });
  const { url: databaseUrl, db, closeHandle, members } = await prepareBurstDatabase(pgServerUrl, memberCount);
  const server = await startServer({
    databaseUrl,
    env: { FEED_SOURCE: 'off', LOG_LEVEL: 'warn', VIRTUAL_SPEED: '1' },
    ...(values['cpu-prof'] ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] } : {}),
  });
  const stopServer = onCleanup(() => server.stop());

  const plan = (event: BenchEvent, windowMs: number): BurstPlan => ({
    origin: server.url,
    gameUid: event.gameUid,
    closeAt: event.closeAt,
    windowMs,
    rushMs: Math.min(2_000, windowMs),
    rushShare: 0.5,
    clients,
    stake,
    picks: event.runners.map((number) => 100 + number),
  });
  // Warm-up on the event after the measured one (its JIT and pools warmed), sent at once.
  const event = await nextEvent(db, windowSeconds * 1000 + 3_000);
  const later = await nextEvent(db, event.closeAt - Date.now() + 1_000);
  await sendBurst(members.slice(0, warmUpMembers), { ...plan(later, 0), closeAt: Date.now() });
  const waitMs = event.closeAt - windowSeconds * 1000 - Date.now();
  console.log(`waiting ${(waitMs / 1000).toFixed(0)} s for ${event.gameUid} to near its close`);

  const serverPid = findChildPid(process.pid, 'dist/main.js');
  // The burst starts when its first member's instant comes; the CPU is read around the whole burst.
  const serverCpuBefore = serverPid === null ? Number.NaN : readCpuSeconds(serverPid);
  const callerCpuBefore = process.cpuUsage();
  const burst = await sendBurst(members, plan(event, windowSeconds * 1000));
  const serverCpuMs = serverPid === null ? Number.NaN : (readCpuSeconds(serverPid) - serverCpuBefore) * 1000;
  const callerCpu = process.cpuUsage(callerCpuBefore);
  const callerCpuMs = (callerCpu.user + callerCpu.system) / 1000;
  const counts = await burstBetCounts(db, event.id);
  const settled = await awaitSettlement(db, event.id, event.finishAt - Date.now() + 120_000);
  await stopServer();

  const ledger = await checkLedger(db);
  await closeHandle();
  const { taken, refusals, takenPerSecond, latencies } = burstFigures(burst.bets);
  const settleSeconds = ((settled.lastSettledAt ?? 0) - event.finishAt) / 1000;

  const rows: BenchResult[] = [
    {
      label: `closing burst: POST /api/bet/addGame (단승), ${clients} in flight max`,
      perSecond: takenPerSecond,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      note:
        `${taken.length}/${memberCount} taken (peak ${peakPerSecond(burst.bets)}/s in one second, ` +
        `max ${burst.maxInFlight} in flight); refused: ${refusals}; ` +
        `taken at/after close by the DB: ${counts.afterClose}; ` +
        `CPU per request: server ${(serverCpuMs / burst.bets.length).toFixed(1)} ms, ` +
        `callers ${(callerCpuMs / burst.bets.length).toFixed(1)} ms`,
    },
    {
      label: 'event settlement by the engine (finish -> last bet paid)',
      perSecond: settled.settled / Math.max(settleSeconds, 0.001),
      p50Ms: null,
      p99Ms: null,
      note:
        `${settled.settled} bets (${settled.paid} paid) settled ${settleSeconds.toFixed(2)} s after the finish; ` +
        `drawn ${(settled.drawnAt ?? 0) - settled.drawAt} ms after the off; ` +
        `ledger check ${ledger.violations.length === 0 ? 'clean' : 'FAILED'} (${ledger.transactions} tx)`,
    },
  ];
  printBesideBaseline(baseline, rows);
  const problems = burstProblems(counts, taken.length, ledger.violations);
  console.log(
    `\nvirtual-closing-burst: ${taken.length} bets taken at ${Math.round(takenPerSecond)}/s ` +
      `(p99 ${percentile(latencies, 99).toFixed(1)} ms), ${counts.afterClose} after close; ` +
      `settled ${settled.settled} ${settleSeconds.toFixed(2)} s after the finish; ` +
      `pgbench -N ${Math.round(baseline.perSecond)} tps` +
      (problems.length > 0 ? `; FAILED: ${problems.join('; ')}` : ''),
  );
  if (problems.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(
    'virtual-closing-burst: needs a PostgreSQL server and pgbench for its baseline (--pg URL or DATABASE_URL)',
  );
  console.error(error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
