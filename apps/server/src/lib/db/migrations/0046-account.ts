import { type Kysely, sql } from 'kysely';

// Issue 27, 마이페이지: every sign-in attempt of an existing member (right or wrong password) is kept
// for the member's 로그인 기록, newest first per member. Each session gets an opaque public id for
// 접속 기기: the token hash identifies the cookie and must never leave the server. The history is kept
// for a year (auth/login-history-prune.ts).
const statements = [
  `create table member_login (
    id bigserial primary key,
    member_id integer not null references member (id),
    is_success boolean not null,
    created_at timestamptz not null,
    ip text,
    user_agent text,
    device text
  )`,
  'create index member_login_member_idx on member_login (member_id, created_at desc, id desc)',
  // The retention job deletes the oldest rows first (auth/login-history-prune.ts).
  'create index member_login_created_at_idx on member_login (created_at)',
  'alter table member_session add column public_id uuid not null default gen_random_uuid()',
  'create unique index member_session_public_id_key on member_session (public_id)',
];

/** The members' sign-in history and the sessions' public ids. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop index member_session_public_id_key',
    'alter table member_session drop column public_id',
    'drop table member_login',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
