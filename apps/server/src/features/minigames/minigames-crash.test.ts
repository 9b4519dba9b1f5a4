import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { openRound } from '../../../test/minigame-bets.ts';
import {
  betCountsOf,
  cashBalancesOf,
  createScratchDatabase,
  expectRoundPaidOnce,
  pollUntil,
} from '../../../test/minigame-processes.ts';
import { seedOpenGameBets } from '../../../test/minigame-seed.ts';
import { type SpawnedServer, spawnServer } from '../../../test/server-processes.ts';
import type { Db } from '../../lib/db/database.ts';

// PostgreSQL only (the PGlite pass of `npm test` skips it: an embedded database dies with its process).
// A server whose engine is settling a round's bets is killed (SIGKILL) partway through the pass, inside a
// batch that has written but not committed, with some bets settled and some still open; a new process
// finishes the pass. Every bet ends settled by the
// drawn result and paid exactly once, and the ledger and the balances hold.

const adminUrl = process.env.DATABASE_URL;
const oddEven = 106;
const betCount = 4_000;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup().catch(() => undefined);
});

const startServer = (databaseUrl: string): SpawnedServer => {
  const server = spawnServer({
    DATABASE_URL: databaseUrl,
    WEB_DIST_DIR: path.join(tmpdir(), 'hanpan-no-web'),
    LOG_LEVEL: 'warn',
  });
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  });
  return server;
};

/**
 * True while a transaction of another connection to the database has held its write locks for at least
 * `ms` (a settlement batch in flight, part way through its postings).
 */
const isBatchInFlightFor = async (db: Db, ms: number) => {
  const { rows } = await sql<{ count: string }>`
    select count(*)::text as count from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null
      and xact_start <= clock_timestamp() - ${ms} * interval '1 millisecond'
      and query ~* '(ledger_entry|ledger_tx|minigame_bet|"account")'`.execute(db);
  return Number(rows[0]?.count) > 0;
};

/** How long the settled bets took from the first to the last: one batch's time once one has committed. */
const settledSpanMs = async (db: Db, roundId: bigint) => {
  const { rows } = await sql<{ ms: string }>`
    select (extract(epoch from max(settled_at) - min(settled_at)) * 1000)::text as ms
    from minigame_bet where round_id = ${roundId} and status <> 'open'`.execute(db);
  return Number(rows[0]?.ms ?? 0);
};

const isAlive = (server: SpawnedServer) => () =>
  server.child.exitCode === null && server.child.signalCode === null;

describe.runIf(adminUrl)('a server killed while settling a mini-game round', () => {
  it('when it is killed (SIGKILL) partway through the round settlement and a new process starts, then every bet is paid exactly once', async () => {
    const scratch = await createScratchDatabase(adminUrl ?? '', 'mg_kill', oddEven);
    cleanups.push(scratch.drop);
    const { db } = scratch;
    const round = await openRound(db, oddEven);
    const memberIds: number[] = [];
    for (let i = 0; i < 20; i += 1) memberIds.push((await createMember(db)).id);
    await seedOpenGameBets(db, {
      round,
      memberIds,
      count: betCount,
      stake: 1_000n,
      picks: [1, 2, 3, 4],
      tag: 'kill',
    });
    const cashBefore = await cashBalancesOf(db, memberIds);
    // The round closed and fell due while no server ran: the first engine tick draws it and settles.
    await sql`update minigame_round set close_at = clock_timestamp() - interval '2 seconds',
      draw_at = clock_timestamp() - interval '1 second' where id = ${round.id}`.execute(db);

    const first = startServer(scratch.url);
    await pollUntil(async () => (await betCountsOf(db, round.id)).settled > 0, {
      timeoutMs: 60_000,
      intervalMs: 5,
      isAlive: isAlive(first),
      describe: () => first.output().slice(-3000),
    });
    // A batch has committed; the kill lands inside the next one, a third of a batch's time into it
    // (part of its payouts posted, uncommitted).
    const batchMs = await settledSpanMs(db, round.id);
    await pollUntil(() => isBatchInFlightFor(db, batchMs / 3), {
      timeoutMs: 30_000,
      intervalMs: 1,
      isAlive: isAlive(first),
      describe: () => first.output().slice(-3000),
    });
    first.child.kill('SIGKILL');
    await first.exited;
    // The proof the kill landed mid-pass: committed batches stay settled, the rest (the batch in flight
    // rolled back with its payouts) are still open.
    const atKill = await betCountsOf(db, round.id);
    expect(atKill.settled).toBeGreaterThan(0);
    expect(atKill.open).toBeGreaterThan(0);
    expect(atKill.settled + atKill.open).toBe(betCount);
    const paidWhileOpen = await sql<{ reference: string }>`
      select t.reference from ledger_tx t join minigame_bet b on t.reference = 'minibet:' || b.id
      where t.kind = 'minigame_payout' and b.status = 'open'`.execute(db);
    expect(paidWhileOpen.rows).toEqual([]);
    const drawn = await db
      .selectFrom('minigame_round')
      .select(['status', 'seed', 'result', 'drawn_at'])
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(drawn.status).toBe('drawn');

    const second = startServer(scratch.url);
    await pollUntil(async () => (await betCountsOf(db, round.id)).open === 0, {
      timeoutMs: 60_000,
      intervalMs: 50,
      isAlive: isAlive(second),
      describe: () => second.output().slice(-3000),
    });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // The round was drawn once: the restart settled it on the same result, never drew it again.
    expect(
      await db
        .selectFrom('minigame_round')
        .select(['status', 'seed', 'result', 'drawn_at'])
        .where('id', '=', round.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(drawn);
    const { bets } = await expectRoundPaidOnce(db, round.id, cashBefore);
    expect(bets).toBe(betCount);
  }, 120_000);
});
