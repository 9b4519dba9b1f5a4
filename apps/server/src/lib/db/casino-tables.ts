import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types.ts';

/** A jsonb column: read parsed, written as JSON text. */
type Jsonb = ColumnType<unknown, string | null | undefined, string | null>;

/** A game provider that calls the seamless wallet (migration 0016). */
export interface CasinoProviderTable {
  id: Generated<number>;
  code: string;
  name: string;
  is_enabled: Generated<boolean>;
  /** PEM public key (Ed25519 or RSA) that verifies the provider's wallet calls. */
  public_key: string;
  launch_url: string;
  /** WalletPlayRules as JSON (defaults on). */
  rules: ColumnType<unknown, string | undefined, string>;
  /** True when the provider registers its own key at start (the built-in one): staff may not edit it (0026). */
  is_key_managed: Generated<boolean>;
  /** Its reconciliation report URL (a path: this server); null derives it from the launch URL (0026). */
  report_url: string | null;
  /** Its game list URL (a path: this server); null when it has none (0026). */
  games_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One game of a provider (migration 0016); staff switch it and set its lobby and order. */
export interface CasinoGameTable {
  id: Generated<number>;
  provider_id: number;
  code: string;
  name: string;
  category: 'casino' | 'slot';
  kind: string;
  is_enabled: Generated<boolean>;
  sort_order: Generated<number>;
  rtp_bp: number | null;
  /** A thumbnail image URL from an imported game list (0026). */
  thumbnail_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A player token issued at launch (only its hash), tied to the member's login session. */
export interface CasinoTokenTable {
  token_hash: string;
  member_id: number;
  session_token_hash: string;
  game_id: number;
  created_at: Timestamp;
  expires_at: Date;
}

/** A provider's round as the wallet saw it. */
export interface CasinoRoundTable {
  id: Generated<bigint>;
  provider_id: number;
  provider_round_id: string;
  member_id: number;
  game_id: number;
  status: Generated<'open' | 'closed' | 'rolled_back'>;
  total_bet: Generated<bigint>;
  total_win: Generated<bigint>;
  started_at: Timestamp;
  closed_at: NullableTimestamp;
}

/** A wallet transaction, unique per provider (the wallet's idempotency key). */
export interface CasinoTxTable {
  id: Generated<bigint>;
  provider_id: number;
  transaction_uuid: string;
  kind: 'bet' | 'win' | 'rollback';
  status: Generated<'posted' | 'rolled_back' | 'cancelled'>;
  reference_transaction_uuid: string | null;
  round_id: bigint;
  member_id: number;
  amount: bigint;
  balance_after: bigint | null;
  ledger_tx_id: bigint | null;
  request_fingerprint: string | null;
  answer: Jsonb;
  created_at: Timestamp;
}

/** The casino tables. */
export interface CasinoTables {
  casino_provider: CasinoProviderTable;
  casino_game: CasinoGameTable;
  casino_token: CasinoTokenTable;
  casino_round: CasinoRoundTable;
  casino_tx: CasinoTxTable;
}
