import { type Kysely, sql } from 'kysely';

// Issue 27, player protection. One member_protection row per member, made with the member (trigger),
// so every stake and deposit request can lock it FOR UPDATE and a time-out set meanwhile waits for
// them (and they for it): no stake is accepted after a block committed, and parallel stakes of one
// member pass the loss limit check one at a time. One protection_limit row per (member, kind, window).
const statements = [
  `create table member_protection (
    member_id integer primary key references member (id),
    block_kind text check (block_kind in ('timeout', 'selfExclusion')),
    block_until timestamptz,
    block_started_at timestamptz,
    block_return_asked_at timestamptz,
    reality_check_minutes integer not null default 0 check (reality_check_minutes in (0, 15, 30, 60)),
    ask_answered_at timestamptz,
    check ((block_kind is null) = (block_until is null))
  )`,
  'insert into member_protection (member_id) select id from member',
  `create function member_protection_add() returns trigger language plpgsql as $$
  begin
    insert into member_protection (member_id) values (new.id);
    return new;
  end $$`,
  `create trigger member_protection_add after insert on member
    for each row execute function member_protection_add()`,
  `create table protection_limit (
    member_id integer not null references member (id),
    kind text not null check (kind in ('deposit', 'loss', 'stake')),
    "window" text not null check ("window" in ('day', 'week', 'month', 'bet')),
    own_amount bigint check (own_amount > 0),
    own_set_at timestamptz,
    staff_amount bigint check (staff_amount > 0),
    staff_id integer,
    pending_applies_at timestamptz,
    pending_amount bigint check (pending_amount > 0),
    primary key (member_id, kind, "window"),
    check ((kind = 'stake') = ("window" = 'bet')),
    check (pending_applies_at is not null or pending_amount is null)
  )`,
  // Core activeBlock's rule in SQL, for reads over many members at once (group messages skip blocked
  // members; the staff list of them): a time-out until its end; a self-exclusion until its end and then
  // until 24 hours (core selfExclusionReturnHours) after the member asked to return.
  `create function member_block_in_force(p_member_id integer, p_at timestamptz) returns boolean
    language sql stable as $$
      select exists (
        select 1 from member_protection p
        where p.member_id = p_member_id
          and p.block_kind is not null
          and (p.block_until > p_at
            or (p.block_kind = 'selfExclusion'
              and (p.block_return_asked_at is null or p.block_return_asked_at + interval '24 hours' > p_at)))
      )
    $$`,
];

/** The members' protection rows (blocks, reality check) and their limits. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop function member_block_in_force',
    'drop table protection_limit',
    'drop trigger member_protection_add on member',
    'drop function member_protection_add',
    'drop table member_protection',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
