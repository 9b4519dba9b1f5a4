// Bets settled per second when a fixture's result arrives (issue 12): `--bets` open bets of 1 to 5 legs
// (first leg on the fixture, the others already won) are settled by the settlement engine as the feed
// would trigger it (settleOutcomes of the fixture's outcomes: locks, leg and bet rows, history, bulk
// ledger postings, member debts checked), on PostgreSQL and on PGlite. Beside each: the baseline, one
// bare `UPDATE bet SET status = status` over the same rows in the same run, and the ledger is checked.
// Usage: npm run settlement -w @hanpan/bench -- [--pg URL] [--bets 100000] [--members 1000] [--batch 500]
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createSettlementService } from '../apps/server/src/features/betting/settlement/settlement-service.ts';
import { checkLedger } from '../apps/server/src/features/wallet/ledger-check-repository.ts';
import type { Db } from '../apps/server/src/lib/db/database.ts';
import { migrateToLatest } from '../apps/server/src/lib/db/migrations.ts';
import { type DatabaseOptions, openDatabase } from '../apps/server/src/lib/db/open-database.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { seedSettlementBench } from './support/settlement-setup.ts';

const { values } = parseArgs({
  options: {
    pg: { type: 'string' },
    bets: { type: 'string' },
    members: { type: 'string' },
    batch: { type: 'string' },
  },
});
const betCount = Number(values.bets ?? process.env.BENCH_SETTLE_BETS ?? 100_000);
const memberCount = Number(values.members ?? 1_000);
const batchSize = values.batch ? Number(values.batch) : undefined;
const pgServerUrl = values.pg ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Issue 12's aim: 100,000 bets in under 10 s on PostgreSQL.
const targetSeconds = 10;

type Figures = {
  label: string;
  seedSeconds: number;
  baselineSeconds: number;
  settleSeconds: number;
  note: string;
};

const silentLogger = {
  info: () => {},
  warn: () => {},
  error: (...args: unknown[]) => console.error(...args),
};

/** Seeds, runs the baseline UPDATE, lets the result arrive and settles; returns the timings. */
async function benchOne(label: string, where: DatabaseOptions): Promise<Figures> {
  const handle = await openDatabase(where);
  try {
    const db: Db = handle.db;
    await migrateToLatest(db);
    const seedStart = performance.now();
    const setup = await seedSettlementBench(db, betCount, memberCount);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    await sql`analyze`.execute(db);

    const baselineStart = performance.now();
    const touched = await sql`update bet set status = status
      where id in (select bet_id from bet_leg where fixture_id = ${setup.fixtureId})`.execute(db);
    const baselineSeconds = (performance.now() - baselineStart) / 1000;
    if (Number(touched.numAffectedRows ?? 0n) !== betCount)
      throw new Error(`${label}: baseline touched ${touched.numAffectedRows}`);

    // The result arrives: what the feed adapter writes for each outcome of the fixture.
    for (const result of setup.results) {
      await sql`update outcome set settlement = ${result.settlement}, status = 'settled', settled_at = now()
        where id = ${result.outcomeId}`.execute(db);
    }
    const service = createSettlementService({
      db,
      realtime: { sendToMember: () => {} },
      notifyUserContextChanged: async () => null,
      logger: silentLogger,
      ...(batchSize ? { batchSize } : {}),
    });
    const settleStart = performance.now();
    const report = await service.settleOutcomes(
      setup.results.map((result) => result.outcomeId),
      'feed',
    );
    const settleSeconds = (performance.now() - settleStart) / 1000;
    await service.stop();

    const open = await db
      .selectFrom('bet')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    if (report.betsSettled !== betCount || Number(open.count) !== 0)
      throw new Error(`${label}: settled ${report.betsSettled} of ${betCount}, ${open.count} still open`);
    const ledger = await checkLedger(db);
    if (ledger.violations.length > 0)
      throw new Error(`${label}: ledger ${JSON.stringify(ledger.violations)}`);
    return {
      label,
      seedSeconds,
      baselineSeconds,
      settleSeconds,
      note: `${report.betsSettled} settled, ${report.paid} won paid; ledger check clean (${ledger.transactions} tx)`,
    };
  } finally {
    await handle.close();
  }
}

const show = (figures: Figures) => {
  console.table([
    {
      target: `baseline: UPDATE bet SET status over the ${betCount} rows`,
      's total': figures.baselineSeconds.toFixed(2),
      'bets/s': Math.round(betCount / figures.baselineSeconds),
      ratio: '1.000x',
    },
    {
      target: figures.label,
      's total': figures.settleSeconds.toFixed(2),
      'bets/s': Math.round(betCount / figures.settleSeconds),
      ratio: `${(figures.baselineSeconds / figures.settleSeconds).toFixed(3)}x`,
    },
  ]);
  console.log(`  (seeding took ${figures.seedSeconds.toFixed(1)} s; ${figures.note})`);
};

cleanUpOnSignals();
try {
  console.log(
    `bet-settlement: node ${process.version}, ${availableParallelism()} cores, ${betCount} open bets (1-5 legs, ` +
      `${memberCount} members) on one fixture, batch ${batchSize ?? 'default'}`,
  );
  const database = await createFreshDatabase(pgServerUrl);
  const dropDatabase = onCleanup(database.drop);
  const onPostgres = await benchOne('settlement engine on PostgreSQL', { databaseUrl: database.url });
  await dropDatabase();
  show(onPostgres);

  const dataDir = mkdtempSync(join(tmpdir(), 'hanpan-settle-'));
  const removeDir = onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const onPGlite = await benchOne(`settlement engine on PGlite (${dataDir})`, { dataDir });
  await removeDir();
  show(onPGlite);
  console.log(
    `\nbet-settlement: PostgreSQL ${betCount} bets in ${onPostgres.settleSeconds.toFixed(2)} s ` +
      `(${Math.round(betCount / onPostgres.settleSeconds)} bets/s; aim under ${targetSeconds} s; bare UPDATE ` +
      `${onPostgres.baselineSeconds.toFixed(2)} s); PGlite ${onPGlite.settleSeconds.toFixed(2)} s ` +
      `(${Math.round(betCount / onPGlite.settleSeconds)} bets/s; bare UPDATE ${onPGlite.baselineSeconds.toFixed(2)} s)`,
  );
} finally {
  await runCleanups();
}
