// Ledger transfers per second through the money step (moneyStep(db).move: one member's cash -> point,
// conditional debit, idempotency key, deferred sum-to-zero trigger) with `--clients` concurrent callers,
// in-process, each transfer either in its own transaction, as a unit of a group committer (lanes by
// the member's house shard, one unit per member per group: how the server places bets), or handed to a
// batcher that posts what arrived meanwhile as one autocommit moveMany statement (ledger_post_transfers),
// on a fresh PostgreSQL database and on PGlite (in memory). Then point -> cash conversions over HTTP
// (the compiled server on a fresh PostgreSQL database, signed-in members, an Idempotency-Key per call).
// Every figure beside `pgbench -N` (simple update) on the same PostgreSQL server in the same run.
// Usage: npm run ledger -w @hanpan/bench -- [--pg postgres://postgres@127.0.0.1:5432/postgres]
//   [--seconds 10] [--clients 16] [--members 500] [--lanes 4] [--group-size 200] [--in-flight 4]
//   [--only postgres|pglite|http]
// or from the root: DATABASE_URL=postgres://... BENCH_SECONDS=10 npm run bench.
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { checkLedger } from '../apps/server/src/features/wallet/ledger-check-repository.ts';
import { type Movement, memberAccount, moneyStep } from '../apps/server/src/features/wallet/money-step.ts';
import { houseShardOf } from '../apps/server/src/features/wallet/system-accounts.ts';
import type { Db } from '../apps/server/src/lib/db/database.ts';
import { createGroupCommitter } from '../apps/server/src/lib/db/group-commit.ts';
import { migrateToLatest } from '../apps/server/src/lib/db/migrations.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/lib/db/open-database.ts';
import { startServer } from '../scripts/server-process.ts';
import { type BenchMemberRow, createFundedMembers } from './support/bench-members.ts';
import { createBettingMembers } from './support/bet-setup.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { createMovementBatcher } from './support/movement-batcher.ts';
import { type BenchResult, runPgbenchBaseline } from './support/pgbench.ts';
import { type ConversionTally, runPointConversions } from './support/point-conversions.ts';

const { values } = parseArgs({
  options: {
    pg: { type: 'string' },
    seconds: { type: 'string' },
    clients: { type: 'string' },
    members: { type: 'string' },
    lanes: { type: 'string' },
    'group-size': { type: 'string' },
    'in-flight': { type: 'string' },
    only: { type: 'string' },
  },
});
const seconds = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 10);
const clients = Number(values.clients ?? 16);
const memberCount = Number(values.members ?? 500);
const lanes = Number(values.lanes ?? 4);
// Most movements in one moveMany statement (the third way).
const maxGroupSize = Number(values['group-size'] ?? 200);
// Group statements running at once (the third way): PostgreSQL flushes their commits together, and on
// a busy machine each running statement is one more backend at work.
const inFlight = Number(values['in-flight'] ?? 4);
// One part only (a shorter run): 'postgres', 'pglite' or 'http'; the baseline always runs.
const only = values.only ?? null;
const isRun = (part: string) => only === null || only === part;
const pgServerUrl = values.pg ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const warmUpSeconds = Math.min(2, seconds);
// The issue's aim for transfers through the money step with grouped commits.
const targetRatio = 1;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);

/** How a transfer is posted: in a transaction of its own, as a unit of a group committer's, or in a group statement. */
type Mover = ((memberId: number, movement: Movement) => Promise<unknown>) & {
  /** Statements sent so far, when movements go in groups of one statement. */
  groupCount?: () => number;
};

const ownTransaction =
  (db: Db): Mover =>
  (_memberId, movement) =>
    db.transaction().execute((trx) => moneyStep(db).move(trx, movement));

function groupedTransaction(db: Db): Mover {
  const committer = createGroupCommitter(db, { lanes });
  return (memberId, movement) =>
    committer.run(
      { lane: houseShardOf(memberId), conflictKey: `member:${memberId}`, payload: undefined },
      (trx) => moneyStep(db).move(trx, movement),
    );
}

function groupStatement(db: Db): Mover {
  const batcher = createMovementBatcher(db, { maxGroupSize, inFlight });
  const move: Mover = async (_memberId, movement) => {
    const outcome = await batcher.move(movement);
    if (!('txId' in outcome)) throw new Error(`${movement.key} not moved: ${JSON.stringify(outcome)}`);
    return outcome;
  };
  return Object.assign(move, { groupCount: () => batcher.groups });
}

/** `clients` callers moving 100 won cash -> point of random members through the money step until `untilMs`. */
async function runTransfers(members: BenchMemberRow[], move: Mover, untilMs: number, tag: string) {
  const latencies: number[] = [];
  const caller = async (callerIndex: number) => {
    for (let sequence = 0; Date.now() < untilMs; sequence += 1) {
      const { memberId, accounts } = members[Math.floor(Math.random() * members.length)] as BenchMemberRow;
      const startedAt = performance.now();
      await move(memberId, {
        why: 'cash_to_point',
        amount: 100n,
        from: memberAccount(accounts.cash),
        to: memberAccount(accounts.point),
        key: `bench:${tag}:${callerIndex}:${sequence}`,
        reference: `member:${memberId}`,
      });
      latencies.push(performance.now() - startedAt);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => caller(index)));
  return latencies;
}

async function expectCleanLedger(db: Db, label: string) {
  const report = await checkLedger(db);
  if (report.violations.length > 0)
    throw new Error(`${label}: ledger check failed ${JSON.stringify(report.violations)}`);
  return `ledger check clean (${report.transactions} tx)`;
}

/** The ways a transfer gets its transaction, each measured on a database of its own (tables grow). */
const ways: Record<string, (db: Db) => Mover> = {
  'move, own transaction each': ownTransaction,
  [`move, group commit, ${lanes} lanes`]: groupedTransaction,
  [`moveMany, group commit, one statement per group (up to ${maxGroupSize}, ${inFlight} at once)`]:
    groupStatement,
};

/** Sets up members on `handle`, warms up, measures one way of transacting and checks the ledger. */
async function benchSeam(label: string, handle: DatabaseHandle, move: Mover): Promise<BenchResult> {
  await migrateToLatest(handle.db);
  const members = await createFundedMembers(handle.db, memberCount, 'bench');
  await runTransfers(members, move, Date.now() + warmUpSeconds * 1000, 'warm');
  const groupsBefore = move.groupCount?.() ?? 0;
  const startedAt = Date.now();
  const latencies = await runTransfers(members, move, startedAt + seconds * 1000, 'run');
  const groups = (move.groupCount?.() ?? 0) - groupsBefore;
  const groupNote = groups > 0 ? `, ${(latencies.length / groups).toFixed(1)} per statement` : '';
  const elapsedSeconds = (Date.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    label,
    perSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    note: `${latencies.length} transfers${groupNote}; ${await expectCleanLedger(handle.db, label)}`,
  };
}

/** The money step on fresh PostgreSQL databases, a pool of one connection per caller. */
async function benchSeamOnPostgres(serverUrl: string): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const [way, moverOn] of Object.entries(ways)) {
    const database = await createFreshDatabase(serverUrl);
    const drop = onCleanup(database.drop);
    const handle = await openDatabase({ databaseUrl: database.url, poolMax: clients });
    try {
      results.push(await benchSeam(`money step on PostgreSQL, ${way}`, handle, moverOn(handle.db)));
    } finally {
      await handle.close();
      await drop();
    }
  }
  return results;
}

/** The money step on PGlite in memory: one connection, so transactions take turns. */
async function benchSeamOnPGlite(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const [way, moverOn] of Object.entries(ways)) {
    const handle = await openDatabase({});
    try {
      results.push(await benchSeam(`money step on PGlite (memory), ${way}`, handle, moverOn(handle.db)));
    } finally {
      await handle.close();
    }
  }
  return results;
}

/** Point -> cash conversions over HTTP on a fresh PostgreSQL database: one row per way and one for both. */
async function benchConversions(serverUrl: string): Promise<BenchResult[]> {
  const database = await createFreshDatabase(serverUrl);
  const drop = onCleanup(database.drop);
  try {
    const setup = await openDatabase({ databaseUrl: database.url });
    const members = await migrateToLatest(setup.db)
      .then(() => createBettingMembers(setup.db, memberCount))
      .finally(() => setup.close());
    const server = await startServer({
      databaseUrl: database.url,
      env: { FEED_SOURCE: 'off', LOG_LEVEL: 'warn' },
    });
    let tally: ConversionTally;
    let elapsedSeconds: number;
    try {
      await runPointConversions(server.url, members, {
        clients,
        untilMs: Date.now() + warmUpSeconds * 1000,
        tag: 'warm',
      });
      const startedAt = Date.now();
      tally = await runPointConversions(server.url, members, {
        clients,
        untilMs: startedAt + seconds * 1000,
        tag: 'run',
      });
      elapsedSeconds = (Date.now() - startedAt) / 1000;
    } finally {
      await server.stop();
    }
    const check = await openDatabase({ databaseUrl: database.url });
    const clean = await expectCleanLedger(check.db, 'conversions').finally(() => check.close());
    const refusals = [...tally.refused.entries()].map(([key, count]) => `${count}x ${key}`).join('; ');
    if (tally.pointToCash === 0) throw new Error(`conversions: none accepted (${refusals})`);
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    const row = (label: string, count: number): BenchResult => ({
      label: `${label} over HTTP on PostgreSQL, ${clients} callers`,
      perSecond: count / elapsedSeconds,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      note: `${count} accepted${refusals ? `, refused: ${refusals}` : ''}; ${clean}`,
    });
    return [
      row('POST /api/amount/pointToCash', tally.pointToCash),
      row('conversions both ways', tally.pointToCash + tally.cashToPoint),
    ];
  } finally {
    await drop();
  }
}

const format = (value: number | null) => (value === null ? '-' : value.toFixed(1));

cleanUpOnSignals();
try {
  console.log(
    `ledger-transfers: node ${process.version}, ${availableParallelism()} cores, ${clients} concurrent callers, ` +
      `${memberCount} members, ${lanes} lanes, ${seconds} s per target (after a ${warmUpSeconds} s warm-up)`,
  );
  console.log(`ledger-transfers: PostgreSQL server ${new URL(pgServerUrl).host}`);
  const baseline = await runPgbenchBaseline(pgServerUrl, { clients, seconds });
  const results = [
    baseline,
    ...(isRun('postgres') ? await benchSeamOnPostgres(pgServerUrl) : []),
    ...(isRun('pglite') ? await benchSeamOnPGlite() : []),
    ...(isRun('http') ? await benchConversions(pgServerUrl) : []),
  ];
  console.log(
    `\nbaseline: pgbench -N on the same PostgreSQL server in the same run; ratio = per s / its tps (aim ${targetRatio}x grouped)`,
  );
  console.table(
    results.map((result) => ({
      target: result.label,
      'per s': Math.round(result.perSecond),
      'p50 ms': format(result.p50Ms),
      'p99 ms': format(result.p99Ms),
      'vs pgbench -N': `${(result.perSecond / baseline.perSecond).toFixed(3)}x`,
      note: result.note,
    })),
  );
} catch (error) {
  console.error(
    'ledger-transfers: needs a PostgreSQL server and pgbench for its baseline (--pg URL or DATABASE_URL)',
  );
  console.error(error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
