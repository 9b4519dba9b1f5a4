import type { ColumnType, Generated, Kysely } from 'kysely';

/** A timestamptz column: read as Date, written as Date (or left to its default). */
type Timestamp = ColumnType<Date, Date | undefined, Date>;
/** A nullable timestamptz column without a default. */
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** An int8 column: both drivers return JS bigint (see open-database.ts). */
type Int8 = ColumnType<bigint, bigint | undefined, bigint>;

/** Kinds of money account a member holds; system kinds arrive with the ledger. */
export type AccountKind = 'cash' | 'point' | 'agency_cash';

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

/** One balance of one owner; balances change only through the ledger (later issue). */
export interface AccountTable {
  id: Generated<number>;
  member_id: number | null;
  kind: AccountKind;
  balance: Int8;
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
}

/** The query builder every repository receives. */
export type Db = Kysely<Database>;
