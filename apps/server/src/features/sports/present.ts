import type { EventGroupItem } from '@hanpan/core/api/site';
import type { PopularLeagueItem, SportsFixture, SportsMarket, SportsOutcome } from '@hanpan/core/api/sports';
import { fixtureStatus } from '@hanpan/core/sports/fixture-status';
import { parseLine } from '@hanpan/core/sports/lines';
import { suspendReasonOf } from '@hanpan/core/sports/live-incidents';
import { mainMarketIds, marketName, marketPicks, pickKindOf } from '@hanpan/core/sports/markets';
import { pickLabel, pickLineText } from '@hanpan/core/sports/picks';
import { periodName, sportName } from '@hanpan/core/sports/sports';
import { clockAtOf, liveIncidentsOf, livePeriodsOf, redCardsOf } from './live-board.ts';
import type { EventGroupRow, FixtureRow, OutcomeRow } from './repository.ts';

// Regions have no flag images yet; the menu shows the name alone for an empty icon.
const noIcon = '';

/** A left-menu row (spec section 3, "Event group item"). */
export function presentEventGroup(row: EventGroupRow): EventGroupItem {
  return {
    sportId: row.sportId,
    regionId: row.regionId ?? 0,
    regionName: row.regionName ?? '',
    icon: noIcon,
    leagueId: row.leagueId,
    leagueName: row.leagueName,
    count2: row.count,
  };
}

/** A popular league of the home page. */
export function presentPopularLeague(row: EventGroupRow): PopularLeagueItem {
  return { ...presentEventGroup(row), sportName: sportName(row.sportId) };
}

// Lines sort by the base line (the same for every pick of a line; a handicap's '2' has the opposite Line).
const baseLineValue = (row: OutcomeRow) => parseLine(row.baseLineRaw ?? row.lineRaw ?? '')?.value ?? 0;

const pickOrder = (marketId: number, name: string) => {
  const index = marketPicks(marketId).indexOf(name);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
};

function presentOutcome(row: OutcomeRow): SportsOutcome {
  const baseLine = row.baseLineRaw ?? row.lineRaw ?? '';
  return {
    id: row.betId,
    name: row.name,
    pickLabel: pickLabel(row.name),
    line: pickLineText(row.name, baseLine),
    baseLine,
    price: row.price,
    status: row.status === 'open' ? 'open' : 'suspended',
  };
}

/**
 * The markets of one fixture from its pick rows: the sport's main markets first (list column order),
 * then the rest by id; picks by line, then in core's pick order.
 */
function presentMarkets(sportId: number, rows: readonly OutcomeRow[]): SportsMarket[] {
  const byMarket = new Map<number, OutcomeRow[]>();
  for (const row of rows) byMarket.set(row.marketId, [...(byMarket.get(row.marketId) ?? []), row]);
  const main = mainMarketIds(sportId);
  const rank = (marketId: number) => {
    const index = main.indexOf(marketId);
    return index === -1 ? main.length : index;
  };
  return [...byMarket]
    .sort(([a], [b]) => rank(a) - rank(b) || a - b)
    .map(([marketId, picks]) => {
      const first = picks[0] as OutcomeRow;
      const sorted = picks.toSorted(
        (a, b) =>
          baseLineValue(a) - baseLineValue(b) ||
          (a.baseLineRaw ?? '').localeCompare(b.baseLineRaw ?? '') ||
          pickOrder(marketId, a.name) - pickOrder(marketId, b.name) ||
          a.name.localeCompare(b.name),
      );
      return {
        marketId,
        name: marketName(sportId, marketId),
        kind: pickKindOf(marketId),
        status: first.marketStatus === 'open' ? 'open' : 'suspended',
        suspendReason: first.marketStatus === 'open' ? null : suspendReasonOf(first.marketSuspendReason),
        mainLine: first.mainLine,
        outcomes: sorted.map(presentOutcome),
      };
    });
}

/** A fixture with the markets found among `outcomes` (rows of other fixtures are ignored). */
export function presentFixture(row: FixtureRow, outcomes: readonly OutcomeRow[]): SportsFixture {
  const isLive = row.status === fixtureStatus.live;
  const period = row.currentPeriod ?? 0;
  const markets = presentMarkets(
    row.sportId,
    outcomes.filter((outcome) => outcome.fixtureId === row.id),
  );
  return {
    fixtureId: Number(row.id),
    sportId: row.sportId,
    sportName: sportName(row.sportId),
    regionId: row.regionId ?? 0,
    regionName: row.regionName ?? '',
    leagueId: row.leagueId,
    leagueName: row.leagueName,
    homeName: row.homeName,
    awayName: row.awayName,
    startAt: row.startAt.toISOString(),
    status: row.status,
    gameType: isLive ? 3 : 0,
    live: isLive
      ? {
          scoreHome: row.scoreHome ?? 0,
          scoreAway: row.scoreAway ?? 0,
          period,
          periodName: periodName(row.sportId, period),
          clockSeconds: row.clockSeconds,
          clockAt: clockAtOf(row.clockAt, row.livescoreFeedAt, row.updatedAt),
          periods: livePeriodsOf(row.periods),
          redCards: redCardsOf(row.redCards),
          incidents: liveIncidentsOf(row.incidents),
        }
      : null,
    markets,
    marketCount: markets.length,
  };
}

/** Fixtures with their markets, outcomes grouped by fixture once. */
export function presentFixtures(
  rows: readonly FixtureRow[],
  outcomes: readonly OutcomeRow[],
): SportsFixture[] {
  const byFixture = new Map<bigint, OutcomeRow[]>();
  for (const outcome of outcomes) {
    const list = byFixture.get(outcome.fixtureId);
    if (list) list.push(outcome);
    else byFixture.set(outcome.fixtureId, [outcome]);
  }
  return rows.map((row) => presentFixture(row, byFixture.get(row.id) ?? []));
}
