import type { PickSettlement } from '@hanpan/core/minigames/markets';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

// The queries of mini-game settlement (settle-round.ts tells the story).

/**
 * Closed rounds that still have open bets, oldest first: found from the open bets (a small partial
 * index), not by scanning every closed round, as this runs on every engine tick. A drawn virtual event
 * counts only once its race or match has finished at `now` (issue 25: its bets settle at finish_at).
 */
export async function roundsWithOpenBets(db: Db, roundsPerPass: number, now: Date) {
  return db
    .selectFrom('minigame_round as r')
    .select(['r.id', 'r.game_type as gameType', 'r.round_key as roundKey', 'r.status', 'r.result', 'r.card'])
    .where('r.id', 'in', (eb) =>
      eb.selectFrom('minigame_bet as b').select('b.round_id').where('b.status', '=', 'open'),
    )
    .where('r.status', '<>', 'open')
    .where((eb) =>
      eb.or([eb('r.finish_at', 'is', null), eb('r.finish_at', '<=', now), eb('r.status', '=', 'void')]),
    )
    .orderBy('r.draw_at')
    .limit(roundsPerPass)
    .execute();
}

/** A closed round with open bets. */
export type ClosedRoundRow = Awaited<ReturnType<typeof roundsWithOpenBets>>[number];

/**
 * The round's status and result as committed, locked shared for the batch: a staff void of a drawn
 * event (void-round.ts) waits for the batch, and a batch after the void sees it void (its bets refunded,
 * not paid on the result the pass read before).
 */
export async function lockRoundToSettle(trx: Trx, roundId: bigint) {
  return trx
    .selectFrom('minigame_round')
    .select(['status', 'result'])
    .where('id', '=', roundId)
    .forShare()
    .executeTakeFirstOrThrow();
}

/** Locks up to `limit` open bets of the round with their member's cash account (skip locked: a racing pass takes others). */
export async function lockOpenBets(trx: Trx, roundId: bigint, limit: number) {
  return trx
    .selectFrom('minigame_bet as b')
    .innerJoin('account as a', (join) =>
      join.onRef('a.member_id', '=', 'b.member_id').on('a.kind', '=', 'cash'),
    )
    .select(['b.id', 'b.member_id as memberId', 'b.pick', 'b.odds', 'b.stake', 'a.id as cashAccountId'])
    .where('b.round_id', '=', roundId)
    .where('b.status', '=', 'open')
    .orderBy('b.id')
    .limit(limit)
    .forUpdate('b')
    .skipLocked()
    .execute();
}

/** Moves an open bet to its settlement with its payout; false when it was no longer open. */
export async function markBetSettled(
  trx: Trx,
  betId: bigint,
  settled: { status: PickSettlement; payout: bigint; payoutTxId: bigint | null },
): Promise<boolean> {
  const updated = await trx
    .updateTable('minigame_bet')
    .set({
      status: settled.status,
      payout: settled.payout,
      payout_tx_id: settled.payoutTxId,
      settled_at: sql<Date>`clock_timestamp()`,
    })
    .where('id', '=', betId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}
