// The rounds of the mini-game closing-burst bench, written straight into the database the server runs
// on: each with a one-seed hash chain of its own (a real random seed, its SHA-256 the commitment), so
// the server's engine draws it at its draw instant like any round, and a close instant of the database
// clock a few seconds ahead, so the bench needs not wait for the engine's own round to near its close.
import { createTerminalSeed } from '@hanpan/core/minigames/provably-fair';
import { sql } from 'kysely';
import { sha256Text } from '../../apps/server/src/features/minigames/seed-chain.ts';
import type { Db } from '../../apps/server/src/lib/db/database.ts';

/** A bench round: its id, gameUid and instants (the close read back from the database). */
export type BenchRound = { id: bigint; gameUid: string; closeAt: number; drawAt: number };

/**
 * A round of `gameType` keyed `roundKey` (a day no engine round uses), closing `closeInMs` after the
 * database clock and drawn `drawAfterCloseMs` after its close.
 */
export async function createBenchRound(
  db: Db,
  round: { gameType: number; roundKey: string; closeInMs: number; drawAfterCloseMs: number },
): Promise<BenchRound> {
  const seed = createTerminalSeed();
  const chain = await db
    .insertInto('minigame_seed_chain')
    // Used up at once (next_index = length): the engine never takes it for a round of its own.
    .values({
      game_type: round.gameType,
      anchor: sha256Text(seed),
      length: 1,
      terminal_seed: seed,
      next_index: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const close = sql<Date>`date_trunc('milliseconds', clock_timestamp() + ${round.closeInMs} * interval '1 millisecond')`;
  const row = await db
    .insertInto('minigame_round')
    .values({
      game_type: round.gameType,
      round_key: round.roundKey,
      chain_id: chain.id,
      chain_index: 0,
      close_at: close,
      draw_at: sql<Date>`${close} + ${round.drawAfterCloseMs} * interval '1 millisecond'`,
      commitment: sha256Text(seed),
    })
    .returning(['id', 'close_at', 'draw_at'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    gameUid: `${round.gameType}-${round.roundKey}`,
    closeAt: new Date(row.close_at).getTime(),
    drawAt: new Date(row.draw_at).getTime(),
  };
}

/** What the round's bets say after the burst: taken, and taken at or after the close by placed_at. */
export async function burstBetCounts(db: Db, roundId: bigint) {
  const row = await sql<{ bets: string; after_close: string }>`
    select count(*)::text as bets, count(*) filter (where b.placed_at >= r.close_at)::text as after_close
    from minigame_bet b join minigame_round r on r.id = b.round_id where b.round_id = ${roundId}`.execute(db);
  return { bets: Number(row.rows[0]?.bets ?? 0), afterClose: Number(row.rows[0]?.after_close ?? 0) };
}

/** The round's draw and settlement as the database recorded them, once every bet has left 'open'. */
export async function settlementOf(db: Db, roundId: bigint) {
  const row = await sql<{
    status: string;
    drawn_at: Date | null;
    draw_at: Date;
    open: string;
    settled: string;
    last_settled_at: Date | null;
    paid: string;
  }>`
    select r.status, r.drawn_at, r.draw_at,
      (select count(*) from minigame_bet where round_id = r.id and status = 'open')::text as open,
      (select count(*) from minigame_bet where round_id = r.id and status <> 'open')::text as settled,
      (select max(settled_at) from minigame_bet where round_id = r.id) as last_settled_at,
      (select count(*) from minigame_bet where round_id = r.id and payout > 0)::text as paid
    from minigame_round r where r.id = ${roundId}`.execute(db);
  const found = row.rows[0];
  if (!found) throw new Error(`round ${roundId} is gone`);
  return {
    isDone: found.status !== 'open' && Number(found.open) === 0,
    drawAt: new Date(found.draw_at).getTime(),
    drawnAt: found.drawn_at ? new Date(found.drawn_at).getTime() : null,
    lastSettledAt: found.last_settled_at ? new Date(found.last_settled_at).getTime() : null,
    settled: Number(found.settled),
    paid: Number(found.paid),
  };
}
