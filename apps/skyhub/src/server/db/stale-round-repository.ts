import type { Kysely } from 'kysely';
import type { NewWalletTx } from './round-repository.ts';
import type { SkyhubDatabase } from './tables.ts';

/** A bet of a round left unfinished, with the body it was (or was to be) sent with. */
export type StaleBet = { roundId: string; transactionUuid: string; amount: bigint; body: string };

/**
 * Bets of rounds a crash left behind: still 'betting' (the bet's answer never recorded), or 'open'
 * without a hand to play (a one-step game whose win was never queued), older than `before`.
 * Bets already rolled back are left out.
 */
export async function listStaleBets(db: Kysely<SkyhubDatabase>, before: Date): Promise<StaleBet[]> {
  const rows = await db
    .selectFrom('skyhub_wallet_tx as bet')
    .innerJoin('skyhub_round as round', 'round.id', 'bet.round_id')
    .select(['bet.round_id', 'bet.transaction_uuid', 'bet.amount', 'bet.body'])
    .where('bet.kind', '=', 'bet')
    .where('bet.status', 'in', ['pending', 'ok', 'unclear'])
    .where('round.created_at', '<', before)
    .where((eb) =>
      eb.or([
        eb('round.status', '=', 'betting'),
        eb.and([eb('round.status', '=', 'open'), eb('round.state', 'is', null)]),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('skyhub_wallet_tx as rollback')
            .select('rollback.transaction_uuid')
            .where('rollback.kind', '=', 'rollback')
            .whereRef('rollback.reference_transaction_uuid', '=', 'bet.transaction_uuid'),
        ),
      ),
    )
    .limit(100)
    .execute();
  return rows.map((row) => ({
    roundId: row.round_id,
    transactionUuid: row.transaction_uuid,
    amount: BigInt(row.amount),
    body: row.body,
  }));
}

/** Cancels the round and queues the rollback of its bet, in one transaction. */
export async function cancelStaleBet(
  db: Kysely<SkyhubDatabase>,
  bet: StaleBet,
  rollback: NewWalletTx,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('skyhub_wallet_tx')
      .set({ status: 'unclear' })
      .where('transaction_uuid', '=', bet.transactionUuid)
      .where('status', '=', 'pending')
      .execute();
    await trx
      .updateTable('skyhub_round')
      .set({ status: 'cancelled', settled_at: now })
      .where('id', '=', bet.roundId)
      .execute();
    await trx
      .insertInto('skyhub_wallet_tx')
      .values({
        transaction_uuid: rollback.transactionUuid,
        kind: 'rollback',
        round_id: rollback.roundId,
        user_id: rollback.userId,
        amount: rollback.amount.toString(),
        reference_transaction_uuid: rollback.referenceTransactionUuid,
        body: rollback.body,
        status: 'pending',
        next_attempt_at: now,
        created_at: now,
      })
      .execute();
  });
}
