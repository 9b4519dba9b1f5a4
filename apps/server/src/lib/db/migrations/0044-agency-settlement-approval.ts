import { type Kysely, sql } from 'kysely';

// Held partner settlements (issue 26): the first of two staff approvals of a release, and two statement
// line kinds over the settlement as a whole ('settlement' subject): a negative day carried into the
// partner's next settlement as a deduction ('carried', at most once per negative day: the unique
// carried_from_id), and a staff adjustment of a held settlement ('manual').

const statements = [
  'alter table agency_settlement add column first_approved_by integer references staff (id)',
  'alter table agency_settlement add column first_approved_at timestamptz',
  'alter table agency_settlement_line drop constraint agency_settlement_line_product_check',
  `alter table agency_settlement_line add constraint agency_settlement_line_product_check
    check (product in ('prematch', 'inplay', 'minigame', 'virtual', 'casino', 'slot', 'settlement'))`,
  'alter table agency_settlement_line drop constraint agency_settlement_line_kind_check',
  `alter table agency_settlement_line add constraint agency_settlement_line_kind_check
    check (kind in ('rolling', 'losing', 'carried', 'manual'))`,
  'alter table agency_settlement_line add column carried_from_id bigint references agency_settlement (id)',
  `alter table agency_settlement_line add constraint agency_settlement_line_carried_check
    check ((kind = 'carried') = (carried_from_id is not null))`,
  `create unique index agency_settlement_line_carried_from_key on agency_settlement_line (carried_from_id)
    where carried_from_id is not null`,
  // The settlements a run may carry: negative days that nothing paid.
  `create index agency_settlement_deficit_idx on agency_settlement (partner_id, day)
    where status = 'adjusted' and amount < 0`,
];

/** Adds the first approval of a release and the carried and manual statement lines. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops them (carried and manual lines first). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    "delete from agency_settlement_line where kind in ('carried', 'manual')",
    'drop index agency_settlement_deficit_idx',
    'alter table agency_settlement_line drop column carried_from_id',
    'alter table agency_settlement_line drop constraint agency_settlement_line_kind_check',
    "alter table agency_settlement_line add constraint agency_settlement_line_kind_check check (kind in ('rolling', 'losing'))",
    'alter table agency_settlement_line drop constraint agency_settlement_line_product_check',
    `alter table agency_settlement_line add constraint agency_settlement_line_product_check
      check (product in ('prematch', 'inplay', 'minigame', 'virtual', 'casino', 'slot'))`,
    'alter table agency_settlement drop column first_approved_at',
    'alter table agency_settlement drop column first_approved_by',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
