import type { Kysely } from 'kysely';
import { type RoundStatus, type SkyhubDatabase, toBigint, type WalletTxKind } from './tables.ts';

/** A round as the services use it. */
export type RoundRecord = {
  id: string;
  sessionId: string;
  userId: string;
  gameCode: string;
  fairnessId: bigint;
  clientSeed: string;
  nonce: number;
  stake: bigint;
  win: bigint | null;
  params: unknown;
  outcome: unknown;
  state: unknown;
  status: RoundStatus;
  createdAt: Date;
};

/** A wallet transaction to store (its JSON body is what is sent, unchanged on every retry). */
export type NewWalletTx = {
  transactionUuid: string;
  kind: WalletTxKind;
  roundId: string;
  userId: string;
  amount: bigint;
  referenceTransactionUuid: string | null;
  body: string;
};

const toRound = (row: {
  id: string;
  session_id: string;
  user_id: string;
  game_code: string;
  fairness_id: bigint | string;
  client_seed: string;
  nonce: number;
  stake: bigint | string;
  win: bigint | string | null;
  params: unknown;
  outcome: unknown;
  state: unknown;
  status: RoundStatus;
  created_at: Date;
}): RoundRecord => ({
  id: row.id,
  sessionId: row.session_id,
  userId: row.user_id,
  gameCode: row.game_code,
  fairnessId: toBigint(row.fairness_id),
  clientSeed: row.client_seed,
  nonce: row.nonce,
  stake: toBigint(row.stake),
  win: row.win === null ? null : toBigint(row.win),
  params: row.params,
  outcome: row.outcome,
  state: row.state,
  status: row.status,
  createdAt: row.created_at,
});

const txValues = (tx: NewWalletTx, now: Date) => ({
  transaction_uuid: tx.transactionUuid,
  kind: tx.kind,
  round_id: tx.roundId,
  user_id: tx.userId,
  amount: tx.amount.toString(),
  reference_transaction_uuid: tx.referenceTransactionUuid,
  body: tx.body,
  status: 'pending' as const,
  next_attempt_at: now,
  created_at: now,
});

/** Stores a new round (status betting) and its bet, in one transaction. */
export async function insertRoundWithBet(
  db: Kysely<SkyhubDatabase>,
  round: Omit<RoundRecord, 'win' | 'outcome' | 'state' | 'status' | 'createdAt'>,
  bet: NewWalletTx,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('skyhub_round')
      .values({
        id: round.id,
        session_id: round.sessionId,
        user_id: round.userId,
        game_code: round.gameCode,
        fairness_id: round.fairnessId.toString(),
        client_seed: round.clientSeed,
        nonce: round.nonce,
        stake: round.stake.toString(),
        params: JSON.stringify(round.params),
        status: 'betting',
        created_at: now,
      })
      .execute();
    await trx.insertInto('skyhub_wallet_tx').values(txValues(bet, now)).execute();
  });
}

/** Stores one more bet of an open round (a blackjack double or split) and the new stake. */
export async function insertExtraBet(
  db: Kysely<SkyhubDatabase>,
  roundId: string,
  bet: NewWalletTx,
  now: Date,
) {
  await db.insertInto('skyhub_wallet_tx').values(txValues(bet, now)).execute();
  void roundId;
}

/** Records a wallet answer for a transaction. */
export async function markWalletTx(
  db: Kysely<SkyhubDatabase>,
  transactionUuid: string,
  status: 'ok' | 'refused' | 'unclear',
  lastStatus: string | null,
  now: Date,
) {
  await db
    .updateTable('skyhub_wallet_tx')
    .set({
      status,
      last_status: lastStatus,
      acked_at: status === 'ok' ? now : null,
      attempts: (eb) => eb('attempts', '+', 1),
    })
    .where('transaction_uuid', '=', transactionUuid)
    .execute();
}

/** A bet without a clear answer: cancels the round and queues the rollback of the bet, in one transaction. */
export async function cancelRoundWithRollback(
  db: Kysely<SkyhubDatabase>,
  roundId: string,
  rollback: NewWalletTx | null,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('skyhub_round')
      .set({ status: 'cancelled', settled_at: now })
      .where('id', '=', roundId)
      .execute();
    if (rollback) await trx.insertInto('skyhub_wallet_tx').values(txValues(rollback, now)).execute();
  });
}

/** Saves a blackjack hand between requests (and its stake after a double or split). */
export async function saveRoundState(
  db: Kysely<SkyhubDatabase>,
  roundId: string,
  state: unknown,
  params: unknown,
  stake: bigint,
) {
  await db
    .updateTable('skyhub_round')
    .set({
      state: JSON.stringify(state),
      params: JSON.stringify(params),
      stake: stake.toString(),
      status: 'open',
    })
    .where('id', '=', roundId)
    .execute();
}

/** Stores the outcome and queues the win (0 for a loss), in one transaction: the round is pending until acknowledged. */
export async function finishRoundWithWin(
  db: Kysely<SkyhubDatabase>,
  round: { id: string; outcome: unknown; state: unknown; params: unknown; win: bigint; stake: bigint },
  win: NewWalletTx,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('skyhub_round')
      .set({
        outcome: JSON.stringify(round.outcome),
        state: round.state === null ? null : JSON.stringify(round.state),
        params: JSON.stringify(round.params),
        win: round.win.toString(),
        stake: round.stake.toString(),
        status: 'pending',
      })
      .where('id', '=', round.id)
      .execute();
    await trx.insertInto('skyhub_wallet_tx').values(txValues(win, now)).execute();
  });
}

/** Marks a round settled (its win acknowledged). */
export async function markRoundSettled(db: Kysely<SkyhubDatabase>, roundId: string, now: Date) {
  await db
    .updateTable('skyhub_round')
    .set({ status: 'settled', settled_at: now })
    .where('id', '=', roundId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * The player's round in play (a blackjack hand between requests), optionally of one game, or null.
 * A round still 'betting' counts for a minute (its bet call is under way); after that it was left by
 * a crash before the bet's answer and blocks nothing.
 */
export async function findOpenRound(
  db: Kysely<SkyhubDatabase>,
  userId: string,
  now: Date,
  gameCode?: string,
): Promise<RoundRecord | null> {
  let query = db
    .selectFrom('skyhub_round')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'open'),
        eb.and([eb('status', '=', 'betting'), eb('created_at', '>', new Date(now.getTime() - 60_000))]),
      ]),
    );
  if (gameCode !== undefined) query = query.where('game_code', '=', gameCode);
  const row = await query.orderBy('created_at', 'desc').executeTakeFirst();
  return row ? toRound(row) : null;
}

/** The player's last rounds, newest first. */
export async function listPlayerRounds(
  db: Kysely<SkyhubDatabase>,
  userId: string,
  limit: number,
): Promise<RoundRecord[]> {
  const rows = await db
    .selectFrom('skyhub_round')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '!=', 'betting')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRound);
}
