import type { ColumnType, Generated } from 'kysely';

// int8 columns read as bigint on the operator's drivers and as text on others: read through toBigint.
type Int8 = ColumnType<bigint | string, bigint | number | string, bigint | number | string>;
type GeneratedInt8 = ColumnType<
  bigint | string,
  bigint | number | string | undefined,
  bigint | number | string
>;
type Stamp = ColumnType<Date, Date, Date>;
type Json<T> = ColumnType<T, string, string>;

/** The provider's signing key (one row, id 1). */
export type KeyTable = {
  id: number;
  public_key_pem: string;
  private_key_pem: string;
  created_at: Generated<Date>;
};

/** A player's game session, opened from the operator's launch token; its id is the page's bearer secret. */
export type SessionTable = {
  id: string;
  browser_hash: string;
  token: string;
  user_id: string;
  nick: string;
  game_code: string;
  rules: Json<unknown>;
  last_spin_at: Stamp | null;
  created_at: Stamp;
};

/** A player's fairness seeds: the active pair and the rotated (revealed) ones. */
export type FairnessTable = {
  id: GeneratedInt8;
  user_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  is_active: boolean;
  created_at: Stamp;
  revealed_at: Stamp | null;
};

/** Round status: open (bet taken, playing), pending (win not yet acknowledged), settled, cancelled. */
export type RoundStatus = 'betting' | 'open' | 'pending' | 'settled' | 'cancelled';

/** One game round: its fairness inputs, stake, outcome and (blackjack) the state between requests. */
export type RoundTable = {
  id: string;
  session_id: string;
  user_id: string;
  game_code: string;
  fairness_id: Int8;
  client_seed: string;
  nonce: number;
  stake: Int8;
  win: Int8 | null;
  params: Json<unknown>;
  outcome: Json<unknown> | null;
  state: Json<unknown> | null;
  status: RoundStatus;
  created_at: Stamp;
  settled_at: Stamp | null;
};

/** A wallet transaction's kind. */
export type WalletTxKind = 'bet' | 'win' | 'rollback';
/** pending: to be (re)sent; ok: acknowledged; refused: answered with a final error; unclear: a bet with no clear answer. */
export type WalletTxStatus = 'pending' | 'ok' | 'refused' | 'unclear';

/** Every wallet call the provider made or owes (wins and rollbacks are retried from here). */
export type WalletTxTable = {
  transaction_uuid: string;
  seq: GeneratedInt8;
  kind: WalletTxKind;
  round_id: string;
  user_id: string;
  amount: Int8;
  reference_transaction_uuid: string | null;
  body: string;
  status: WalletTxStatus;
  last_status: string | null;
  attempts: Generated<number>;
  next_attempt_at: Stamp;
  created_at: Stamp;
  acked_at: Stamp | null;
};

/** The provider's tables. */
export type SkyhubDatabase = {
  skyhub_key: KeyTable;
  skyhub_session: SessionTable;
  skyhub_fairness: FairnessTable;
  skyhub_round: RoundTable;
  skyhub_wallet_tx: WalletTxTable;
};

/** Reads an int8 column whichever way the driver returns it. */
export const toBigint = (value: bigint | string | number): bigint => BigInt(value);
