import {
  defaultSportsSettings,
  type SportsSettings,
  sportsSettingsSchema,
} from '@hanpan/core/api/staff-sports';
import { bettableFixtureStatuses, closedFixtureStatuses } from '@hanpan/core/sports/fixture-status';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database.ts';
import { sportsSettingsKey } from '../../../lib/db/migrated-names.ts';
import type { Trx } from '../../../lib/db/transaction.ts';
import type { OutcomeRow } from '../repository.ts';
import type { OverrideEntry } from './site-rules.ts';

/** Reads the sports odds settings; an unreadable stored value falls back to the defaults. */
export async function readSportsSettings(db: Db | Trx): Promise<SportsSettings> {
  const row = await db
    .selectFrom('site_setting')
    .select('value')
    .where('key', '=', sportsSettingsKey)
    .executeTakeFirst();
  const parsed = sportsSettingsSchema.safeParse(row?.value);
  // A hand-edited, unreadable setting must not take the sports pages down.
  return parsed.success ? parsed.data : defaultSportsSettings;
}

/** Writes the sports odds settings inside the caller's transaction (the caller audits the change). */
export async function writeSportsSettings(trx: Trx, settings: SportsSettings): Promise<void> {
  const value = JSON.stringify(settings);
  await trx
    .insertInto('site_setting')
    .values({ key: sportsSettingsKey, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

const overrideColumns = [
  'o.kind',
  'o.fixture_id as fixtureId',
  'o.market_id as marketId',
  'o.bet_id as betId',
  'o.is_suspended as isSuspended',
  'o.price',
  'o.reason',
  's.login_id as staffLoginId',
  'o.updated_at as updatedAt',
] as const;

const toEntry = (row: Omit<OverrideEntry, 'fixtureId'> & { fixtureId: bigint }): OverrideEntry => ({
  ...row,
  fixtureId: Number(row.fixtureId),
});

/** Overrides of fixtures not finished, cancelled or abandoned (what the rules cache holds). */
export async function listActiveOverrides(db: Db): Promise<OverrideEntry[]> {
  const rows = await db
    .selectFrom('sports_override as o')
    .innerJoin('fixture as f', 'f.id', 'o.fixture_id')
    .leftJoin('staff as s', 's.id', 'o.staff_id')
    .select(overrideColumns)
    .where('f.status', 'not in', closedFixtureStatuses)
    .execute();
  return rows.map(toEntry);
}

/** Every override of one fixture (its own, its markets' and its outcomes'). */
export async function listFixtureOverrides(db: Db | Trx, fixtureId: number): Promise<OverrideEntry[]> {
  const rows = await db
    .selectFrom('sports_override as o')
    .leftJoin('staff as s', 's.id', 'o.staff_id')
    .select(overrideColumns)
    .where('o.fixture_id', '=', BigInt(fixtureId))
    .execute();
  return rows.map(toEntry);
}

/** Every override of the given fixtures, in one statement (a bet re-reads its fixtures' overrides). */
export async function listOverridesOfFixtures(
  db: Db | Trx,
  fixtureIds: readonly number[],
): Promise<OverrideEntry[]> {
  if (fixtureIds.length === 0) return [];
  const rows = await db
    .selectFrom('sports_override as o')
    .leftJoin('staff as s', 's.id', 'o.staff_id')
    .select(overrideColumns)
    .where(
      'o.fixture_id',
      'in',
      fixtureIds.map((id) => BigInt(id)),
    )
    .execute();
  return rows.map(toEntry);
}

/** The override stored under a target key, locked for the caller's change; undefined when none. */
export async function findOverrideForUpdate(trx: Trx, targetKey: string) {
  return trx
    .selectFrom('sports_override')
    .select(['is_suspended as isSuspended', 'price', 'reason'])
    .where('target_key', '=', targetKey)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Locks the fixture row `for update` before its override changes: a bet on the fixture holds it
 * `for share` from its checks to its insert, so the two serialize (no bet lands after a suspension
 * committed on the prices before it).
 */
export async function lockFixtureForOverride(trx: Trx, fixtureId: number): Promise<void> {
  await trx.selectFrom('fixture').select('id').where('id', '=', BigInt(fixtureId)).forUpdate().execute();
}

/** The row of a new or replaced override. */
export type OverrideWrite = {
  targetKey: string;
  kind: 'fixture' | 'market' | 'outcome';
  fixtureId: number;
  marketId: number | null;
  betId: string | null;
  isSuspended: boolean;
  price: number | null;
  reason: string;
  staffId: number;
  at: Date;
};

/** Sets (or replaces) a target's override. */
export async function upsertOverride(trx: Trx, write: OverrideWrite): Promise<void> {
  const changes = {
    is_suspended: write.isSuspended,
    price: write.price,
    reason: write.reason,
    staff_id: write.staffId,
    updated_at: write.at,
  };
  await trx
    .insertInto('sports_override')
    .values({
      target_key: write.targetKey,
      kind: write.kind,
      fixture_id: BigInt(write.fixtureId),
      market_id: write.marketId,
      bet_id: write.betId,
      ...changes,
    })
    .onConflict((conflict) => conflict.column('target_key').doUpdateSet(changes))
    .execute();
}

/** Removes a target's override; false when there was none. */
export async function deleteOverride(trx: Trx, targetKey: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('sports_override')
    .where('target_key', '=', targetKey)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A fixture as the back office reads it: any league, any status. */
export async function findStaffFixture(db: Db | Trx, fixtureId: number) {
  return fixtureSummaries(db).where('f.id', '=', BigInt(fixtureId)).executeTakeFirst();
}

const fixtureSummaries = (db: Db | Trx) =>
  db
    .selectFrom('fixture as f')
    .innerJoin('league as l', 'l.id', 'f.league_id')
    .leftJoin('region as r', 'r.id', 'l.region_id')
    .select((eb) => [
      'f.id',
      'f.sport_id as sportId',
      'f.league_id as leagueId',
      'l.name as leagueName',
      'r.name as regionName',
      'f.home_name as homeName',
      'f.away_name as awayName',
      'f.start_at as startAt',
      'f.status',
      eb
        .selectFrom('sports_override as so')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('so.fixture_id', '=', 'f.id')
        .as('overrideCount'),
    ]);

/** A fixture of the back office's search. */
export type StaffFixtureRow = NonNullable<Awaited<ReturnType<typeof findStaffFixture>>>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Fixtures by id (when the query is digits) or team name, not finished first, then soonest; `since`
 * keeps old finished fixtures out of a name search.
 */
export async function searchStaffFixtures(db: Db, query: string, since: Date, limit: number) {
  const pattern = `%${escapeLike(query)}%`;
  const isId = /^\d+$/.test(query) && query.length <= 15;
  return fixtureSummaries(db)
    .where((eb) =>
      eb.or([
        ...(isId ? [eb('f.id', '=', BigInt(query))] : []),
        eb.and([
          eb('f.start_at', '>=', since),
          eb.or([eb('f.home_name', 'ilike', pattern), eb('f.away_name', 'ilike', pattern)]),
        ]),
      ]),
    )
    .orderBy(sql`case when f.status in (${sql.join(closedFixtureStatuses)}) then 1 else 0 end`)
    .orderBy('f.start_at')
    .orderBy('f.id')
    .limit(limit)
    .execute();
}

/** A pick with its market and sport, as the back office and the rules read it. */
export type PickRow = Omit<OutcomeRow, 'lineValue'> & { sportId: number };

const pickRows = (db: Db | Trx) =>
  db
    .selectFrom('market as m')
    .innerJoin('outcome as o', (join) =>
      join.onRef('o.fixture_id', '=', 'm.fixture_id').onRef('o.market_id', '=', 'm.market_id'),
    )
    .innerJoin('fixture as f', 'f.id', 'm.fixture_id')
    .select([
      'm.fixture_id as fixtureId',
      'f.sport_id as sportId',
      'm.market_id as marketId',
      'm.status as marketStatus',
      'm.suspend_reason as marketSuspendReason',
      'm.main_line as mainLine',
      'o.bet_id as betId',
      'o.name',
      'o.line_raw as lineRaw',
      'o.base_line_raw as baseLineRaw',
      'o.price',
      'o.status',
    ])
    .where('m.status', '!=', 'settled')
    .where('o.status', '!=', 'settled');

/** Unsettled picks of a fixture's unsettled markets. */
export async function listFixturePicks(db: Db | Trx, fixtureId: number): Promise<PickRow[]> {
  return pickRows(db)
    .where('m.fixture_id', '=', BigInt(fixtureId))
    .orderBy('m.market_id')
    .orderBy('o.id')
    .execute();
}

/** Unsettled picks of the given markets (for the real-time pushes: a margin re-prices a whole line). */
export async function listMarketPicks(
  db: Db,
  markets: readonly { fixtureId: number; marketId: number }[],
): Promise<PickRow[]> {
  if (markets.length === 0) return [];
  return pickRows(db)
    .where((eb) =>
      eb.or(
        markets.map((market) =>
          eb.and([
            eb('m.fixture_id', '=', BigInt(market.fixtureId)),
            eb('m.market_id', '=', market.marketId),
          ]),
        ),
      ),
    )
    .orderBy('m.fixture_id')
    .orderBy('m.market_id')
    .orderBy('o.id')
    .execute();
}

/** The picks of the outcomes' markets (for betting's effective prices). */
export async function listPicksOfOutcomes(db: Db | Trx, betIds: readonly string[]): Promise<PickRow[]> {
  if (betIds.length === 0) return [];
  return pickRows(db)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('outcome as x')
          .select('x.id')
          .whereRef('x.fixture_id', '=', 'm.fixture_id')
          .whereRef('x.market_id', '=', 'm.market_id')
          .where('x.bet_id', 'in', [...betIds]),
      ),
    )
    .orderBy('m.fixture_id')
    .orderBy('m.market_id')
    .orderBy('o.id')
    .execute();
}

/** The market of a fixture, or the outcome by bet id, for checking an override's target. */
export async function findMarket(db: Db | Trx, fixtureId: number, marketId: number) {
  return db
    .selectFrom('market')
    .select(['market_id as marketId'])
    .where('fixture_id', '=', BigInt(fixtureId))
    .where('market_id', '=', marketId)
    .executeTakeFirst();
}

/** An outcome by bet id with where it belongs; undefined when none. */
export async function findOutcome(db: Db | Trx, betId: string) {
  return db
    .selectFrom('outcome')
    .select(['fixture_id as fixtureId', 'market_id as marketId'])
    .where('bet_id', '=', betId)
    .executeTakeFirst();
}

/** Sports with their visibility and count of fixtures not finished. */
export async function listSportsForStaff(db: Db) {
  const rows = await db
    .selectFrom('sport as s')
    .select((eb) => [
      's.id',
      's.name_ko as name',
      's.is_visible as isVisible',
      eb
        .selectFrom('fixture as f')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('f.sport_id', '=', 's.id')
        .where('f.status', 'in', bettableFixtureStatuses)
        .as('fixtureCount'),
    ])
    .orderBy('s.sort_order')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({ ...row, fixtureCount: Number(row.fixtureCount ?? 0) }));
}

/** Leagues with their visibility and count of fixtures not finished (prematch or in play). */
export async function listLeaguesForStaff(db: Db) {
  const rows = await db
    .selectFrom('league as l')
    .leftJoin('region as r', 'r.id', 'l.region_id')
    .select((eb) => [
      'l.id',
      'l.sport_id as sportId',
      'l.name',
      'r.name as regionName',
      'l.is_visible as isVisible',
      eb
        .selectFrom('fixture as f')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('f.league_id', '=', 'l.id')
        .where('f.status', 'in', bettableFixtureStatuses)
        .as('fixtureCount'),
    ])
    .orderBy('l.sport_id')
    .orderBy('r.name')
    .orderBy('l.sort_order')
    .orderBy('l.name')
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({ ...row, fixtureCount: Number(row.fixtureCount ?? 0) }));
}

/** A sport or league's visibility, locked for the caller's change; undefined when there is none. */
export async function findVisibilityForUpdate(trx: Trx, kind: 'sport' | 'league', id: number) {
  return kind === 'sport'
    ? trx
        .selectFrom('sport')
        .select(['id as sportId', 'is_visible as isVisible'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()
    : trx
        .selectFrom('league')
        .select(['sport_id as sportId', 'is_visible as isVisible'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
}

/** Shows or hides a sport or a league. */
export async function writeVisibility(trx: Trx, kind: 'sport' | 'league', id: number, isVisible: boolean) {
  if (kind === 'sport')
    await trx.updateTable('sport').set({ is_visible: isVisible }).where('id', '=', id).execute();
  else await trx.updateTable('league').set({ is_visible: isVisible }).where('id', '=', id).execute();
}
