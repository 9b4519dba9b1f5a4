// Ledger transfers per second through the server's postTransfer (each transfer its own database
// transaction: one member's cash -> point, 2 legs, idempotency key, conditional debit, deferred
// sum-to-zero trigger) with 16 concurrent callers, beside `pgbench -N` (simple update) on the same
// PostgreSQL server in the same run. Then the same loop on PGlite (in memory; the 16 callers
// serialise on its one connection), shown against the same pgbench figure.
// Usage: npm run ledger -w @hanpan/bench -- [--pg postgres://postgres@127.0.0.1:5432/postgres]
//   [--seconds 10] [--clients 16] [--members 500]
// or from the root: DATABASE_URL=postgres://... BENCH_SECONDS=10 npm run bench.
// PostgreSQL runs use fresh databases created on that URL's server and dropped afterwards.
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { checkLedger } from '../apps/server/src/features/wallet/ledger-check-repository.ts';
import { type MemberAccounts, postTransfer } from '../apps/server/src/features/wallet/ledger-repository.ts';
import type { Db } from '../apps/server/src/lib/db/database.ts';
import { migrateToLatest } from '../apps/server/src/lib/db/migrations.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/lib/db/open-database.ts';
import { createFundedMembers } from './support/bench-members.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { type BenchResult, runPgbenchBaseline } from './support/pgbench.ts';

const { values } = parseArgs({
  options: {
    pg: { type: 'string' },
    seconds: { type: 'string' },
    clients: { type: 'string' },
    members: { type: 'string' },
  },
});
const seconds = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 10);
const clients = Number(values.clients ?? 16);
const memberCount = Number(values.members ?? 500);
const pgServerUrl = values.pg ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const warmUpSeconds = Math.min(2, seconds);

type Result = BenchResult;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);

/** `clients` callers posting cash -> point transfers of random members until `untilMs`. */
async function runTransfers(db: Db, members: MemberAccounts[], untilMs: number, tag: string) {
  const latencies: number[] = [];
  const caller = async (callerIndex: number) => {
    for (let sequence = 0; Date.now() < untilMs; sequence += 1) {
      const member = members[Math.floor(Math.random() * members.length)] as MemberAccounts;
      const startedAt = performance.now();
      await db.transaction().execute((trx) =>
        postTransfer(trx, {
          kind: 'cash_to_point',
          reference: `member:${member.cash}`,
          idempotencyKey: `bench:${tag}:${callerIndex}:${sequence}`,
          legs: [
            { accountId: member.cash, amount: -100n },
            { accountId: member.point, amount: 100n },
          ],
        }),
      );
      latencies.push(performance.now() - startedAt);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => caller(index)));
  return latencies;
}

/** Sets up members on `handle`, warms up, measures, and checks the ledger afterwards. */
async function benchLedger(label: string, handle: DatabaseHandle): Promise<Result> {
  await migrateToLatest(handle.db);
  const members = (await createFundedMembers(handle.db, memberCount, 'bench')).map((row) => row.accounts);
  await runTransfers(handle.db, members, Date.now() + warmUpSeconds * 1000, 'warm');
  const startedAt = Date.now();
  const latencies = await runTransfers(handle.db, members, startedAt + seconds * 1000, 'run');
  const elapsedSeconds = (Date.now() - startedAt) / 1000;
  const report = await checkLedger(handle.db);
  if (report.violations.length > 0)
    throw new Error(`${label}: ledger check failed ${JSON.stringify(report.violations)}`);
  latencies.sort((a, b) => a - b);
  return {
    label,
    perSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    note: `${latencies.length} transfers; ledger check clean (${report.transactions} tx, ${report.entries} entries)`,
  };
}

/** Our transfers on a fresh PostgreSQL database with a pool of one connection per caller. */
async function benchPostgres(serverUrl: string): Promise<Result> {
  const database = await createFreshDatabase(serverUrl);
  const drop = onCleanup(database.drop);
  const handle = await openDatabase({ databaseUrl: database.url, poolMax: clients });
  try {
    return await benchLedger(`postTransfer on PostgreSQL, ${clients} callers`, handle);
  } finally {
    await handle.close();
    await drop();
  }
}

/** Our transfers on PGlite in memory: one connection, so the callers take turns. */
async function benchPGlite(): Promise<Result> {
  const handle = await openDatabase({});
  try {
    return await benchLedger(`postTransfer on PGlite (memory), ${clients} callers`, handle);
  } finally {
    await handle.close();
  }
}

const format = (value: number | null) => (value === null ? '-' : value.toFixed(1));

cleanUpOnSignals();
try {
  console.log(
    `ledger-transfers: node ${process.version}, ${availableParallelism()} cores, ${clients} concurrent callers, ` +
      `${memberCount} members, ${seconds} s per target (after a ${warmUpSeconds} s warm-up)`,
  );
  console.log(`ledger-transfers: PostgreSQL server ${new URL(pgServerUrl).host}`);
  const baseline = await runPgbenchBaseline(pgServerUrl, { clients, seconds });
  const results = [baseline, await benchPostgres(pgServerUrl), await benchPGlite()];
  console.log(
    '\nbaseline: pgbench -N on the same PostgreSQL server in the same run; ratio = transfers/s / its tps',
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
