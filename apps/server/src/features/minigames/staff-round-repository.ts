import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { type RoundRow, roundColumns } from './round-repository.ts';

// The back office's round reads beyond the round rows: the bet totals of each listed round, and the
// round a staff void closes with what its seed needs (the chain's secret stays on the server).

/** A round's bets: how many, their stakes and what was paid (refunds included), whole won. */
export type RoundBetTotals = { betCount: number; totalStake: bigint; totalPayout: bigint };

/** The bet totals of the rounds by round id (a round without bets is absent). */
export async function betTotalsOfRounds(
  db: Db,
  roundIds: readonly bigint[],
): Promise<Map<bigint, RoundBetTotals>> {
  if (roundIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('minigame_bet')
    .select([
      'round_id as roundId',
      sql<string>`count(*)`.as('betCount'),
      sql<string>`coalesce(sum(stake), 0)`.as('totalStake'),
      sql<string>`coalesce(sum(payout), 0)`.as('totalPayout'),
    ])
    .where('round_id', 'in', [...roundIds])
    .groupBy('round_id')
    .execute();
  return new Map(
    rows.map((row) => [
      BigInt(row.roundId),
      {
        betCount: Number(row.betCount),
        totalStake: BigInt(row.totalStake),
        totalPayout: BigInt(row.totalPayout),
      },
    ]),
  );
}

/**
 * The round of the game by key with its status and its chain (for the seed), or undefined; locked until
 * the void commits (a settlement batch holds it shared while it pays the round's bets: settle-round.ts).
 */
export async function roundToVoid(trx: Trx, gameType: number, roundKey: string) {
  return trx
    .selectFrom('minigame_round as r')
    .innerJoin('minigame_seed_chain as c', 'c.id', 'r.chain_id')
    .select([
      'r.id',
      'r.status',
      'r.draw_at as drawAt',
      'r.card',
      'r.result',
      'r.seed',
      'r.chain_index as chainIndex',
      'c.terminal_seed as terminalSeed',
      'c.length as chainLength',
    ])
    .where('r.game_type', '=', gameType)
    .where('r.round_key', '=', roundKey)
    .forNoKeyUpdate('r')
    .executeTakeFirst();
}

/** True when the round has a bet still open (neither settled nor refunded). */
export async function hasOpenBets(trx: Trx, roundId: bigint): Promise<boolean> {
  const row = await trx
    .selectFrom('minigame_bet')
    .select('id')
    .where('round_id', '=', roundId)
    .where('status', '=', 'open')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Voids a drawn round (its result, summary and paid prices cleared, its seed kept); null when it is no longer drawn. */
export async function voidDrawnRound(trx: Trx, id: bigint): Promise<RoundRow | null> {
  const row = await trx
    .updateTable('minigame_round')
    .set({ status: 'void', result: null, summary: null, paid: null })
    .where('id', '=', id)
    .where('status', '=', 'drawn')
    .returning(roundColumns)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * True when the game has an open round drawing before `drawAt`: a virtual event created ahead whose
 * seed the later event's seed would reveal (seed[i] = SHA-256(seed[i+1])) if the later were voided first.
 */
export async function hasEarlierOpenRound(trx: Trx, gameType: number, drawAt: Date): Promise<boolean> {
  const row = await trx
    .selectFrom('minigame_round')
    .select('id')
    .where('game_type', '=', gameType)
    .where('status', '=', 'open')
    .where('draw_at', '<', drawAt)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
