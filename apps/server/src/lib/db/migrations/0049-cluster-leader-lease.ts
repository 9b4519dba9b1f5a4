import { type Kysely, sql } from 'kysely';

// Issue 28, one leader for every scheduled job: the lease of the process that runs them. The advisory lock
// says who leads; this row's epoch fences: every leader-only transaction first reads the row with its own
// epoch (lib/db/fenced-dialect.ts), so a leader that lost its lock can no longer write.
const statements = [
  `create table cluster_leader_lease (
    id smallint primary key check (id = 1),
    epoch bigint not null,
    holder text,
    expires_at timestamptz
  )`,
  'insert into cluster_leader_lease (id, epoch) values (1, 0)',
];

/** The leader lease, one row. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table cluster_leader_lease').execute(db);
}
