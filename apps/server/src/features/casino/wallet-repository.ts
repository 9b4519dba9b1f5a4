import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

// The wallet's reads and writes beside a transaction call's one read and one write
// (wallet-call-repository.ts, which locks the member row first: one wallet posting of a member at a
// time, so the "seen before?" read and the insert of the same transaction id cannot interleave); the
// unique (provider_id, transaction_uuid) key catches the rest.

/** A player token with what a wallet call judges it on (its login session and member). */
export type WalletTokenRow = {
  memberId: number;
  gameId: number;
  gameCode: string;
  providerId: number;
  expiresAt: Date;
  sessionEndedAt: Date | null;
  sessionExpiresAt: Date | null;
  sessionLastSeenAt: Date | null;
  memberStatus: string;
  isBettingBlocked: boolean;
  nick: string;
  now: Date;
};

/** The token's row by its hash, with its session, member and the database clock; null if unknown. */
export async function findWalletToken(db: Db, tokenHash: string): Promise<WalletTokenRow | null> {
  const row = await db
    .selectFrom('casino_token as t')
    .innerJoin('casino_game as g', 'g.id', 't.game_id')
    .innerJoin('member as m', 'm.id', 't.member_id')
    .leftJoin('member_session as s', 's.token_hash', 't.session_token_hash')
    .select([
      't.member_id as memberId',
      't.game_id as gameId',
      'g.code as gameCode',
      'g.provider_id as providerId',
      't.expires_at as expiresAt',
      's.ended_at as sessionEndedAt',
      's.expires_at as sessionExpiresAt',
      's.last_seen_at as sessionLastSeenAt',
      'm.status as memberStatus',
      'm.is_betting_blocked as isBettingBlocked',
      'm.nick',
      sql<Date>`clock_timestamp()`.as('now'),
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? { ...row, now: new Date(row.now) } : null;
}

/** The member's cash balance. */
export async function cashBalanceOf(db: Db, memberId: number): Promise<bigint> {
  const row = await db
    .selectFrom('account')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'cash')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/** A wallet transaction as the wallet judges repeats and references. */
export type WalletTxRow = {
  id: bigint;
  kind: 'bet' | 'win' | 'rollback';
  status: 'posted' | 'rolled_back' | 'cancelled';
  roundId: bigint;
  memberId: number;
  amount: bigint;
  fingerprint: string | null;
  answer: unknown;
};

/** A round as the wallet judges bets and wins on it. */
export type WalletRoundRow = {
  id: bigint;
  memberId: number;
  gameId: number;
  status: 'open' | 'closed' | 'rolled_back';
};

/** Inserts a round; returns its id. */
export async function insertWalletRound(
  trx: Trx,
  round: {
    /** An id reserved before (casino_wallet_read), or null for the next one. */
    id?: bigint | null;
    providerId: number;
    providerRoundId: string;
    memberId: number;
    gameId: number;
    status?: 'open' | 'rolled_back';
  },
): Promise<bigint> {
  const row = await trx
    .insertInto('casino_round')
    .values({
      ...(round.id == null ? {} : { id: round.id }),
      provider_id: round.providerId,
      provider_round_id: round.providerRoundId,
      member_id: round.memberId,
      game_id: round.gameId,
      status: round.status ?? 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A wallet transaction to insert. */
export type NewWalletTx = {
  providerId: number;
  uuid: string;
  kind: 'bet' | 'win' | 'rollback';
  status?: 'posted' | 'cancelled';
  referenceUuid: string | null;
  roundId: bigint;
  memberId: number;
  amount: bigint;
  balanceAfter: bigint | null;
  ledgerTxId: bigint | null;
  fingerprint: string | null;
  answer: unknown;
};

/** Inserts a wallet transaction (the unique key refuses a second one with the same id). */
export async function insertWalletTx(trx: Trx, tx: NewWalletTx): Promise<void> {
  await trx
    .insertInto('casino_tx')
    .values({
      provider_id: tx.providerId,
      transaction_uuid: tx.uuid,
      kind: tx.kind,
      status: tx.status ?? 'posted',
      reference_transaction_uuid: tx.referenceUuid,
      round_id: tx.roundId,
      member_id: tx.memberId,
      amount: tx.amount,
      balance_after: tx.balanceAfter,
      ledger_tx_id: tx.ledgerTxId,
      request_fingerprint: tx.fingerprint,
      answer: tx.answer === null ? null : JSON.stringify(tx.answer),
    })
    .execute();
}
