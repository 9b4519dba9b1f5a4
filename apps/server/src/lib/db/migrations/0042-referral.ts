import { type Kysely, sql } from 'kysely';

// Referral (issue 26): each member's own referral code, who joined with whose code (and whether the
// newcomer qualifies, or why not), and one reward row per qualifying approved deposit. A reward row is
// written in the deposit approval's transaction as 'pending' and paid (points, through the ledger) by
// a step after it; charge_id unique makes a deposit reward its referrer once, however often retried.
const statements = [
  `create table referral_code (
    member_id integer primary key references member (id),
    code text not null unique check (code = lower(code) and length(code) between 4 and 16)
  )`,
  `create table referral (
    referee_id integer primary key references member (id),
    referrer_id integer not null references member (id),
    is_qualified boolean not null,
    refusal_reason text check (refusal_reason in ('selfReferral', 'samePhone', 'sameBankAccount', 'sameIp')),
    created_at timestamptz not null default now(),
    constraint referral_reason_when_refused check (is_qualified = (refusal_reason is null))
  )`,
  'create index referral_referrer_idx on referral (referrer_id, created_at)',
  `create table referral_reward (
    id serial primary key,
    charge_id integer not null unique references charge_request (id),
    referee_id integer not null references member (id),
    referrer_id integer not null references member (id),
    deposit_amount bigint not null check (deposit_amount > 0),
    amount bigint not null check (amount > 0),
    status text not null default 'pending' check (status in ('pending', 'paid')),
    ledger_tx_id bigint references ledger_tx (id),
    created_at timestamptz not null default now(),
    paid_at timestamptz,
    constraint referral_reward_paid_has_tx check ((status = 'paid') = (ledger_tx_id is not null))
  )`,
  'create index referral_reward_referrer_idx on referral_reward (referrer_id, id)',
  'create index referral_reward_referee_idx on referral_reward (referee_id)',
  `create index referral_reward_pending_idx on referral_reward (id) where status = 'pending'`,
  // Existing members get a code now (8 hex characters); new ones get theirs at join.
  `insert into referral_code (member_id, code)
    select id, substr(md5(random()::text || id::text), 1, 8) from member`,
  // Off until staff set a rate (rateBp 0 pays nothing).
  `insert into site_setting (key, value)
    values ('referralReward', '{"rateBp": 0, "days": 30, "capPerReferee": 100000}'::jsonb)
    on conflict (key) do nothing`,
];

/** The referral code, referral and reward tables, codes for existing members and the reward setting. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `delete from site_setting where key = 'referralReward'`,
    'drop table referral_reward',
    'drop table referral',
    'drop table referral_code',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
