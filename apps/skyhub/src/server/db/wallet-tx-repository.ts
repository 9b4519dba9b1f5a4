import type { Kysely } from 'kysely';
import { type SkyhubDatabase, toBigint, type WalletTxKind, type WalletTxStatus } from './tables.ts';

/** A stored wallet transaction. */
export type WalletTxRecord = {
  transactionUuid: string;
  kind: WalletTxKind;
  roundId: string;
  userId: string;
  amount: bigint;
  referenceTransactionUuid: string | null;
  body: string;
  status: WalletTxStatus;
  attempts: number;
  createdAt: Date;
};

const toTx = (row: {
  transaction_uuid: string;
  kind: WalletTxKind;
  round_id: string;
  user_id: string;
  amount: bigint | string;
  reference_transaction_uuid: string | null;
  body: string;
  status: WalletTxStatus;
  attempts: number;
  created_at: Date;
}): WalletTxRecord => ({
  transactionUuid: row.transaction_uuid,
  kind: row.kind,
  roundId: row.round_id,
  userId: row.user_id,
  amount: toBigint(row.amount),
  referenceTransactionUuid: row.reference_transaction_uuid,
  body: row.body,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.created_at,
});

/** Wins and rollbacks still owed to the wallet whose next attempt is due, oldest first. */
export async function listDueOutbox(
  db: Kysely<SkyhubDatabase>,
  now: Date,
  limit: number,
): Promise<WalletTxRecord[]> {
  const rows = await db
    .selectFrom('skyhub_wallet_tx')
    .selectAll()
    .where('status', '=', 'pending')
    .where('kind', '!=', 'bet')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map(toTx);
}

/** Counts an unacknowledged attempt and schedules the next one. */
export async function scheduleRetry(
  db: Kysely<SkyhubDatabase>,
  transactionUuid: string,
  lastStatus: string,
  nextAttemptAt: Date,
) {
  await db
    .updateTable('skyhub_wallet_tx')
    .set({
      last_status: lastStatus,
      next_attempt_at: nextAttemptAt,
      attempts: (eb) => eb('attempts', '+', 1),
    })
    .where('transaction_uuid', '=', transactionUuid)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * The transactions created in [from, to) that may have moved money at the operator: everything but
 * bets the wallet refused outright (not enough money, bad token), which it never posted.
 */
export async function listReportTransactions(
  db: Kysely<SkyhubDatabase>,
  from: Date,
  to: Date,
): Promise<WalletTxRecord[]> {
  const rows = await db
    .selectFrom('skyhub_wallet_tx')
    .selectAll()
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where((eb) => eb.not(eb.and([eb('kind', '=', 'bet'), eb('status', '=', 'refused')])))
    .orderBy('created_at')
    .orderBy('seq')
    .execute();
  return rows.map(toTx);
}
