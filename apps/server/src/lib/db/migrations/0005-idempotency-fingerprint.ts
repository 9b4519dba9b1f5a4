import { type Kysely, sql } from 'kysely';

// Operation names before 0005 and the names the services use from 0005 on.
const renamedOperations: Record<string, string> = {
  charge: 'charge.request',
  exchange: 'exchange.request',
  point_to_cash: 'wallet.pointToCash',
  cash_to_point: 'wallet.cashToPoint',
  agency_cash_to_point: 'wallet.agencyCashToPoint',
  agency_cash_to_cash: 'wallet.agencyCashToCash',
};

// One statement per query: PGlite's extended protocol takes a single statement.
const statements = [
  // sha256 of the request's canonical JSON; null on rows stored before 0005 (no body was kept).
  'alter table idempotent_reply add column request_hash text',
  `update idempotent_reply set operation = case operation
    ${Object.entries(renamedOperations)
      .map(([from, to]) => `when '${from}' then '${to}'`)
      .join(' ')}
    else operation end`,
  // A key now belongs to one account. Keys are random per action, so two members sharing one is
  // not expected; should it have happened, the later rows are set apart under their own name, and
  // a retry of them is refused (the key is another member's) rather than posted again.
  `update idempotent_reply r set key = 'legacy:' || r.member_id || ':' || r.key
    where exists (select 1 from idempotent_reply o
      where o.key = r.key and (o.created_at, o.member_id) < (r.created_at, r.member_id))`,
  'alter table idempotent_reply drop constraint idempotent_reply_pkey',
  'alter table idempotent_reply add constraint idempotent_reply_pkey primary key (key)',
  // Who used the key: a member (member calls) or a staff account (back-office adjustments).
  'alter table idempotent_reply add column staff_id integer references staff (id)',
  'alter table idempotent_reply alter column member_id drop not null',
  `alter table idempotent_reply add constraint idempotent_reply_one_actor
    check ((member_id is null) <> (staff_id is null))`,
  // The prune job's range (rows older than the retention).
  'create index idempotent_reply_created_at_idx on idempotent_reply (created_at)',
];

/** Idempotency bound to the request: the account and request fingerprint of every stored reply. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Back to per-member keys (staff rows, which 0002 cannot hold, are dropped). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'delete from idempotent_reply where member_id is null',
    'drop index idempotent_reply_created_at_idx',
    'alter table idempotent_reply drop constraint idempotent_reply_pkey',
    'alter table idempotent_reply add constraint idempotent_reply_pkey primary key (member_id, key)',
    'alter table idempotent_reply drop constraint idempotent_reply_one_actor',
    'alter table idempotent_reply drop column request_hash',
    'alter table idempotent_reply drop column staff_id',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
