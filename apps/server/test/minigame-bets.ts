import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { drawRound } from '../src/features/minigames/draw-service.ts';
import { closeOpenRound } from '../src/features/minigames/round-repository.ts';
import type { Db } from '../src/lib/db/database.ts';
import { postJson } from './http.ts';

let roundNumber = 0;

/** A round of the game, open for bets until `closeInMs` after the database clock (negative: closed). */
export async function openRound(db: Db, gameType: number, closeInMs = 3_600_000) {
  roundNumber += 1;
  const roundKey = `2027-01-01-${roundNumber}`;
  const hex = (n: number) => n.toString(16).padStart(64, '0');
  const chain = await db
    .insertInto('minigame_seed_chain')
    .values({
      game_type: gameType,
      anchor: hex(roundNumber),
      length: 1,
      terminal_seed: hex(roundNumber),
      // Used up: the engine never takes this chain for its own rounds.
      next_index: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('minigame_round')
    .values({
      game_type: gameType,
      round_key: roundKey,
      chain_id: chain.id,
      chain_index: 0,
      close_at: sql<Date>`clock_timestamp() + ${closeInMs} * interval '1 millisecond'`,
      draw_at: sql<Date>`clock_timestamp() + ${closeInMs + 30_000} * interval '1 millisecond'`,
      commitment: hex(roundNumber),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, gameType, roundKey, gameUid: `${gameType}-${roundKey}` };
}

/** Draws the round with a seed (any 64 hex digits); returns its result. */
export async function drawTestRound(
  db: Db,
  round: { id: bigint; gameType: number; roundKey: string },
  seed = 'ab'.repeat(32),
) {
  const drawn = drawRound(round, seed);
  await closeOpenRound(db, round.id, { status: 'drawn', seed, ...drawn }, new Date());
  return drawn.result;
}

/** Voids the round. */
export async function voidTestRound(db: Db, round: { id: bigint }) {
  await closeOpenRound(db, round.id, { status: 'void', seed: 'cd'.repeat(32) }, new Date());
}

/** POST /api/bet/addGame with a fresh Idempotency-Key unless one is given. */
export function sendGameBet(app: FastifyInstance, cookie: string, body: unknown, key = `k-${randomUUID()}`) {
  return postJson(app, '/api/bet/addGame', body, { cookie, headers: { 'idempotency-key': key } });
}

/** The member's mini-game bets, oldest first. */
export function gameBetsOf(db: Db, memberId: number) {
  return db.selectFrom('minigame_bet').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}
