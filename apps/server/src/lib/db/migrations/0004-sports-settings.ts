import { type Kysely, sql } from 'kysely';
import { sportsSettingsKey } from '../migrated-names.ts';

// The settings before any staff member saved them: the feed's prices, every line shown. Frozen here
// rather than imported from core: a migration must not change when core's defaults do.
const defaultSportsSettings = { marginBasisPoints: null, hideQuarterLines: false, lineFilters: [] };

// One statement per query: PGlite's extended protocol takes a single statement.
const statements = [
  // Manual overrides staff set on a fixture (every market), a market, or an outcome (by the feed's bet
  // id). The feed never writes this table, so its updates cannot undo an override. target_key makes one
  // override per target: 'fixture:<id>', 'market:<fixtureId>:<marketId>', 'outcome:<betId>'.
  `create table sports_override (
    target_key text primary key,
    kind text not null check (kind in ('fixture', 'market', 'outcome')),
    fixture_id bigint not null references fixture (id),
    market_id integer,
    bet_id text,
    is_suspended boolean not null,
    price integer check (price between 101 and 100000),
    reason text not null,
    staff_id integer references staff (id),
    updated_at timestamptz not null default now(),
    constraint sports_override_target check (
      (kind = 'fixture' and market_id is null and bet_id is null)
      or (kind = 'market' and market_id is not null and bet_id is null)
      or (kind = 'outcome' and market_id is not null and bet_id is not null)
    ),
    constraint sports_override_price_outcome check (price is null or kind = 'outcome'),
    constraint sports_override_not_empty check (is_suspended or price is not null)
  )`,
  'create index sports_override_fixture_idx on sports_override (fixture_id)',
];

/** Sports settings: their default in site_setting and the manual override table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql`insert into site_setting (key, value)
    values (${sportsSettingsKey}, ${JSON.stringify(defaultSportsSettings)}::jsonb)
    on conflict (key) do nothing`.execute(db);
}

/** Drops everything 0004 created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table sports_override').execute(db);
  await sql`delete from site_setting where key = ${sportsSettingsKey}`.execute(db);
}
