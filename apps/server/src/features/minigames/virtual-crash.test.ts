import { tmpdir } from 'node:os';
import path from 'node:path';
import { virtualGameTypes } from '@hanpan/core/api/virtual';
import { virtualGameOf } from '@hanpan/core/minigames/catalogue';
import type { RaceCard, RaceResult } from '@hanpan/core/virtual/types';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { cashOf } from '../../../test/betting.ts';
import { createMember } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import {
  betCountsOf,
  cashBalancesOf,
  createScratchDatabase,
  pollUntil,
} from '../../../test/minigame-processes.ts';
import { seedOpenGameBets } from '../../../test/minigame-seed.ts';
import { type SpawnedServer, spawnServer, waitForListening } from '../../../test/server-processes.ts';
import type { Db } from '../../lib/db/database.ts';
import { readGameSettings } from './game-repository.ts';
import { readMarketSettings } from './market-repository.ts';
import { marginsOf } from './market-settings.ts';
import { createSeedChainCache, seedChainLength } from './seed-chain.ts';
import { payoutOf } from './settle-round.ts';
import { settleVirtual, virtualPriceOf } from './virtual-models.ts';
import { createVirtualEvents } from './virtual-opening.ts';

// PostgreSQL only (the PGlite pass of `npm test` skips it: an embedded database dies with its process).
// Two server processes on one database (issue 25, virtual events exactly once): A leads and runs the
// round engine (issue 28), B follows. A greyhound race with thousands of open bets falls due; A is killed
// (SIGKILL) inside a settlement batch it has written but not committed. B takes the leadership over and
// finishes: every bet settled by the drawn order and paid exactly once, the event finished once and the
// kennel's form and run counts moved once.

const adminUrl = process.env.DATABASE_URL;
const greyhound = virtualGameTypes.greyhound;
const game = virtualGameOf(greyhound)!;
const betCount = 4_000;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup().catch(() => undefined);
});

/** A server process whose database connections carry `name` (pg_stat_activity tells its batches apart). */
const startServer = (databaseUrl: string, name: string): SpawnedServer => {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  const server = spawnServer({
    DATABASE_URL: url.href,
    WEB_DIST_DIR: path.join(tmpdir(), 'hanpan-no-web'),
    // info: waitForListening reads the address from the log.
    LOG_LEVEL: 'info',
  });
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  });
  return server;
};

const isAlive = (server: SpawnedServer) => () =>
  server.child.exitCode === null && server.child.signalCode === null;

/** True while a transaction of process `name` has held its write locks on the bets or ledger for `ms`. */
const isBatchInFlightFor = async (db: Db, name: string, ms: number) => {
  const { rows } = await sql<{ count: string }>`
    select count(*)::text as count from pg_stat_activity
    where datname = current_database() and application_name = ${name} and backend_xid is not null
      and xact_start <= clock_timestamp() - ${ms} * interval '1 millisecond'
      and query ~* '(ledger_entry|ledger_tx|minigame_bet|"account")'`.execute(db);
  return Number(rows[0]?.count) > 0;
};

/** The first event the engine's own step creates for the greyhounds, with its bets' picks priced from the card. */
async function openGreyhoundEvent(db: Db) {
  const settings = (await readGameSettings(db)).find((row) => row.gameType === greyhound)!;
  const seeds = { cache: createSeedChainCache(), newChainLength: seedChainLength };
  await createVirtualEvents(
    { db, seeds, realtime: { publish: () => undefined }, speed: 1 },
    settings,
    new Date(),
  );
  const event = await db
    .selectFrom('minigame_round')
    .select(['id', 'round_key', 'card'])
    .where('game_type', '=', greyhound)
    .orderBy('draw_at')
    .limit(1)
    .executeTakeFirstOrThrow();
  const card = event.card as RaceCard;
  const margins = marginsOf(settings.marginBp, await readMarketSettings(db, greyhound));
  const numbers = card.runners.map((runner) => runner.number);
  const codes = [
    ...numbers.map((n) => 100 + n),
    ...numbers.map((n) => 200 + n),
    10_000 + 100 * numbers[0]! + numbers[1]!,
    20_000 + 100 * numbers[1]! + numbers[2]!,
    1_000_000 + 10_000 * numbers[0]! + 100 * numbers[1]! + numbers[2]!,
  ];
  const oddsOf = new Map<number, number>();
  for (const code of codes) {
    const price = virtualPriceOf(game, card, code, margins);
    if (price) oddsOf.set(code, price.odds);
  }
  return { id: event.id, roundKey: event.round_key, card, oddsOf };
}

/** Each runner's run count and form by runner id. */
async function kennelOf(db: Db, card: RaceCard) {
  const rows = await db
    .selectFrom('virtual_runner')
    .select(['id', 'runs', 'wins', 'form'])
    .where(
      'id',
      'in',
      card.runners.map((runner) => runner.runnerId),
    )
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

describe.runIf(adminUrl)('two server processes settling a virtual event, one killed', () => {
  it('when one is killed (SIGKILL) inside a settlement batch of a greyhound race, then the other settles every bet once and finishes the race once', async () => {
    const scratch = await createScratchDatabase(adminUrl ?? '', 'vx_kill', greyhound);
    cleanups.push(scratch.drop);
    const { db } = scratch;
    const event = await openGreyhoundEvent(db);
    const memberIds: number[] = [];
    for (let i = 0; i < 20; i += 1) memberIds.push((await createMember(db)).id);
    const picks = [...event.oddsOf.keys()];
    await seedOpenGameBets(db, {
      round: { id: event.id, gameType: greyhound, roundKey: event.roundKey },
      memberIds,
      count: betCount,
      stake: 1_000n,
      picks,
      tag: 'vkill',
      oddsOf: event.oddsOf,
    });
    const cashBefore = await cashBalancesOf(db, memberIds);
    const kennelBefore = await kennelOf(db, event.card);

    // A first, so that it is the leader (the one process running the round engine); B follows.
    const a = startServer(scratch.url, 'vx_a');
    await waitForListening(a, 60_000);
    await pollUntil(async () => a.output().includes('Leadership gained'), {
      timeoutMs: 30_000,
      isAlive: isAlive(a),
      describe: () => a.output().slice(-2000),
    });
    const b = startServer(scratch.url, 'vx_b');
    await waitForListening(b, 60_000);
    const output = () => [a, b].map((server) => server.output().slice(-2000)).join('\n---\n');
    // The race closes now and is off and finished a second from now: the leader's engine (ticking every
    // second) draws it, settles its bets and finishes it.
    await sql`update minigame_round set close_at = clock_timestamp(),
      draw_at = clock_timestamp() + interval '1 second', finish_at = clock_timestamp() + interval '1 second'
      where id = ${event.id}`.execute(db);
    await pollUntil(async () => (await betCountsOf(db, event.id)).settled > 0, {
      timeoutMs: 30_000,
      intervalMs: 5,
      isAlive: isAlive(a),
      describe: output,
    });
    // A batch has committed; the kill lands 50 ms into one of A's next: part of its payouts posted, uncommitted.
    await pollUntil(() => isBatchInFlightFor(db, 'vx_a', 50), {
      timeoutMs: 30_000,
      intervalMs: 1,
      isAlive: isAlive(a),
      describe: output,
    });
    a.child.kill('SIGKILL');
    await a.exited;
    const atKill = await betCountsOf(db, event.id);
    expect(atKill.settled).toBeGreaterThan(0);
    expect(atKill.open).toBeGreaterThan(0);
    expect(atKill.settled + atKill.open).toBe(betCount);

    await pollUntil(
      async () => {
        const row = await db
          .selectFrom('minigame_round')
          .select('finished_at')
          .where('id', '=', event.id)
          .executeTakeFirstOrThrow();
        return row.finished_at !== null;
      },
      { timeoutMs: 40_000, intervalMs: 50, isAlive: isAlive(b), describe: output },
    );
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);

    const round = await db
      .selectFrom('minigame_round')
      .select(['status', 'result'])
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('drawn');
    const result = round.result as RaceResult;
    const bets = await db
      .selectFrom('minigame_bet')
      .select(['id', 'member_id', 'pick', 'odds', 'stake', 'status', 'payout', 'payout_tx_id'])
      .where('round_id', '=', event.id)
      .execute();
    expect(bets).toHaveLength(betCount);
    const wrong = bets.filter((bet) => {
      const settlement = settleVirtual(game, event.card, result, bet.pick);
      return bet.status !== settlement || bet.payout !== payoutOf(settlement, bet.stake, bet.odds);
    });
    expect(wrong).toEqual([]);
    const postings = await sql<{ reference: string; count: string }>`
      select reference, count(*)::text as count from ledger_tx
      where kind = 'minigame_payout' group by reference`.execute(db);
    const paying = bets.filter((bet) => (bet.payout ?? 0n) > 0n);
    expect(paying.length).toBeGreaterThan(0);
    expect(postings.rows.filter((row) => row.count !== '1')).toEqual([]);
    expect(new Set(postings.rows.map((row) => row.reference))).toEqual(
      new Set(paying.map((bet) => `minibet:${bet.id}`)),
    );
    for (const [memberId, before] of cashBefore) {
      const won = bets
        .filter((bet) => bet.member_id === memberId)
        .reduce((sum, bet) => sum + (bet.payout ?? 0n), 0n);
      expect({ memberId, cash: await cashOf(db, memberId) }).toEqual({ memberId, cash: before + won });
    }
    await expectLedgerBalanced(db);

    // The race counted once in the kennel: one more run each, the place it finished first in its form.
    const kennelAfter = await kennelOf(db, event.card);
    for (const runner of event.card.runners) {
      const before = kennelBefore.get(runner.runnerId)!;
      const position = result.order.indexOf(runner.number) + 1;
      expect(kennelAfter.get(runner.runnerId)).toEqual({
        ...before,
        runs: before.runs + 1,
        wins: before.wins + (position === 1 ? 1 : 0),
        form: [position, ...before.form].slice(0, 5),
      });
    }
  }, 120_000);
});
