// The casino seamless wallet under load (issue 16): `--players` players (16) each play rounds back to
// back for `--seconds`: a signed POST transaction/bet, then a signed POST transaction/win (a loss, 0,
// or a win, about every third round) on the same round, through the real server (compiled, its own
// process) on PostgreSQL, as a provider's server would call it (Ed25519 signatures of the raw bodies,
// keep-alive HTTP). Printed: wallet calls and rounds (bet + win pairs) per second, p50 / p99 latency
// per call, beside `pgbench -N` with as many clients on the same PostgreSQL server in the same run;
// every answer must be RS_OK, the wallet rows must match the answers, and the ledger is checked.
// Usage: npm run casino-wallet -w @hanpan/bench -- [--pg URL] [--players 16] [--seconds 15]
import { generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { ensureCasinoProvider } from '../apps/server/src/features/casino/provider-registration.ts';
import { checkLedger } from '../apps/server/src/features/wallet/ledger-check-repository.ts';
import { migrateToLatest } from '../apps/server/src/lib/db/migrations.ts';
import { openDatabase } from '../apps/server/src/lib/db/open-database.ts';
import { startServer } from '../scripts/server-process.ts';
import { type BenchMember, createBettingMembers } from './support/bet-setup.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { createEngineChains } from './support/engine-chains.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { percentile } from './support/minigame-burst.ts';
import { type BenchResult, runPgbenchBaseline } from './support/pgbench.ts';
import { findChildPid, readCpuSeconds } from './support/proc-stats.ts';

const { values } = parseArgs({
  options: { pg: { type: 'string' }, players: { type: 'string' }, seconds: { type: 'string' } },
});
const pgServerUrl = values.pg ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const playerCount = Number(values.players ?? 16);
const seconds = Number(values.seconds ?? 15);
const warmUpSeconds = 3;
const stake = 1_000;
const providerCode = 'bench';
const gameCode = 'bench-slot';

type Player = { memberId: number; token: string };
type Call = { action: 'bet' | 'win'; latencyMs: number; status: string };

const format = (value: number | null) => (value === null ? '-' : value.toFixed(1));

/** Launches the bench game for each member through POST /api/casino/launch; returns the player tokens. */
async function launchAll(origin: string, members: BenchMember[], gameId: number): Promise<Player[]> {
  return Promise.all(
    members.map(async (member) => {
      const response = await fetch(`${origin}/api/casino/launch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: member.cookie },
        body: JSON.stringify({ gameId }),
      });
      const reply = (await response.json()) as { code: number; data?: { url?: string } };
      const token = reply.data?.url ? new URL(reply.data.url, origin).searchParams.get('token') : null;
      if (reply.code !== 0 || !token) throw new Error(`launch failed: ${JSON.stringify(reply)}`);
      return { memberId: member.memberId, token };
    }),
  );
}

/** One signed wallet call; its latency and status. */
async function walletCall(
  origin: string,
  key: KeyObject,
  action: 'bet' | 'win',
  body: object,
): Promise<Call> {
  const raw = Buffer.from(JSON.stringify(body));
  const started = performance.now();
  const response = await fetch(`${origin}/api/casino/wallet/${providerCode}/transaction/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': sign(null, raw, key).toString('base64') },
    body: raw,
  });
  const reply = (await response.json()) as { status: string };
  return { action, latencyMs: performance.now() - started, status: reply.status };
}

/** Each player plays rounds (bet, then win) back to back until `untilMs`; every call it made. */
async function play(origin: string, key: KeyObject, players: Player[], untilMs: number): Promise<Call[]> {
  const calls: Call[] = [];
  await Promise.all(
    players.map(async (player, index) => {
      for (let round = 0; performance.now() < untilMs; round += 1) {
        const base = {
          token: player.token,
          user: String(player.memberId),
          currency: 'KRW',
          game_code: gameCode,
        };
        const ids = { round: `r-${randomUUID()}`, bet: `b-${randomUUID()}` };
        calls.push(
          await walletCall(origin, key, 'bet', {
            ...base,
            request_uuid: randomUUID(),
            round: ids.round,
            transaction_uuid: ids.bet,
            amount: stake,
          }),
        );
        calls.push(
          await walletCall(origin, key, 'win', {
            ...base,
            request_uuid: randomUUID(),
            round: ids.round,
            transaction_uuid: `w-${randomUUID()}`,
            reference_transaction_uuid: ids.bet,
            amount: (round + index) % 3 === 0 ? 2 * stake : 0,
            round_closed: true,
          }),
        );
      }
    }),
  );
  return calls;
}

cleanUpOnSignals();
try {
  console.log(
    `casino-wallet: node ${process.version}, ${availableParallelism()} cores, ${playerCount} players, ` +
      `signed bet + win per round back to back for ${seconds} s (after ${warmUpSeconds} s of warm-up)`,
  );
  const baseline = await runPgbenchBaseline(pgServerUrl, { clients: playerCount, seconds });
  const database = await createFreshDatabase(pgServerUrl);
  onCleanup(database.drop);
  const handle = await openDatabase({ databaseUrl: database.url });
  const closeHandle = onCleanup(() => handle.close());
  const { db } = handle;
  await migrateToLatest(db);
  const members = await createBettingMembers(db, playerCount);
  await createEngineChains(db);
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const providerId = await ensureCasinoProvider(db, {
    code: providerCode,
    name: '벤치 게임사',
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    launchUrl: 'https://bench.example/play',
    games: [{ code: gameCode, name: '벤치 슬롯', kind: 'slot-classic', category: 'slot', rtpBp: 9600 }],
  });
  const game = await db
    .selectFrom('casino_game')
    .select('id')
    .where('provider_id', '=', providerId)
    .where('code', '=', gameCode)
    .executeTakeFirstOrThrow();
  const server = await startServer({
    databaseUrl: database.url,
    env: { FEED_SOURCE: 'off', LOG_LEVEL: 'warn' },
  });
  const stopServer = onCleanup(() => server.stop());
  const players = await launchAll(server.url, members, game.id);

  await play(server.url, privateKey, players, performance.now() + warmUpSeconds * 1000);
  const rowsBefore = await db
    .selectFrom('casino_tx')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const serverPid = findChildPid(process.pid, 'dist/main.js');
  const serverCpuBefore = serverPid === null ? Number.NaN : readCpuSeconds(serverPid);
  const callerCpuBefore = process.cpuUsage();
  const started = performance.now();
  const calls = await play(server.url, privateKey, players, started + seconds * 1000);
  const elapsedSeconds = (performance.now() - started) / 1000;
  const serverCpuMs = serverPid === null ? Number.NaN : (readCpuSeconds(serverPid) - serverCpuBefore) * 1000;
  const callerCpu = process.cpuUsage(callerCpuBefore);
  await stopServer();
  const rowsAfter = await db
    .selectFrom('casino_tx')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const ledger = await checkLedger(db);
  await closeHandle();

  const failed = calls.filter((call) => call.status !== 'RS_OK');
  const rounds = calls.filter((call) => call.action === 'win').length;
  const latencies = calls.map((call) => call.latencyMs).sort((a, b) => a - b);
  const ofAction = (action: Call['action']) =>
    calls
      .filter((call) => call.action === action)
      .map((call) => call.latencyMs)
      .sort((a, b) => a - b);
  const cpuNote =
    `CPU per call: server ${(serverCpuMs / calls.length).toFixed(2)} ms, ` +
    `callers ${((callerCpu.user + callerCpu.system) / 1000 / calls.length).toFixed(2)} ms`;
  const rows: BenchResult[] = [
    baseline,
    {
      label: `wallet calls (bet + win), ${playerCount} players`,
      perSecond: calls.length / elapsedSeconds,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      note: `${calls.length} calls, ${failed.length} not RS_OK; ${cpuNote}`,
    },
    {
      label: 'transaction/bet',
      perSecond: ofAction('bet').length / elapsedSeconds,
      p50Ms: percentile(ofAction('bet'), 50),
      p99Ms: percentile(ofAction('bet'), 99),
      note: 'member row locked, cash -> house shard, round + tx rows',
    },
    {
      label: 'transaction/win',
      perSecond: ofAction('win').length / elapsedSeconds,
      p50Ms: percentile(ofAction('win'), 50),
      p99Ms: percentile(ofAction('win'), 99),
      note: `rounds (bet + win pairs): ${Math.round(rounds / elapsedSeconds)}/s`,
    },
  ];
  console.log('\nbaseline: pgbench -N on the same PostgreSQL server in the same run');
  console.table(
    rows.map((result) => ({
      target: result.label,
      'per s': Math.round(result.perSecond),
      'p50 ms': format(result.p50Ms),
      'p99 ms': format(result.p99Ms),
      ratio: `${(result.perSecond / baseline.perSecond).toFixed(3)}x`,
      note: result.note,
    })),
  );
  const stored = Number(rowsAfter.n) - Number(rowsBefore.n);
  const problems = [
    ...(failed.length > 0
      ? [`${failed.length} calls not RS_OK (${[...new Set(failed.map((call) => call.status))].join(', ')})`]
      : []),
    ...(stored !== calls.length ? [`${stored} wallet rows for ${calls.length} calls`] : []),
    ...(ledger.violations.length > 0 ? [`ledger: ${JSON.stringify(ledger.violations)}`] : []),
    ...(calls.length === 0 ? ['no call made'] : []),
  ];
  console.log(
    `\ncasino-wallet: ${Math.round(calls.length / elapsedSeconds)} wallet calls/s ` +
      `(${Math.round(rounds / elapsedSeconds)} rounds/s; p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms); pgbench -N ${Math.round(baseline.perSecond)} tps; ` +
      `ledger check ${ledger.violations.length === 0 ? 'clean' : 'FAILED'} (${ledger.transactions} tx)` +
      (problems.length > 0 ? `; FAILED: ${problems.join('; ')}` : ''),
  );
  if (problems.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(
    'casino-wallet: needs a PostgreSQL server and pgbench for its baseline (--pg URL or DATABASE_URL)',
  );
  console.error(error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
