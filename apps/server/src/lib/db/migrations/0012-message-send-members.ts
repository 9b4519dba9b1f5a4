import { type Kysely, sql } from 'kysely';

// One statement per query: PGlite's extended protocol takes a single statement.
const statements = [
  // A send may go to members staff chose by login id ('members'): they are listed per send.
  'alter table message_send_job drop constraint message_send_job_target_known',
  `alter table message_send_job add constraint message_send_job_target_known
    check (target_kind in ('member', 'members', 'grade', 'partner', 'all'))`,
  `create table message_send_recipient (
    job_id integer not null references message_send_job (id),
    member_id integer not null references member (id),
    primary key (job_id, member_id)
  )`,
];

/** Sends to chosen members: the target kind and the list of who was chosen. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made (sends to chosen members must be gone first). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop table message_send_recipient',
    'alter table message_send_job drop constraint message_send_job_target_known',
    `alter table message_send_job add constraint message_send_job_target_known
      check (target_kind in ('member', 'grade', 'partner', 'all'))`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
