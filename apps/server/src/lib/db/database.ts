import type { ColumnType, Generated, Kysely } from 'kysely';
import type { AccountTables } from './account-tables.ts';
import type { AgencySettlementTables } from './agency-settlement-tables.ts';
import type { AgencyTables } from './agency-tables.ts';
import type { BettingTables } from './betting-tables.ts';
import type { CasinoTables } from './casino-tables.ts';
import type { Int8, NullableTimestamp, Timestamp } from './column-types.ts';
import type { MessagesTables } from './messages-tables.ts';
import type { MinigamesTables } from './minigames-tables.ts';
import type { PromotionTables } from './promotion-tables.ts';
import type { ProtectionTables } from './protection-tables.ts';
import type { ReferralTables } from './referral-tables.ts';
import type { SportsTables } from './sports-tables.ts';

/** Kinds of money account a member holds. */
export type MemberAccountKind = 'cash' | 'point' | 'agency_cash';

/** The house's sides of the ledger, each spread over `systemAccountShards` rows (system-account-shards.ts). */
export type SystemAccountKind =
  | 'bank_clearing'
  | 'withdrawal_pending'
  | 'promotion'
  | 'house'
  | 'commission'
  // What members owe after a resettlement took back more than their cash (migration 0007).
  | 'member_debt'
  // Coupons and daily check-in rewards paid out (migration 0010).
  | 'coupon'
  | 'attendance';

/** Every kind of ledger account. */
export type AccountKind = MemberAccountKind | SystemAccountKind;

/** Whether a member may use the site; 'pending' waits for 가입승인, 'rejected' was refused it (migration 0030). */
export type MemberStatus = 'active' | 'suspended' | 'pending' | 'rejected';

/** A partner (총판); the house partner '본사' holds the domain's default join code. */
export interface PartnerTable {
  id: Generated<number>;
  name: string;
  /** Stored lowercase; join codes compare case-insensitively. */
  join_code: string;
  owner_member_id: number | null;
  created_at: Timestamp;
  /** The partner above (null for the house partner at the root) and this one's depth (migration 0041). */
  parent_id: number | null;
  depth: Generated<number>;
  status: Generated<'active' | 'suspended'>;
  /** How it earns on its subtree: the difference of its rates over the child's (차등) or its own. */
  upper_mode: Generated<'difference' | 'own'>;
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
  /** The join code the member joined with (migration 0041); null for members from before it. */
  join_code_id: number | null;
  point_grade: Generated<number>;
  status: Generated<MemberStatus>;
  /** Barred from betting (code 9) without being suspended (migration 0006). */
  is_betting_blocked: Generated<boolean>;
  /** What a moved price does to the member's bet: 'never', 'any' or 'better' (migration 0006). */
  odds_change_preference: Generated<'never' | 'any' | 'better'>;
  /** The sports list view: 'domestic' (국내형) or 'international' (해외형) (migration 0008). */
  sports_view: Generated<'domestic' | 'international'>;
  join_ip: string | null;
  /** The device id (cookie) the member joined from (migration 0045). */
  join_device: string | null;
  /** When the member agreed to the 이용약관 / 개인정보 처리방침 at join; null before consent was asked (migration 0029). */
  terms_agreed_at: NullableTimestamp;
  privacy_agreed_at: NullableTimestamp;
  /** When and by which staff member a pending join was approved or rejected, and why (migration 0030). */
  reviewed_at: NullableTimestamp;
  reviewed_by: number | null;
  review_reason: string | null;
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
  /** The browser's device id cookie at sign-in (migration 0045). */
  device: string | null;
  /** The opaque id the member's 접속 기기 list shows instead of the token hash (migration 0046). */
  public_id: Generated<string>;
}

/** One sign-in attempt of an existing member, right or wrong password (migration 0046). */
export interface MemberLoginTable {
  id: Generated<string>;
  member_id: number;
  is_success: boolean;
  created_at: Date;
  ip: string | null;
  user_agent: string | null;
  device: string | null;
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
  /** Listed before the others (migration 0011). */
  is_pinned: Generated<boolean>;
  /** Shown to members from then on; null: at once (migration 0011). */
  starts_at: NullableTimestamp;
  /** Shown to members until then; null: no end (migration 0011). */
  ends_at: NullableTimestamp;
  /** A popup's desktop width in px; null: the default (migration 0011). */
  popup_width: number | null;
}

/** A line of the ticker under the header (index2 slideText, migration 0011). */
export interface SiteTickerTable {
  id: Generated<number>;
  text: string;
  is_visible: Generated<boolean>;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A rules page (POST /api/board/getRules, migration 0011): 1 terms, 2 sports, 3 mini-games. */
export interface SiteRuleTable {
  id: Generated<number>;
  message_type: number;
  title: string;
  body_html: string;
  sort_order: Generated<number>;
  is_visible: Generated<boolean>;
  updated_at: Timestamp;
}

/** A message (쪽지) sent to one member. */
export interface MemberMessageTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  body: string;
  read_at: NullableTimestamp;
  /** The member deleted it for themselves (migration 0009). */
  deleted_at: NullableTimestamp;
  /** The staff send that delivered it, if any (migration 0009). */
  send_job_id: number | null;
  created_at: Timestamp;
}

/** One site setting; value is JSON. */
export interface SiteSettingTable {
  key: string;
  value: ColumnType<unknown, string, string>;
}

/** Every table, as Kysely sees the schema. */
export interface Database
  extends SportsTables,
    BettingTables,
    PromotionTables,
    MessagesTables,
    MinigamesTables,
    CasinoTables,
    AgencyTables,
    ReferralTables,
    AgencySettlementTables,
    ProtectionTables,
    AccountTables {
  partner: PartnerTable;
  member: MemberTable;
  account: AccountTable;
  member_session: MemberSessionTable;
  member_login: MemberLoginTable;
  sms_verification: SmsVerificationTable;
  board_post: BoardPostTable;
  member_message: MemberMessageTable;
  site_setting: SiteSettingTable;
  site_ticker: SiteTickerTable;
  site_rule: SiteRuleTable;
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
