import { type Kysely, sql } from 'kysely';

// Issue 26, "one person with several accounts (same ... device) earns nothing": the browser's device id
// (a long-lived random cookie, lib/http/device-cookie.ts) is kept with each session and with the join,
// and a referee who joins from a device the referrer used is recorded but not qualified ('sameDevice').
const statements = [
  'alter table member add column join_device text',
  'alter table member_session add column device text',
  'create index member_session_member_device_idx on member_session (member_id, device) where device is not null',
  'alter table referral drop constraint referral_refusal_reason_check',
  `alter table referral add constraint referral_refusal_reason_check
    check (refusal_reason in ('selfReferral', 'samePhone', 'sameBankAccount', 'sameIp', 'sameDevice'))`,
];

/** The join's and each session's device id, and the 'sameDevice' refusal. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `update referral set refusal_reason = 'sameIp' where refusal_reason = 'sameDevice'`,
    'alter table referral drop constraint referral_refusal_reason_check',
    `alter table referral add constraint referral_refusal_reason_check
      check (refusal_reason in ('selfReferral', 'samePhone', 'sameBankAccount', 'sameIp'))`,
    'drop index member_session_member_device_idx',
    'alter table member_session drop column device',
    'alter table member drop column join_device',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
