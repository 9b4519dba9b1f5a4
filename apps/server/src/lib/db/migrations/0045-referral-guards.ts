import { type Kysely, sql } from 'kysely';

// Issue 26, "one person with several accounts (same ... device) earns nothing": the browser's device id
// (a long-lived random cookie, lib/http/device-cookie.ts) is kept with each session and with the join,
// and a referee who joins from a device the referrer used is recorded but not qualified ('sameDevice').
// A typed join code is looked up as a partner's code first, then as a member's referral code, so a
// partner's code may never be a member's referral code: a partner could otherwise take the newcomers a
// member's shared link brings. The referral side skips a taken code when it makes one (repository).
const statements = [
  'alter table member add column join_device text',
  'alter table member_session add column device text',
  'create index member_session_member_device_idx on member_session (member_id, device) where device is not null',
  'alter table referral drop constraint referral_refusal_reason_check',
  `alter table referral add constraint referral_refusal_reason_check
    check (refusal_reason in ('selfReferral', 'samePhone', 'sameBankAccount', 'sameIp', 'sameDevice'))`,
  `create function join_code_not_referral_code() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from referral_code where code = new.code) then
        raise exception 'join code % is a member referral code', new.code
          using errcode = 'unique_violation', constraint = 'partner_join_code_code_key';
      end if;
      return new;
    end $$`,
  `create trigger join_code_not_referral_code before insert or update of code on partner_join_code
    for each row execute function join_code_not_referral_code()`,
];

/** The join's and each session's device id, the 'sameDevice' refusal, and join codes apart from referral codes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop trigger join_code_not_referral_code on partner_join_code',
    'drop function join_code_not_referral_code',
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
