import { type Kysely, sql } from 'kysely';

// Issue 27, 계좌 변경: a member's request for a new payout bank account, decided by staff. The account
// registered at request time is kept beside the new one, so the back office shows what changes. At most
// one pending request per member: the unique partial index makes a second (even a racing one) fail.
const statements = [
  `create table bank_change_request (
    id serial primary key,
    member_id integer not null references member (id),
    bank_name text not null,
    bank_account text not null,
    bank_holder text not null,
    before_bank_name text not null,
    before_bank_account text not null,
    before_bank_holder text not null,
    status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
    reason text,
    created_at timestamptz not null,
    decided_at timestamptz,
    decided_by integer references staff (id)
  )`,
  `create unique index bank_change_request_one_pending_key on bank_change_request (member_id)
    where status = 'pending'`,
  'create index bank_change_request_member_idx on bank_change_request (member_id, created_at desc)',
  'create index bank_change_request_pending_idx on bank_change_request (status, created_at)',
];

/** The members' bank account change requests. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table bank_change_request').execute(db);
}
