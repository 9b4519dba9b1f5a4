import { sql } from 'kysely';
import { arrayOf } from '../../lib/db/pg-array.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import type { PlannedMovement } from '../wallet/index.ts';
import type { WalletRoundRow, WalletTokenRow, WalletTxRow } from './wallet-repository.ts';

// A transaction call's reads in one round trip and its writes in another (casino_wallet_read and
// casino_wallet_post, migration 0037).

/** What a transaction call judges on, read with the member row locked. */
export type WalletCallReads = {
  cashAccountId: number;
  /** The call's own transaction id seen before. */
  existing: WalletTxRow | null;
  token: WalletTokenRow | null;
  /** The game the call names (bets and rollbacks). */
  game: { id: number; isEnabled: boolean } | null;
  round: WalletRoundRow | null;
  /** True when that round has a win (any win row, even of amount 0). */
  roundHasWin: boolean;
  /** A round id reserved for the round the call names when it is new and its game known. */
  newRoundId: bigint | null;
  /** The transaction the call refers to (wins and rollbacks). */
  reference: WalletTxRow | null;
  /** True when the referenced transaction's round has a win. */
  referenceRoundHasWin: boolean;
};

/** What a transaction call reads by. */
export type WalletCallKeys = {
  memberId: number;
  providerId: number;
  uuid: string;
  tokenHash: string;
  gameCode: string | null;
  round: string | null;
  referenceUuid: string | null;
};

type TxColumns<P extends string> = {
  [K in `${P}_id` | `${P}_round_id` | `${P}_amount`]: bigint | null;
} & { [K in `${P}_kind` | `${P}_status` | `${P}_fingerprint`]: string | null } & {
  [K in `${P}_member_id`]: number | null;
} & { [K in `${P}_answer`]: unknown };

type ReadRow = TxColumns<'seen'> &
  TxColumns<'ref'> & {
    cash_account_id: number;
    tok_member_id: number | null;
    tok_game_id: number;
    tok_game_code: string;
    tok_provider_id: number;
    tok_expires_at: Date | string;
    tok_session_ended_at: Date | string | null;
    tok_session_expires_at: Date | string | null;
    tok_session_last_seen_at: Date | string | null;
    tok_member_status: string;
    tok_is_betting_blocked: boolean;
    tok_nick: string;
    tok_now: Date | string;
    game_found_id: number | null;
    game_is_enabled: boolean;
    rnd_id: bigint | null;
    rnd_member_id: number;
    rnd_game_id: number;
    rnd_status: WalletRoundRow['status'];
    rnd_new_id: bigint | null;
    rnd_has_win: boolean;
    ref_round_has_win: boolean;
  };

const dateOf = (value: Date | string) => new Date(value);
const dateOrNullOf = (value: Date | string | null) => (value === null ? null : new Date(value));

const txOf = <P extends 'seen' | 'ref'>(row: ReadRow, prefix: P): WalletTxRow | null => {
  const columns = row as unknown as Record<string, unknown>;
  const id = columns[`${prefix}_id`] as bigint | null;
  if (id === null) return null;
  return {
    id,
    kind: columns[`${prefix}_kind`] as WalletTxRow['kind'],
    status: columns[`${prefix}_status`] as WalletTxRow['status'],
    roundId: columns[`${prefix}_round_id`] as bigint,
    memberId: columns[`${prefix}_member_id`] as number,
    amount: columns[`${prefix}_amount`] as bigint,
    fingerprint: columns[`${prefix}_fingerprint`] as string | null,
    answer: columns[`${prefix}_answer`],
  };
};

const tokenOf = (row: ReadRow): WalletTokenRow | null =>
  row.tok_member_id === null
    ? null
    : {
        memberId: row.tok_member_id,
        gameId: row.tok_game_id,
        gameCode: row.tok_game_code,
        providerId: row.tok_provider_id,
        expiresAt: dateOf(row.tok_expires_at),
        sessionEndedAt: dateOrNullOf(row.tok_session_ended_at),
        sessionExpiresAt: dateOrNullOf(row.tok_session_expires_at),
        sessionLastSeenAt: dateOrNullOf(row.tok_session_last_seen_at),
        memberStatus: row.tok_member_status,
        isBettingBlocked: row.tok_is_betting_blocked,
        nick: row.tok_nick,
        now: dateOf(row.tok_now),
      };

/**
 * Locks the member row (one wallet call of a member at a time), then reads everything the call
 * judges on; null when the member (or their cash account) is unknown.
 */
export async function readWalletCall(trx: Trx, keys: WalletCallKeys): Promise<WalletCallReads | null> {
  const result = await sql<ReadRow>`
    select * from casino_wallet_read(${keys.memberId}::integer, ${keys.providerId}::integer,
      ${keys.uuid}::text, ${keys.tokenHash}::text, ${keys.gameCode}::text, ${keys.round}::text,
      ${keys.referenceUuid}::text)`.execute(trx);
  const row = result.rows[0];
  if (!row) return null;
  return {
    cashAccountId: row.cash_account_id,
    existing: txOf(row, 'seen'),
    token: tokenOf(row),
    game: row.game_found_id === null ? null : { id: row.game_found_id, isEnabled: row.game_is_enabled },
    round:
      row.rnd_id === null
        ? null
        : { id: row.rnd_id, memberId: row.rnd_member_id, gameId: row.rnd_game_id, status: row.rnd_status },
    newRoundId: row.rnd_new_id,
    roundHasWin: row.rnd_has_win,
    reference: txOf(row, 'ref'),
    referenceRoundHasWin: row.ref_round_has_win,
  };
}

/** An accepted transaction's writes: its row, its round (new or changed), its planned posting. */
export type WalletCallWrite = {
  providerId: number;
  kind: 'bet' | 'win' | 'rollback';
  uuid: string;
  referenceUuid: string | null;
  roundId: bigint;
  memberId: number;
  amount: bigint;
  fingerprint: string;
  cashAccountId: number;
  /** The answer without its balance (the function adds the balance after the posting). */
  answer: object;
  /** The round to insert first (a bet's new round), its id reserved by the read. */
  newRound: { providerRoundId: string; gameId: number } | null;
  /** What the round's totals and status become. */
  roundChange: { betDelta: bigint; winDelta: bigint; status: 'closed' | null };
  /** A rollback's bet to mark rolled back (its round rolled back when no bet of it stands). */
  undoneBetId: bigint | null;
  /** The posting, null for 0 won. */
  posting: PlannedMovement | null;
};

/** What casino_wallet_post did: the cash balance after posting, or met a ledger key used before. */
export type WalletCallPosted = { kind: 'posted'; balance: bigint } | { kind: 'duplicate' };

/**
 * Inserts the new round, posts the movement, inserts the transaction row with its answer and
 * changes the round, in one round trip (casino_wallet_post, migration 0037).
 */
export async function postWalletCall(trx: Trx, write: WalletCallWrite): Promise<WalletCallPosted> {
  const tx = {
    provider_id: write.providerId,
    transaction_uuid: write.uuid,
    kind: write.kind,
    reference_transaction_uuid: write.referenceUuid,
    round_id: write.roundId.toString(),
    member_id: write.memberId,
    amount: write.amount.toString(),
    request_fingerprint: write.fingerprint,
  };
  const newRound = write.newRound && {
    id: write.roundId.toString(),
    provider_id: write.providerId,
    provider_round_id: write.newRound.providerRoundId,
    member_id: write.memberId,
    game_id: write.newRound.gameId,
    status: 'open',
  };
  const { posting, roundChange } = write;
  const result = await sql<{ cash_balance: bigint | null; is_duplicate: boolean }>`
    select cash_balance, is_duplicate from casino_wallet_post(${JSON.stringify(tx)}::jsonb,
      ${newRound === null ? null : JSON.stringify(newRound)}::jsonb, ${JSON.stringify(write.answer)}::jsonb,
      ${write.cashAccountId}::integer, ${posting?.why ?? null}::text, ${posting?.reference ?? null}::text,
      ${posting?.key ?? null}::text, ${arrayOf(posting?.accountIds ?? [], 'integer')},
      ${arrayOf(posting?.amounts ?? [], 'bigint')}, ${roundChange.betDelta}::bigint,
      ${roundChange.winDelta}::bigint, ${roundChange.status}::text,
      ${write.undoneBetId}::bigint)`.execute(trx);
  const row = result.rows[0];
  if (!row) throw new Error('casino_wallet_post answered no row');
  if (row.is_duplicate || row.cash_balance === null) return { kind: 'duplicate' };
  return { kind: 'posted', balance: row.cash_balance };
}
