import { randomBytes } from 'node:crypto';
import { miniGameOf } from '@hanpan/core/minigames/catalogue';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { settlePick } from '@hanpan/core/minigames/markets';
import { sql } from 'kysely';
import pg from 'pg';
import { expect } from 'vitest';
import { setGameEnabled } from '../src/features/minigames/game-repository.ts';
import { payoutOf } from '../src/features/minigames/settle-round.ts';
import type { Db } from '../src/lib/db/database.ts';
import { migrateToLatest } from '../src/lib/db/migrations.ts';
import { openDatabase } from '../src/lib/db/open-database.ts';
import { cashOf } from './betting.ts';
import { expectLedgerBalanced } from './ledger.ts';

// What the mini-game tests with real server processes share: a database of their own on the PostgreSQL
// server of DATABASE_URL (the processes open it by URL), polling it while another process works, and
// the exactly-once check of a settled round read back from the bets, the ledger and the balances.

/** A migrated database of its own, its URL for server processes and a handle for the test. */
export type ScratchDatabase = { url: string; db: Db; drop: () => Promise<void> };

const runAdmin = async (adminUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * Creates and migrates `hanpan_<prefix>_<random>` on the server of `adminUrl`, with only `gameType`
 * switched on (null: every game off, for tests of other features).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  gameType: number | null,
): Promise<ScratchDatabase> {
  const name = `hanpan_${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.href, poolMax: 4 });
  await migrateToLatest(handle.db);
  // The other games' engines would only add rounds (and load) the tests never look at.
  const games = await handle.db.selectFrom('minigame_game').select('game_type').execute();
  for (const game of games) {
    await setGameEnabled(handle.db, game.game_type, game.game_type === gameType, new Date());
  }
  return {
    url: url.href,
    db: handle.db,
    drop: async () => {
      await handle.close();
      await runAdmin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Polls until `isDone` holds: the server processes work on their own, so there is no event to await
 * (`isAlive` false or the time running out throws with `describe()`).
 */
export async function pollUntil(
  isDone: () => Promise<boolean>,
  options: { timeoutMs: number; intervalMs?: number; isAlive?: () => boolean; describe?: () => string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (!(await isDone())) {
    if (options.isAlive?.() === false || Date.now() > deadline) {
      throw new Error(`Gave up waiting: ${options.describe?.() ?? ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 20));
  }
}

/**
 * `count` more rounds of the round's game, keyed `<day>-1`.., each with a one-seed chain of its own,
 * closing and due with the round (a backlog two engines work through at once); returns their keys.
 */
export async function addRoundsDueWith(
  db: Db,
  round: { id: bigint; gameType: number },
  day: string,
  count: number,
): Promise<string[]> {
  const { rows } = await sql<{ round_key: string }>`
    with chains as (
      insert into minigame_seed_chain (game_type, anchor, length, terminal_seed, next_index)
      select ${round.gameType}, lpad(to_hex(1000000 + n), 64, '0'), 1, lpad(to_hex(1000000 + n), 64, '0'), 1
      from generate_series(1, ${count}::integer) as n
      returning id, terminal_seed)
    insert into minigame_round (game_type, round_key, chain_id, chain_index, close_at, draw_at, commitment)
    select ${round.gameType}, ${day} || '-' || row_number() over (order by c.id), c.id, 0, r.close_at, r.draw_at,
      c.terminal_seed
    from chains c cross join minigame_round r where r.id = ${round.id}
    returning round_key`.execute(db);
  return rows.map((row) => row.round_key);
}

/** How many of the round's bets are still open and how many are settled. */
export async function betCountsOf(db: Db, roundId: bigint) {
  const row = await db
    .selectFrom('minigame_bet')
    .select([
      sql<string>`count(*) filter (where status = 'open')`.as('open'),
      sql<string>`count(*) filter (where status <> 'open')`.as('settled'),
    ])
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), settled: Number(row.settled) };
}

/** The members' cash balances now, by member. */
export async function cashBalancesOf(db: Db, memberIds: readonly number[]): Promise<Map<number, bigint>> {
  const balances = new Map<number, bigint>();
  for (const memberId of memberIds) balances.set(memberId, await cashOf(db, memberId));
  return balances;
}

/**
 * Asserts the round was drawn and each of its bets settled by its pick on that result and paid
 * exactly once: one 'minigame_payout' posting per paying bet (none for a losing one), each member's
 * cash grown by their payouts from `cashBefore`, and the ledger's invariants holding.
 */
export async function expectRoundPaidOnce(
  db: Db,
  roundId: bigint,
  cashBefore: ReadonlyMap<number, bigint>,
): Promise<{ bets: number; paidBets: number }> {
  const round = await db
    .selectFrom('minigame_round')
    .select(['game_type', 'status', 'result'])
    .where('id', '=', roundId)
    .executeTakeFirstOrThrow();
  expect(round.status).toBe('drawn');
  const game = miniGameOf(round.game_type);
  if (!game) throw new Error(`unknown mini-game ${round.game_type}`);
  const bets = await db
    .selectFrom('minigame_bet')
    .select(['id', 'member_id', 'pick', 'odds', 'stake', 'status', 'payout', 'payout_tx_id'])
    .where('round_id', '=', roundId)
    .execute();
  const wrong = bets.filter((bet) => {
    const settlement = settlePick(miniFamilies[game.family], bet.pick, round.result);
    return bet.status !== settlement || bet.payout !== payoutOf(settlement, bet.stake, bet.odds);
  });
  expect(wrong).toEqual([]);
  // This round's bets' postings only: other rounds of the same database are checked on their own.
  const postings = await sql<{ reference: string; count: string }>`
    select t.reference, count(*)::text as count from ledger_tx t
    join minigame_bet b on t.reference = 'minibet:' || b.id and b.round_id = ${roundId}
    where t.kind = 'minigame_payout' group by t.reference`.execute(db);
  const paying = bets.filter((bet) => (bet.payout ?? 0n) > 0n);
  expect(postings.rows.filter((row) => row.count !== '1')).toEqual([]);
  expect(new Set(postings.rows.map((row) => row.reference))).toEqual(
    new Set(paying.map((bet) => `minibet:${bet.id}`)),
  );
  expect(paying.filter((bet) => bet.payout_tx_id === null)).toEqual([]);
  for (const [memberId, before] of cashBefore) {
    const won = bets
      .filter((bet) => bet.member_id === memberId)
      .reduce((sum, bet) => sum + (bet.payout ?? 0n), 0n);
    expect({ memberId, cash: await cashOf(db, memberId) }).toEqual({ memberId, cash: before + won });
  }
  await expectLedgerBalanced(db);
  return { bets: bets.length, paidBets: paying.length };
}
