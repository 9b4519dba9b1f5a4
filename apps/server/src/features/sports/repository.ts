import { fixtureStatus } from '@hanpan/core/sports/fixture-status';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';

// Read-only queries of the sports pages (the feed writes through catalogue-repository.ts).

/** TRADE360 fixture statuses of a fixture that has not started. */
const prematchStatuses = [fixtureStatus.notStarted, fixtureStatus.aboutToStart];

/** A league of the left menu with its fixture count. */
export type EventGroupRow = {
  sportId: number;
  regionId: number | null;
  regionName: string | null;
  leagueId: number;
  leagueName: string;
  count: number;
};

/** A fixture with its league and region, as the lists read it. */
export type FixtureRow = {
  id: bigint;
  sportId: number;
  leagueId: number;
  leagueName: string;
  regionId: number | null;
  regionName: string | null;
  homeName: string;
  awayName: string;
  startAt: Date;
  status: number;
  scoreHome: number | null;
  scoreAway: number | null;
  currentPeriod: number | null;
  clockSeconds: number | null;
  /** fixture.clock_at: when the live score last brought a different clock. */
  clockAt: Date | null;
  /** fixture.periods (jsonb): the stored scoreboard by period. */
  periods: unknown;
  /** fixture.incidents (jsonb): the stored event timeline. */
  incidents: unknown;
  /** fixture.red_cards (jsonb): {home, away}, null for sports without cards. */
  redCards: unknown;
  livescoreFeedAt: Date | null;
  updatedAt: Date;
};

/** An open or suspended pick with its market's status and main line. */
export type OutcomeRow = {
  fixtureId: bigint;
  marketId: number;
  marketStatus: 'open' | 'suspended' | 'settled';
  /** market.suspend_reason: the feed's code, null whenever the market is open. */
  marketSuspendReason: string | null;
  mainLine: string | null;
  betId: string;
  name: string;
  lineRaw: string | null;
  baseLineRaw: string | null;
  lineValue: number | null;
  price: number;
  status: 'open' | 'suspended' | 'settled';
};

/** Filters of the prematch list; `startFrom`/`startBefore` bound the start time. */
export type PrematchFilter = {
  now: Date;
  leagueId?: number;
  sportId?: number;
  startBefore?: Date;
  startFrom?: Date;
  /** A team name fragment (matched case-insensitively anywhere in either name). */
  search?: string;
};

// Fixtures the member site may show: visible sport and league.
const visibleFixtures = (db: Db) =>
  db
    .selectFrom('fixture as f')
    .innerJoin('league as l', 'l.id', 'f.league_id')
    .innerJoin('sport as s', 's.id', 'f.sport_id')
    .where('s.is_visible', '=', true)
    .where('l.is_visible', '=', true);

type Visible = ReturnType<typeof visibleFixtures>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const applyPrematch = (query: Visible, filter: PrematchFilter): Visible => {
  let next = query.where('f.status', 'in', prematchStatuses).where('f.start_at', '>', filter.now);
  if (filter.leagueId !== undefined) next = next.where('f.league_id', '=', filter.leagueId);
  if (filter.sportId !== undefined) next = next.where('f.sport_id', '=', filter.sportId);
  if (filter.startFrom) next = next.where('f.start_at', '>=', filter.startFrom);
  if (filter.startBefore) next = next.where('f.start_at', '<', filter.startBefore);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    next = next.where((eb) =>
      eb.or([eb('f.home_name', 'ilike', pattern), eb('f.away_name', 'ilike', pattern)]),
    );
  }
  return next;
};

const fixtureColumns = (query: Visible) =>
  query
    .leftJoin('region as r', 'r.id', 'l.region_id')
    .select([
      'f.id',
      'f.sport_id as sportId',
      'f.league_id as leagueId',
      'l.name as leagueName',
      'l.region_id as regionId',
      'r.name as regionName',
      'f.home_name as homeName',
      'f.away_name as awayName',
      'f.start_at as startAt',
      'f.status',
      'f.score_home as scoreHome',
      'f.score_away as scoreAway',
      'f.current_period as currentPeriod',
      'f.clock_seconds as clockSeconds',
      'f.clock_at as clockAt',
      'f.periods',
      'f.incidents',
      'f.red_cards as redCards',
      'f.livescore_feed_at as livescoreFeedAt',
      'f.updated_at as updatedAt',
    ]);

function groupBy(query: Visible, limit?: number) {
  let grouped = query
    .leftJoin('region as r', 'r.id', 'l.region_id')
    .select([
      'f.sport_id as sportId',
      'l.region_id as regionId',
      'r.name as regionName',
      'l.id as leagueId',
      'l.name as leagueName',
      sql<string>`count(*)`.as('count'),
    ])
    .groupBy(['f.sport_id', 's.sort_order', 'l.region_id', 'r.name', 'l.id', 'l.name', 'l.sort_order']);
  grouped = limit === undefined ? grouped : grouped.orderBy(sql`count(*)`, 'desc').limit(limit);
  return grouped
    .orderBy('s.sort_order')
    .orderBy('f.sport_id')
    .orderBy('r.name')
    .orderBy('l.region_id')
    .orderBy('l.sort_order')
    .orderBy('l.name')
    .orderBy('l.id');
}

async function readGroups(query: ReturnType<typeof groupBy>): Promise<EventGroupRow[]> {
  return (await query.execute()).map((row) => ({ ...row, count: Number(row.count) }));
}

/** Leagues with prematch fixtures and how many, in sport, region, league order. */
export function listPrematchGroups(db: Db, now: Date) {
  return readGroups(groupBy(applyPrematch(visibleFixtures(db), { now })));
}

/** Leagues with fixtures in play and how many, in sport, region, league order. */
export function listLiveGroups(db: Db) {
  return readGroups(groupBy(visibleFixtures(db).where('f.status', '=', fixtureStatus.live)));
}

/** The `limit` leagues with the most prematch fixtures starting before `startBefore`. */
export function listBusiestLeagues(db: Db, now: Date, startBefore: Date, limit: number) {
  return readGroups(groupBy(applyPrematch(visibleFixtures(db), { now, startBefore }), limit));
}

/** One page of prematch fixtures, soonest first, with the total matching. */
export async function listPrematch(db: Db, filter: PrematchFilter, offset: number, limit: number) {
  const rows = await fixtureColumns(applyPrematch(visibleFixtures(db), filter))
    .select(sql<string>`count(*) over ()`.as('total'))
    .orderBy('f.start_at')
    .orderBy('f.id')
    .offset(offset)
    .limit(limit)
    .execute();
  if (rows.length > 0) return { fixtures: rows as FixtureRow[], total: Number(rows[0]?.total) };
  // An empty page past the end still reports how many there are.
  const count = await applyPrematch(visibleFixtures(db), filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirst();
  return { fixtures: [] as FixtureRow[], total: Number(count?.total ?? 0) };
}

/** The soonest prematch fixtures of the given leagues. */
export async function listSoonestOfLeagues(
  db: Db,
  now: Date,
  leagueIds: number[],
  limit: number,
): Promise<FixtureRow[]> {
  if (leagueIds.length === 0) return [];
  return fixtureColumns(applyPrematch(visibleFixtures(db), { now }).where('f.league_id', 'in', leagueIds))
    .orderBy('f.start_at')
    .orderBy('f.id')
    .limit(limit)
    .execute();
}

/** Fixtures in play, by sport order then start; at most `limit`. */
export function listLive(db: Db, sportId: number | undefined, limit: number): Promise<FixtureRow[]> {
  let query = visibleFixtures(db).where('f.status', '=', fixtureStatus.live);
  if (sportId !== undefined) query = query.where('f.sport_id', '=', sportId);
  return fixtureColumns(query)
    .orderBy('s.sort_order')
    .orderBy('f.start_at')
    .orderBy('f.id')
    .limit(limit)
    .execute();
}

/** One fixture of a visible league, any status; undefined when there is none. */
export function findFixture(db: Db, fixtureId: number): Promise<FixtureRow | undefined> {
  return fixtureColumns(visibleFixtures(db).where('f.id', '=', BigInt(fixtureId))).executeTakeFirst();
}

/** True when a visible league has this id. */
export async function hasLeague(db: Db, leagueId: number): Promise<boolean> {
  const row = await db
    .selectFrom('league as l')
    .innerJoin('sport as s', 's.id', 'l.sport_id')
    .select('l.id')
    .where('l.id', '=', leagueId)
    .where('l.is_visible', '=', true)
    .where('s.is_visible', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many markets each fixture has that are not settled. */
export async function countMarkets(db: Db, fixtureIds: bigint[]): Promise<Map<bigint, number>> {
  if (fixtureIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('market')
    .select(['fixture_id as fixtureId', sql<string>`count(*)`.as('count')])
    .where('fixture_id', 'in', fixtureIds)
    .where('status', '!=', 'settled')
    .groupBy('fixture_id')
    .execute();
  return new Map(rows.map((row) => [row.fixtureId, Number(row.count)]));
}

/**
 * Open and suspended picks of the fixtures' markets that are not settled; with `marketIds`, only
 * those markets, and with `mainLineOnly`, only each market's main line.
 */
export function listOutcomes(
  db: Db,
  fixtureIds: bigint[],
  options: { marketIds?: readonly number[]; mainLineOnly?: boolean } = {},
): Promise<OutcomeRow[]> {
  if (fixtureIds.length === 0) return Promise.resolve([]);
  // Markets are filtered by fixture first (their primary key), then joined to their picks.
  let query = db
    .selectFrom('market as m')
    .innerJoin('outcome as o', (join) =>
      join.onRef('o.fixture_id', '=', 'm.fixture_id').onRef('o.market_id', '=', 'm.market_id'),
    )
    .select([
      'o.fixture_id as fixtureId',
      'o.market_id as marketId',
      'm.status as marketStatus',
      'm.suspend_reason as marketSuspendReason',
      'm.main_line as mainLine',
      'o.bet_id as betId',
      'o.name',
      'o.line_raw as lineRaw',
      'o.base_line_raw as baseLineRaw',
      'o.line_value as lineValue',
      'o.price',
      'o.status',
    ])
    .where('m.fixture_id', 'in', fixtureIds)
    .where('m.status', '!=', 'settled')
    .where('o.status', '!=', 'settled');
  if (options.marketIds) query = query.where('m.market_id', 'in', [...options.marketIds]);
  if (options.mainLineOnly) {
    query = query.where((eb) =>
      eb.or([
        eb('m.main_line', 'is', null),
        eb(eb.fn.coalesce('o.base_line_raw', 'o.line_raw'), '=', eb.ref('m.main_line')),
      ]),
    );
  }
  return query.orderBy('m.fixture_id').orderBy('m.market_id').execute();
}
