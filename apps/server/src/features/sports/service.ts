import type { EventGroupItem } from '@hanpan/core/api/site';
import type { PopularLeagueItem } from '@hanpan/core/api/sports';
import {
  type SportsFixture,
  type SportsFixturesData,
  sportsPageSize,
  sportsText,
} from '@hanpan/core/api/sports';
import { mainMarketIds } from '@hanpan/core/sports/markets';
import { isSportId, SPORT_IDS } from '@hanpan/core/sports/sports';
import type { Db } from '../../lib/db/database.ts';
import { AppError } from '../../lib/http/app-error.ts';
import { presentEventGroup, presentFixture, presentFixtures, presentPopularLeague } from './present.ts';
import {
  countMarkets,
  type FixtureRow,
  findFixture,
  hasLeague,
  listBusiestLeagues,
  listLive,
  listLiveGroups,
  listOutcomes,
  listPrematch,
  listPrematchGroups,
  listSoonestOfLeagues,
  type PrematchFilter,
} from './repository.ts';
import { applyRulesToFixture, type SiteRules } from './settings/site-rules.ts';

const dayMs = 86_400_000;
const kstOffsetMs = 9 * 3_600_000;

/** The most in-play fixtures one /sports/live reply lists. */
export const liveListLimit = 300;

// Home page rule: the leagues with the most prematch fixtures starting in the next 24 hours (ties in
// sport, region, league order), and the soonest prematch fixtures of the busiest few of them.
/** How many leagues the home page's popular list shows. */
export const popularLeagueCount = 10;
/** How many of the popular leagues the popular events come from. */
export const popularEventLeagueCount = 5;
/** How many popular events the home page shows. */
export const popularEventCount = 10;
/** How far ahead a fixture counts towards a league's popularity. */
export const popularWindowMs = dayMs;

// Every sport's list-cell markets, so one query reads them for a page of mixed sports.
const allMainMarketIds = [...new Set(SPORT_IDS.flatMap((sportId) => mainMarketIds(sportId)))];

/** The sports lists /api/index2 carries. */
export type SportsHomeLists = {
  eventGroupByList: EventGroupItem[];
  eventGroupByListInplay: EventGroupItem[];
  popularEventList: SportsFixture[];
  popularLeagueList: PopularLeagueItem[];
};

/** The fixture with each market's main line only (markets without lines keep every pick). */
function keepMainLines(fixture: SportsFixture): SportsFixture {
  return {
    ...fixture,
    markets: fixture.markets.map((market) =>
      market.mainLine === null
        ? market
        : { ...market, outcomes: market.outcomes.filter((outcome) => outcome.baseLine === market.mainLine) },
    ),
  };
}

/** What the sports pages need; `rules` (the staff's odds rules) make every price and status the effective one. */
export type SportsServiceDeps = {
  db: Db;
  now: () => Date;
  rules?: { current(): Promise<SiteRules> };
};

/** The sports pages' reads: menus, lists, one fixture, live, the home page's popular lists. */
export function createSportsService({ db, now, rules }: SportsServiceDeps) {
  // Margin, hidden lines and staff overrides, as every member read and push applies them.
  const effective = async (fixtures: SportsFixture[]) => {
    if (!rules) return fixtures;
    const current = await rules.current();
    return fixtures.map((fixture) => applyRulesToFixture(current, fixture));
  };

  const withMainMarkets = async (rows: FixtureRow[]) => {
    const ids = rows.map((row) => row.id);
    const current = rules ? await rules.current() : null;
    // Hidden lines may include a market's main line: then every line is read, and the shown line
    // nearest to it (the rules' main line) becomes the list cell.
    const mayHideLines =
      current !== null && (current.settings.hideQuarterLines || current.settings.lineFilters.length > 0);
    const [outcomes, marketCounts] = await Promise.all([
      listOutcomes(db, ids, { marketIds: allMainMarketIds, mainLineOnly: !mayHideLines }),
      countMarkets(db, ids),
    ]);
    // A market that is main for another sport only is not one of this fixture's cells.
    const fixtures = presentFixtures(rows, outcomes).map((fixture) => ({
      ...fixture,
      markets: fixture.markets.filter((market) => mainMarketIds(fixture.sportId).includes(market.marketId)),
      marketCount: marketCounts.get(BigInt(fixture.fixtureId)) ?? fixture.marketCount,
    }));
    if (!current) return fixtures;
    const shown = fixtures.map((fixture) => applyRulesToFixture(current, fixture));
    return mayHideLines ? shown.map(keepMainLines) : shown;
  };

  return {
    /** One page of prematch fixtures; an unknown sport or league is refused with a Korean message. */
    async listFixtures(request: {
      leagueId?: number;
      sportId?: number;
      date?: string;
      search?: string;
      page: number;
    }): Promise<SportsFixturesData> {
      if (request.sportId !== undefined && !isSportId(request.sportId)) {
        throw new AppError('invalidInput', sportsText.unknownSport);
      }
      if (request.leagueId !== undefined && !(await hasLeague(db, request.leagueId))) {
        throw new AppError('invalidInput', sportsText.unknownLeague);
      }
      const filter: PrematchFilter = {
        now: now(),
        leagueId: request.leagueId,
        sportId: request.sportId,
        search: request.search,
      };
      if (request.date !== undefined) {
        // The day runs from 00:00 to 24:00 in Korea (UTC+9, no daylight saving).
        const dayStart = Date.parse(`${request.date}T00:00:00Z`) - kstOffsetMs;
        filter.startFrom = new Date(dayStart);
        filter.startBefore = new Date(dayStart + dayMs);
      }
      const offset = (request.page - 1) * sportsPageSize;
      const { fixtures, total } = await listPrematch(db, filter, offset, sportsPageSize);
      return {
        list: await withMainMarkets(fixtures),
        total,
        page: request.page,
        pageSize: sportsPageSize,
      };
    },

    /** One fixture with every open or suspended market; null when there is no such fixture. */
    async getFixture(fixtureId: number): Promise<SportsFixture | null> {
      const row = await findFixture(db, fixtureId);
      if (!row) return null;
      const [fixture] = await effective([presentFixture(row, await listOutcomes(db, [row.id]))]);
      // The staff's line filters may have hidden whole markets.
      return fixture ? { ...fixture, marketCount: fixture.markets.length } : null;
    },

    /** Fixtures in play with their main markets; an unknown sport is refused. */
    async listLive(sportId: number | undefined): Promise<SportsFixture[]> {
      if (sportId !== undefined && !isSportId(sportId)) {
        throw new AppError('invalidInput', sportsText.unknownSport);
      }
      return withMainMarkets(await listLive(db, sportId, liveListLimit));
    },

    /** The left menus and the home page's popular lists for /api/index2. */
    async getHomeLists(): Promise<SportsHomeLists> {
      const at = now();
      const [prematch, inplay, busiest] = await Promise.all([
        listPrematchGroups(db, at),
        listLiveGroups(db),
        listBusiestLeagues(db, at, new Date(at.getTime() + popularWindowMs), popularLeagueCount),
      ]);
      const eventLeagues = busiest.slice(0, popularEventLeagueCount).map((row) => row.leagueId);
      const events = await listSoonestOfLeagues(db, at, eventLeagues, popularEventCount);
      return {
        eventGroupByList: prematch.map(presentEventGroup),
        eventGroupByListInplay: inplay.map(presentEventGroup),
        popularEventList: await withMainMarkets(events),
        popularLeagueList: busiest.map(presentPopularLeague),
      };
    },
  };
}

/** The sports feature's story. */
export type SportsService = ReturnType<typeof createSportsService>;
