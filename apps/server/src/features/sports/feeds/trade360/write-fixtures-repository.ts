import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../../../lib/db/database.ts';
import type { FixtureTable } from '../../../../lib/db/sports-tables.ts';

// The writes of apply-fixtures: regions, leagues and fixtures of a whole message, a statement each.

type Trx = Transaction<Database> | Kysely<Database>;
type StoredFixture = Selectable<FixtureTable>;

/** A league as the feed writes it (visibility and order are staff settings). */
export type LeagueRow = {
  id: number;
  sport_id: number;
  region_id: number | null;
  name: string;
  updated_at: Date;
};

const writeChunk = 500;

/** Creates or renames the regions and leagues fixtures point at, a statement each. */
export async function writeRegionsAndLeagues(
  trx: Trx,
  regions: { id: number; name: string; updated_at: Date }[],
  leagues: LeagueRow[],
): Promise<void> {
  for (let start = 0; start < regions.length; start += writeChunk) {
    await trx
      .insertInto('region')
      .values(regions.slice(start, start + writeChunk))
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
  // Visibility and order are staff settings: the feed only updates what it owns.
  for (let start = 0; start < leagues.length; start += writeChunk) {
    await trx
      .insertInto('league')
      .values(leagues.slice(start, start + writeChunk))
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          sport_id: eb.ref('excluded.sport_id'),
          region_id: eb.ref('excluded.region_id'),
          name: eb.ref('excluded.name'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

// The columns the feed owns; the rows were read under lock, so writing them whole loses nothing.
const fixtureRowOf = (row: StoredFixture) => ({
  id: row.id,
  sport_id: row.sport_id,
  league_id: row.league_id,
  home_id: row.home_id,
  home_name: row.home_name,
  away_id: row.away_id,
  away_name: row.away_name,
  start_at: row.start_at,
  status: row.status,
  score_home: row.score_home,
  score_away: row.score_away,
  current_period: row.current_period,
  clock_seconds: row.clock_seconds,
  clock_at: row.clock_at,
  periods: JSON.stringify(row.periods),
  incidents: JSON.stringify(row.incidents),
  red_cards: row.red_cards === null ? null : JSON.stringify(row.red_cards),
  metadata_feed_at: row.metadata_feed_at,
  metadata_msg_seq: row.metadata_msg_seq,
  livescore_feed_at: row.livescore_feed_at,
  livescore_msg_seq: row.livescore_msg_seq,
  updated_at: row.updated_at,
});
type FixtureColumn = Exclude<keyof ReturnType<typeof fixtureRowOf>, 'id'>;
// Every column fixtureRowOf writes but the key, for the update of an existing fixture.
const fixtureColumns = Object.keys(fixtureRowOf({} as StoredFixture)).filter(
  (column): column is FixtureColumn => column !== 'id',
);

/** Writes fixture rows whole (created or updated), 500 to a statement. */
export async function writeFixtures(trx: Trx, rows: StoredFixture[]): Promise<void> {
  for (let start = 0; start < rows.length; start += writeChunk) {
    await trx
      .insertInto('fixture')
      .values(rows.slice(start, start + writeChunk).map(fixtureRowOf))
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet((eb) =>
            Object.fromEntries(fixtureColumns.map((column) => [column, eb.ref(`excluded.${column}`)])),
          ),
      )
      .execute();
  }
}
