import { type Kysely, sql } from 'kysely';

// 가입승인 (issue 23): with the site setting requireJoinApproval on, a new member is 'pending' (no
// login) until staff approve ('active') or reject ('rejected', with the reason kept). Who decided
// and when is on the member; the audit log holds the full story.
const statements = [
  'alter table member drop constraint member_status_check',
  `alter table member add constraint member_status_check
    check (status in ('active', 'suspended', 'pending', 'rejected'))`,
  'alter table member add column reviewed_at timestamptz',
  'alter table member add column reviewed_by integer references staff (id)',
  'alter table member add column review_reason text',
  // The queue reads the pending members oldest first.
  `create index member_pending_idx on member (created_at, id) where status = 'pending'`,
  `insert into site_setting (key, value) values ('requireJoinApproval', 'false'::jsonb)
    on conflict (key) do nothing`,
];

/** The pending and rejected member states, their review columns and the setting (off). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made; pending and rejected members must be decided or removed first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `delete from site_setting where key = 'requireJoinApproval'`,
    'drop index member_pending_idx',
    'alter table member drop column review_reason',
    'alter table member drop column reviewed_by',
    'alter table member drop column reviewed_at',
    'alter table member drop constraint member_status_check',
    `alter table member add constraint member_status_check check (status in ('active', 'suspended'))`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
