import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { settlementValue } from '@hanpan/core/betting/settlement';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { cashOf, createBetFixture, type FixturePick, type TestFixture } from '../../../../test/betting.ts';
import { createMember } from '../../../../test/factories.ts';
import { type SpawnedServer, spawnServer } from '../../../../test/server-processes.ts';
import { expectEveryBetSettledAndPaidOnce, writeSettlement } from '../../../../test/settlement.ts';
import { seedOpenBets } from '../../../../test/settlement-seed.ts';
import type { Db } from '../../../lib/db/database.ts';
import { migrateToLatest } from '../../../lib/db/migrations.ts';
import { type DatabaseHandle, openDatabase } from '../../../lib/db/open-database.ts';
import { createSettlementService } from './settlement-service.ts';

// PostgreSQL only: a server is killed (SIGKILL) while its start-up catch-up settles a fixture's bets,
// then started again; every bet ends settled once and paid once, and the ledger holds. The PGlite pass
// of `npm test` skips it (an embedded database dies with its process).
const adminUrl = process.env.DATABASE_URL;
const betCount = 6_000;

const runAdmin = async (statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup();
});

const startServer = (databaseUrl: string): SpawnedServer => {
  const server = spawnServer({
    DATABASE_URL: databaseUrl,
    WEB_DIST_DIR: path.join(tmpdir(), 'hanpan-no-web'),
  });
  cleanups.push(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
  });
  return server;
};

const settledCount = async (db: Db) =>
  Number(
    (await sql<{ count: string }>`select count(*)::text as count from bet_settlement`.execute(db)).rows[0]
      ?.count,
  );

/** Polls the database until `isDone` holds (the server works in another process: no event to await). */
const pollUntil = async (server: SpawnedServer, isDone: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await isDone())) {
    if (server.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The server stopped or took too long:\n${server.output().slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe.skipIf(!adminUrl)('a server killed while settling', () => {
  it('when it is killed mid-way through a fixture and restarted, then every bet is settled and paid exactly once', async () => {
    const database = `hanpan_settle_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
    await runAdmin(`create database ${database}`);
    cleanups.push(() => runAdmin(`drop database if exists ${database} with (force)`));
    const databaseUrl = new URL(adminUrl ?? '');
    databaseUrl.pathname = `/${database}`;
    const handle: DatabaseHandle = await openDatabase({ databaseUrl: databaseUrl.href, poolMax: 2 });
    cleanups.push(() => handle.close());
    const { db } = handle;
    await migrateToLatest(db);

    const fixtures: TestFixture[] = [];
    for (let i = 0; i < 5; i += 1) fixtures.push(await createBetFixture(db));
    const memberIds: number[] = [];
    for (let i = 0; i < 20; i += 1) memberIds.push((await createMember(db)).id);
    const _betIds = await seedOpenBets(db, {
      fixtures,
      memberIds,
      count: betCount,
      stake: 1_000n,
      tag: 'crash',
    });
    const cashBefore = new Map<number, bigint>();
    for (const memberId of memberIds) cashBefore.set(memberId, await cashOf(db, memberId));
    // The results arrived while no server ran: the start-up catch-up finds them.
    const [main, ...others] = fixtures as [TestFixture, ...TestFixture[]];
    await writeSettlement(
      db,
      [main.picks[0] as FixturePick, ...others.map((f) => f.picks[0] as FixturePick)],
      settlementValue.winner,
    );
    await writeSettlement(db, main.picks.slice(1, 3), settlementValue.loser);

    const first = startServer(databaseUrl.href);
    await pollUntil(first, async () => (await settledCount(db)) > 0, 60_000);
    first.child.kill('SIGKILL');
    await first.exited;
    const settledBeforeCrash = await settledCount(db);
    expect(settledBeforeCrash).toBeGreaterThan(0);
    expect(settledBeforeCrash).toBeLessThan(betCount);

    const second = startServer(databaseUrl.href);
    await pollUntil(second, async () => (await settledCount(db)) >= betCount, 120_000);
    second.child.kill('SIGTERM');
    await second.exited;

    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const engine = createSettlementService({
      db,
      realtime: { sendToMember: () => {} },
      notifyUserContextChanged: async () => null,
      logger: quiet,
    });
    expect(await engine.catchUp()).toMatchObject({ betsSettled: 0 });
    await expectEveryBetSettledAndPaidOnce(db, { betCount, cashBefore });
  }, 240_000);
});
