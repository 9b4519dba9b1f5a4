import type { FixtureChangedMessage } from '@hanpan/core/api/sports-realtime';
import type {
  StaffSportsFixture,
  StaffSportsFixtureSummary,
  StaffSportsMarket,
  StaffSportsOverride,
} from '@hanpan/core/api/staff-sports';
import { parseLine } from '@hanpan/core/sports/lines';
import { suspendReasonOf } from '@hanpan/core/sports/live-incidents';
import { mainMarketIds, marketName, marketPicks } from '@hanpan/core/sports/markets';
import { pickLabel, pickLineText } from '@hanpan/core/sports/picks';
import { sportName } from '@hanpan/core/sports/sports';
import type { PickRow, StaffFixtureRow } from './repository.ts';
import { ratePickRows } from './rules-store.ts';
import {
  effectiveMarketStatus,
  marketKey,
  type OverrideEntry,
  type SiteRules,
  visibleMainLine,
} from './site-rules.ts';

const baseLineOf = (row: PickRow) => row.baseLineRaw ?? row.lineRaw ?? '';

/** An override as staff see it. */
export function presentOverride(entry: OverrideEntry | undefined): StaffSportsOverride | null {
  if (!entry) return null;
  return {
    isSuspended: entry.isSuspended,
    price: entry.price,
    reason: entry.reason,
    staffLoginId: entry.staffLoginId,
    updatedAt: entry.updatedAt.toISOString(),
  };
}

/** A search result. */
export function presentFixtureSummary(row: StaffFixtureRow): StaffSportsFixtureSummary {
  return {
    fixtureId: Number(row.id),
    sportId: row.sportId,
    sportName: sportName(row.sportId),
    leagueId: row.leagueId,
    leagueName: row.leagueName,
    regionName: row.regionName ?? '',
    homeName: row.homeName,
    awayName: row.awayName,
    startAt: row.startAt.toISOString(),
    status: row.status,
    overrideCount: Number(row.overrideCount ?? 0),
  };
}

const groupByMarket = (rows: readonly PickRow[]) => {
  const byMarket = new Map<number, PickRow[]>();
  for (const row of rows) byMarket.set(row.marketId, [...(byMarket.get(row.marketId) ?? []), row]);
  return byMarket;
};

const pickOrder = (marketId: number, name: string) => {
  const index = marketPicks(marketId).indexOf(name);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
};

/**
 * A fixture for the 경기 관리 tab: each market and pick with the feed's values beside what members get,
 * under `rules` (the saved settings and this fixture's overrides).
 */
export function presentStaffFixture(
  rules: SiteRules,
  row: StaffFixtureRow,
  picks: readonly PickRow[],
): StaffSportsFixture {
  const fixtureId = Number(row.id);
  const rated = ratePickRows(rules, picks);
  // The sport's list-column markets first, as the member pages order them, then the rest by id.
  const main = mainMarketIds(row.sportId);
  const rank = (marketId: number) => (main.includes(marketId) ? main.indexOf(marketId) : main.length);
  const byMarket = [...groupByMarket(picks)].sort(([a], [b]) => rank(a) - rank(b) || a - b);
  const markets: StaffSportsMarket[] = byMarket.map(([marketId, rows]) => {
    const first = rows[0] as PickRow;
    const feedStatus = first.marketStatus === 'open' ? 'open' : 'suspended';
    const sorted = rows.toSorted(
      (a, b) =>
        (parseLine(baseLineOf(a))?.value ?? 0) - (parseLine(baseLineOf(b))?.value ?? 0) ||
        baseLineOf(a).localeCompare(baseLineOf(b)) ||
        pickOrder(marketId, a.name) - pickOrder(marketId, b.name),
    );
    const shownLines = [
      ...new Set(sorted.filter((pick) => !rated.get(pick.betId)?.isHidden).map(baseLineOf)),
    ];
    return {
      marketId,
      name: marketName(row.sportId, marketId),
      feedStatus: first.marketStatus,
      status: effectiveMarketStatus(rules, { fixtureId, marketId }, feedStatus),
      mainLine: visibleMainLine(first.mainLine, shownLines),
      override: presentOverride(rules.markets.get(marketKey(fixtureId, marketId))),
      outcomes: sorted.map((pick) => {
        const effective = rated.get(pick.betId);
        return {
          id: pick.betId,
          name: pick.name,
          pickLabel: pickLabel(pick.name),
          line: pickLineText(pick.name, baseLineOf(pick)),
          baseLine: baseLineOf(pick),
          feedPrice: pick.price,
          feedStatus: pick.status,
          price: effective?.price ?? pick.price,
          status: effective?.status ?? 'suspended',
          isHidden: effective?.isHidden ?? false,
          override: presentOverride(rules.outcomes.get(pick.betId)),
        };
      }),
    };
  });
  return {
    ...presentFixtureSummary(row),
    override: presentOverride(rules.fixtures.get(fixtureId)),
    markets,
  };
}

/**
 * The what-changed message after a staff override: the effective status of the markets in `marketIds`
 * and the effective price and status of their shown picks (or of `betIds` alone, for an outcome).
 */
export function presentOverrideMessage(
  rules: SiteRules,
  fixtureId: number,
  picks: readonly PickRow[],
  scope: { marketIds: readonly number[] | 'all'; betIds?: readonly string[] },
): FixtureChangedMessage {
  const rated = ratePickRows(rules, picks);
  const inScope = picks.filter((pick) =>
    scope.betIds
      ? scope.betIds.includes(pick.betId)
      : scope.marketIds === 'all' || scope.marketIds.includes(pick.marketId),
  );
  const markets = scope.betIds
    ? []
    : [...groupByMarket(inScope)].map(([marketId, rows]) => {
        const first = rows[0] as PickRow;
        const shownLines = [
          ...new Set(rows.filter((pick) => !rated.get(pick.betId)?.isHidden).map(baseLineOf)),
        ];
        const isFeedSuspended = first.marketStatus !== 'open';
        const status = effectiveMarketStatus(
          rules,
          { fixtureId, marketId },
          isFeedSuspended ? 'suspended' : 'open',
        );
        return {
          marketId,
          status,
          // A market staff closed has no feed reason.
          suspendReason:
            status === 'suspended' && isFeedSuspended ? suspendReasonOf(first.marketSuspendReason) : null,
          mainLine: visibleMainLine(first.mainLine, shownLines),
        };
      });
  const outcomes = inScope.flatMap((pick) => {
    const effective = rated.get(pick.betId);
    if (!effective || effective.isHidden) return [];
    return [{ id: pick.betId, marketId: pick.marketId, price: effective.price, status: effective.status }];
  });
  return { type: 'fixtureChanged', fixtureId, markets, outcomes };
}
