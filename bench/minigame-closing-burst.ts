// The mini-game closing burst (issue 15): `--members` members each send one POST /api/bet/addGame on a
// 1-minute odd/even round within the last `--window` seconds before its close (half of them in the last
// 2 s), at most `--clients` requests in flight, through the real server (compiled, in its own process,
// the round engine on its timer as in production) on PostgreSQL. Printed: bets taken per second, p50 /
// p99 latency, the bets refused with code 6, and the bets taken at or after the close by the database
// (placed_at >= close_at: must be 0); then the round's settlement by the engine (its draw 5 s after the
// close, the shortest close staff may set, and every bet paid through the ledger), timed from the
// database's drawn_at to the last settled_at. Beside them `pgbench -N` on the same PostgreSQL server in
// the same run, and the ledger is checked at the end.
// Usage: npm run minigame-burst -w @hanpan/bench -- [--pg URL] [--members 2000] [--window 10] [--clients 32]
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { checkLedger } from '../apps/server/src/features/wallet/ledger-check-repository.ts';
import { startServer } from '../scripts/server-process.ts';
import { burstFigures, burstProblems, printBesideBaseline } from './support/burst-report.ts';
import { prepareBurstDatabase } from './support/burst-setup.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { type BurstPlan, peakPerSecond, percentile, sendBurst } from './support/minigame-burst.ts';
import { burstBetCounts, createBenchRound, settlementOf } from './support/minigame-round.ts';
import { type BenchResult, runPgbenchBaseline } from './support/pgbench.ts';
import { findChildPid, readCpuSeconds } from './support/proc-stats.ts';

const { values } = parseArgs({
  options: {
    pg: { type: 'string' },
    members: { type: 'string' },
    window: { type: 'string' },
    clients: { type: 'string' },
  },
});
const pgServerUrl = values.pg ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const memberCount = Number(values.members ?? 2_000);
const windowSeconds = Number(values.window ?? 10);
const clients = Number(values.clients ?? 32);
const oddEven = 106;
const stake = 5_000;
const drawAfterCloseMs = 5_000;
const warmUpMembers = Math.min(200, memberCount);

/** Polls the database until the engine has drawn the round and settled every bet of it. */
async function awaitSettlement(db: Parameters<typeof settlementOf>[0], roundId: bigint, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await settlementOf(db, roundId);
    if (state.isDone) return state;
    if (Date.now() > deadline)
      throw new Error(`round not settled in ${timeoutMs} ms: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

cleanUpOnSignals();
try {
  console.log(
    `minigame-closing-burst: node ${process.version}, ${availableParallelism()} cores, ${memberCount} members, ` +
      `one bet of ${stake} won each in the last ${windowSeconds} s before close (half in the last 2 s), ` +
      `at most ${clients} in flight; draw ${drawAfterCloseMs / 1000} s after close`,
  );
  const baseline = await runPgbenchBaseline(pgServerUrl, { clients, seconds: windowSeconds });
  const { url: databaseUrl, db, closeHandle, members } = await prepareBurstDatabase(pgServerUrl, memberCount);
  const server = await startServer({
    databaseUrl,
    env: { FEED_SOURCE: 'off', LOG_LEVEL: 'warn' },
  });
  const stopServer = onCleanup(() => server.stop());

  // Warm-up: some members bet on a round that closes long after the bench (its JIT and pools warmed).
  const warm = await createBenchRound(db, {
    gameType: oddEven,
    roundKey: '2099-12-30-1',
    closeInMs: 3_600_000,
    drawAfterCloseMs,
  });
  const plan = (gameUid: string, closeAt: number, windowMs: number): BurstPlan => ({
    origin: server.url,
    gameUid,
    closeAt,
    windowMs,
    rushMs: Math.min(2_000, windowMs),
    rushShare: 0.5,
    clients,
    stake,
  });
  await sendBurst(members.slice(0, warmUpMembers), plan(warm.gameUid, Date.now(), 0));

  // The round closes a moment after the window starts; its bets are sent before the close by this clock.
  const round = await createBenchRound(db, {
    gameType: oddEven,
    roundKey: '2099-12-31-1',
    closeInMs: windowSeconds * 1000 + 1_000,
    drawAfterCloseMs,
  });
  // CPU time of the server and of this process (the callers) over the burst: on a shared machine the
  // wall-clock figures stretch, the CPU per bet does not.
  const serverPid = findChildPid(process.pid, 'dist/main.js');
  const serverCpuBefore = serverPid === null ? Number.NaN : readCpuSeconds(serverPid);
  const callerCpuBefore = process.cpuUsage();
  const burst = await sendBurst(members, plan(round.gameUid, round.closeAt, windowSeconds * 1000));
  const serverCpuMs = serverPid === null ? Number.NaN : (readCpuSeconds(serverPid) - serverCpuBefore) * 1000;
  const callerCpu = process.cpuUsage(callerCpuBefore);
  const callerCpuMs = (callerCpu.user + callerCpu.system) / 1000;
  const counts = await burstBetCounts(db, round.id);
  const settled = await awaitSettlement(db, round.id, 180_000);
  await stopServer();

  const ledger = await checkLedger(db);
  await closeHandle();
  const { taken, refusals, takenPerSecond, latencies } = burstFigures(burst.bets);
  const sentAfterClose = burst.bets.filter((bet) => bet.sentAt >= round.closeAt).length;
  const settleSeconds = ((settled.lastSettledAt ?? 0) - (settled.drawnAt ?? 0)) / 1000;

  const rows: BenchResult[] = [
    {
      label: `closing burst: POST /api/bet/addGame, ${clients} in flight max`,
      perSecond: takenPerSecond,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      note:
        `${taken.length}/${memberCount} taken (peak ${peakPerSecond(burst.bets)}/s in one second, ` +
        `max ${burst.maxInFlight} in flight); refused: ${refusals}; ` +
        `taken at/after close by the DB: ${counts.afterClose}; sent after close: ${sentAfterClose}; ` +
        `CPU per request: server ${(serverCpuMs / burst.bets.length).toFixed(1)} ms, ` +
        `callers ${(callerCpuMs / burst.bets.length).toFixed(1)} ms`,
    },
    {
      label: 'round settlement by the engine (draw -> last bet paid)',
      perSecond: settled.settled / settleSeconds,
      p50Ms: null,
      p99Ms: null,
      note:
        `${settled.settled} bets (${settled.paid} paid) in ${settleSeconds.toFixed(2)} s; ` +
        `drawn ${(settled.drawnAt ?? 0) - settled.drawAt} ms after its draw instant; ` +
        `ledger check ${ledger.violations.length === 0 ? 'clean' : 'FAILED'} (${ledger.transactions} tx)`,
    },
  ];
  printBesideBaseline(baseline, rows);
  const problems = burstProblems(counts, taken.length, ledger.violations);
  console.log(
    `\nminigame-closing-burst: ${taken.length} bets taken at ${Math.round(takenPerSecond)}/s ` +
      `(p99 ${percentile(latencies, 99).toFixed(1)} ms), ${counts.afterClose} after close; ` +
      `settled ${settled.settled} in ${settleSeconds.toFixed(2)} s; pgbench -N ${Math.round(baseline.perSecond)} tps` +
      (problems.length > 0 ? `; FAILED: ${problems.join('; ')}` : ''),
  );
  if (problems.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(
    'minigame-closing-burst: needs a PostgreSQL server and pgbench for its baseline (--pg URL or DATABASE_URL)',
  );
  console.error(error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
