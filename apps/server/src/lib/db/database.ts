import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';

/** A timestamptz column: read as Date, written as Date (or left to its default). */
type Timestamp = ColumnType<Date, Date | undefined, Date>;
/** A nullable timestamptz column without a default. */
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** An int8 column: both drivers return JS bigint (see open-database.ts). */
type Int8 = ColumnType<bigint, bigint | undefined, bigint>;

/** Kinds of money account a member holds. */
export type MemberAccountKind = 'cash' | 'point' | 'agency_cash';

/** The house's sides of the ledger, each spread over `systemAccountShards` rows (migration 0002). */
export type SystemAccountKind = 'bank_clearing' | 'withdrawal_pending' | 'promotion' | 'house' | 'commission';

/** Every kind of ledger account. */
export type AccountKind = MemberAccountKind | SystemAccountKind;

/** Whether a member may use the site. */
export type MemberStatus = 'active' | 'suspended';

/** A partner (총판); the house partner '본사' holds the domain's default join code. */
export interface PartnerTable {
  id: Generated<number>;
  name: string;
  /** Stored lowercase; join codes compare case-insensitively. */
  join_code: string;
  owner_member_id: number | null;
  created_at: Timestamp;
}

/** A member account with its login, payout bank details and partner. */
export interface MemberTable {
  id: Generated<number>;
  login_id: string;
  password_hash: string;
  nick: string;
  phone: string;
  bank_name: string;
  bank_account: string;
  bank_holder: string;
  exchange_password_hash: string;
  kakao_id: string | null;
  /** 'YYYY-MM-DD' (the date type is parsed as text by both drivers). */
  birth_date: string;
  partner_id: number;
  point_grade: Generated<number>;
  status: Generated<MemberStatus>;
  join_ip: string | null;
  created_at: Timestamp;
}

/**
 * One balance: a member's (member_id set, never negative) or a shard of a system account
 * (member_id null). Balances change only through the ledger, and always equal the sum of the
 * account's entries.
 */
export interface AccountTable {
  id: Generated<number>;
  member_id: number | null;
  kind: AccountKind;
  balance: Int8;
  shard: Generated<number>;
}

/** One ledger transaction; its entries sum to zero (deferred trigger). Append-only. */
export interface LedgerTxTable {
  id: Generated<bigint>;
  /** What kind of money movement, e.g. 'charge', 'exchange_hold', 'point_to_cash', 'adjustment'. */
  kind: string;
  /** What caused it, e.g. 'charge_request:12'. */
  reference: string;
  /** Unique: posting the same key twice posts once. */
  idempotency_key: string;
  memo: string | null;
  /** The staff member who caused it, if any. */
  staff_id: number | null;
  created_at: Timestamp;
}

/** One line of a ledger transaction: a signed amount on one account. Append-only. */
export interface LedgerEntryTable {
  id: Generated<bigint>;
  tx_id: bigint;
  account_id: number;
  amount: bigint;
}

/**
 * An API reply kept under its idempotency key, so a retry gets the same reply. The key belongs to
 * one member or one staff account, one operation and one request body; pruned after the retention.
 */
export interface IdempotentReplyTable {
  key: string;
  member_id: number | null;
  staff_id: number | null;
  /** The call, e.g. 'charge.request', 'wallet.pointToCash', 'wallet.adjust'. */
  operation: string;
  /** sha256 (hex) of the request's canonical JSON; null on rows stored before migration 0005. */
  request_hash: string | null;
  reply: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

/** Back-office roles, least privilege (see core staff-roles). */
export type StaffRole = 'owner' | 'finance' | 'operator' | 'support';

/** A back-office account: password plus mandatory TOTP. */
export interface StaffTable {
  id: Generated<number>;
  login_id: string;
  password_hash: string;
  name: string;
  role: StaffRole;
  status: Generated<'active' | 'disabled'>;
  /** Base32 TOTP secret; set at enrolment start, active once totp_enabled_at is set. */
  totp_secret: string | null;
  totp_enabled_at: NullableTimestamp;
  /** The last 30-second step a code was accepted for (a code works once). */
  totp_last_step: bigint | null;
  created_at: Timestamp;
}

/** A staff session; usable for the back office only once is_totp_verified. */
export interface StaffSessionTable {
  token_hash: string;
  staff_id: number;
  is_totp_verified: Generated<boolean>;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Date;
  ended_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

/** One staff action: who, what, before/after, IP, UTC time. Append-only. */
export interface AuditLogTable {
  id: Generated<bigint>;
  staff_id: number | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  reason: string | null;
  ip: string | null;
  created_at: Timestamp;
}

/** Whether a deposit request is waiting, credited, refused, or withdrawn by the member. */
export type ChargeStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

/** A member's deposit (충전) request; approval credits cash through the ledger. */
export interface ChargeRequestTable {
  id: Generated<number>;
  member_id: number;
  amount: bigint;
  depositor_name: string;
  status: Generated<ChargeStatus>;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
  decided_by: number | null;
  reason: string | null;
  ledger_tx_id: bigint | null;
}

/** Whether a withdrawal request is held, paid out, or refused (hold released). */
export type ExchangeStatus = 'pending' | 'approved' | 'rejected';

/** A member's withdrawal (환전) request; the amount is held at once, paid to the bank details copied here. */
export interface ExchangeRequestTable {
  id: Generated<number>;
  member_id: number;
  amount: bigint;
  bank_name: string;
  bank_account: string;
  bank_holder: string;
  status: Generated<ExchangeStatus>;
  created_at: Timestamp;
  /** Large withdrawals: the first of two staff approvals. */
  first_approved_by: number | null;
  first_approved_at: NullableTimestamp;
  decided_at: NullableTimestamp;
  decided_by: number | null;
  reason: string | null;
  hold_tx_id: bigint;
  settle_tx_id: bigint | null;
}

/** A server-side login session; the cookie holds the token, the table only its sha256. */
export interface MemberSessionTable {
  token_hash: string;
  member_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Date;
  ended_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

/** A join verification code sent by SMS; only its hash is stored. */
export interface SmsVerificationTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  created_at: Timestamp;
  expires_at: Date;
  attempts: Generated<number>;
  used_at: NullableTimestamp;
  ip: string | null;
}

/** A notice (0), event (1) or header event (11); body_html is staff-written HTML. */
export interface BoardPostTable {
  id: Generated<number>;
  board_type: number;
  title: string;
  body_html: string;
  is_visible: Generated<boolean>;
  is_popup: Generated<boolean>;
  image_url: string | null;
  link: string | null;
  created_at: Timestamp;
}

/** A message (쪽지) sent to one member. */
export interface MemberMessageTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  body: string;
  read_at: NullableTimestamp;
  created_at: Timestamp;
}

/** One site setting; value is JSON. */
export interface SiteSettingTable {
  key: string;
  value: ColumnType<unknown, string, string>;
}

/** Every table, as Kysely sees the schema. */
export interface Database {
  partner: PartnerTable;
  member: MemberTable;
  account: AccountTable;
  member_session: MemberSessionTable;
  sms_verification: SmsVerificationTable;
  board_post: BoardPostTable;
  member_message: MemberMessageTable;
  site_setting: SiteSettingTable;
  ledger_tx: LedgerTxTable;
  ledger_entry: LedgerEntryTable;
  idempotent_reply: IdempotentReplyTable;
  staff: StaffTable;
  staff_session: StaffSessionTable;
  audit_log: AuditLogTable;
  charge_request: ChargeRequestTable;
  exchange_request: ExchangeRequestTable;
}

/** The query builder every repository receives. */
export type Db = Kysely<Database>;

/** Status of a market or outcome in the sports catalogue. */
export type CatalogueStatus = 'open' | 'suspended' | 'settled';

/** A sport as menus list it: our id (201..208, 299) and its LSports id (migration 0003, seeded). */
export interface SportTable {
  id: number;
  lsports_id: number | null;
  name_ko: string;
  sort_order: number;
  is_visible: Generated<boolean>;
}

/** A region (LSports Location), keyed by the feed's id. */
export interface RegionTable {
  id: number;
  name: string;
  updated_at: Timestamp;
}

/** A league, keyed by the feed's id; visibility and order are staff settings the feed never overwrites. */
export interface LeagueTable {
  id: number;
  sport_id: number;
  region_id: number | null;
  name: string;
  is_visible: Generated<boolean>;
  sort_order: Generated<number>;
  updated_at: Timestamp;
}

/** A fixture keyed by the feed's FixtureId, with its live score and the feed position of each part. */
export interface FixtureTable {
  id: bigint;
  sport_id: number;
  league_id: number;
  home_id: number | null;
  home_name: Generated<string>;
  away_id: number | null;
  away_name: Generated<string>;
  start_at: Date;
  /** TRADE360 fixture status: 1 not started, 2 in progress, 3 finished, 4 cancelled ... 9 about to start. */
  status: number;
  score_home: number | null;
  score_away: number | null;
  current_period: number | null;
  clock_seconds: number | null;
  /** JSON array of { type, isFinished, isConfirmed, home, away }. */
  periods: ColumnType<unknown, string | undefined, string>;
  metadata_feed_at: NullableTimestamp;
  metadata_msg_seq: bigint | null;
  livescore_feed_at: NullableTimestamp;
  livescore_msg_seq: bigint | null;
  updated_at: Timestamp;
}

/** A market of a fixture by the feed's market id (the spec's GameSubId). */
export interface MarketTable {
  fixture_id: bigint;
  market_id: number;
  name: Generated<string>;
  /** The base line of the most balanced open line, null for markets without lines. */
  main_line: string | null;
  status: ColumnType<CatalogueStatus, CatalogueStatus | undefined, CatalogueStatus>;
  updated_at: Timestamp;
}

/** One pick of a market; prices are decimal odds x100, lines raw and in hundredths. */
export interface OutcomeTable {
  id: Generated<bigint>;
  /** The feed's bet id (64-bit, kept as text). */
  bet_id: string;
  fixture_id: bigint;
  market_id: number;
  name: string;
  line_raw: string | null;
  base_line_raw: string | null;
  line_value: number | null;
  start_price: number | null;
  price: number;
  status: CatalogueStatus;
  /** -1 cancelled, 1 loser, 2 winner, 3 refund, 4 half lost, 5 half won. */
  settlement: number | null;
  settled_at: NullableTimestamp;
  provider_bet_id: string | null;
  feed_at: NullableTimestamp;
  msg_seq: bigint | null;
  updated_at: Timestamp;
}

/** An outcome row as selected (for code that plans writes without querying). */
export type SelectedOutcome = Selectable<OutcomeTable>;

/** One settlement value given to an outcome (append-only history, cancellations included). */
export interface OutcomeSettlementTable {
  id: Generated<bigint>;
  outcome_id: bigint;
  previous: number | null;
  settlement: number | null;
  msg_id: string;
  recorded_at: Timestamp;
}

/** A feed message already applied, by its MsgId. */
export interface FeedMessageTable {
  msg_id: string;
  type: number;
  msg_seq: bigint | null;
  received_at: Timestamp;
}

// Declaration merging: the sports tables join the Database interface above.
/** The sports catalogue tables (migration 0003). */
export interface Database {
  sport: SportTable;
  region: RegionTable;
  league: LeagueTable;
  fixture: FixtureTable;
  market: MarketTable;
  outcome: OutcomeTable;
  outcome_settlement: OutcomeSettlementTable;
  feed_message: FeedMessageTable;
}

/** A manual override of a fixture, market or outcome (migration 0004); the feed never writes it. */
export interface SportsOverrideTable {
  /** 'fixture:<id>', 'market:<fixtureId>:<marketId>' or 'outcome:<betId>'. */
  target_key: string;
  kind: 'fixture' | 'market' | 'outcome';
  fixture_id: bigint;
  market_id: number | null;
  bet_id: string | null;
  is_suspended: boolean;
  /** Decimal odds x100 replacing the feed's and the margin (outcomes only). */
  price: number | null;
  reason: string;
  staff_id: number | null;
  updated_at: Timestamp;
}

/** The sports settings tables (migration 0004). */
export interface Database {
  sports_override: SportsOverrideTable;
}
