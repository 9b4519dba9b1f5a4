import type { SportsFixture, SportsMarket } from '@hanpan/core/api/sports';
import type { SportsSettings } from '@hanpan/core/api/staff-sports';
import { parseLine } from '@hanpan/core/sports/lines';
import { marketOf } from '@hanpan/core/sports/markets';
import { remargin } from '@hanpan/core/sports/odds';

// The staff's odds rules as pure functions: which lines members see (quarter lines, per-sport line
// filters), what they pay (margin, then a manual price, which wins) and what is locked (manual
// suspensions; a fixture's locks every market). The member reads, the real-time pushes and the back
// office all rate markets here, so they agree; betting must use effectiveOutcomes too.

/** A manual override as the rules use it. */
export type OverrideEntry = {
  kind: 'fixture' | 'market' | 'outcome';
  fixtureId: number;
  marketId: number | null;
  betId: string | null;
  isSuspended: boolean;
  price: number | null;
  reason: string;
  staffLoginId: string | null;
  updatedAt: Date;
};

/** The settings and the overrides of unfinished fixtures, indexed for lookups. */
export type SiteRules = {
  settings: SportsSettings;
  fixtures: ReadonlyMap<number, OverrideEntry>;
  /** By `${fixtureId}:${marketId}`. */
  markets: ReadonlyMap<string, OverrideEntry>;
  /** By bet id. */
  outcomes: ReadonlyMap<string, OverrideEntry>;
};

/** The key of a market in SiteRules.markets. */
export const marketKey = (fixtureId: number, marketId: number) => `${fixtureId}:${marketId}`;

/** Rules from settings and a list of overrides. */
export function buildSiteRules(settings: SportsSettings, overrides: readonly OverrideEntry[]): SiteRules {
  const fixtures = new Map<number, OverrideEntry>();
  const markets = new Map<string, OverrideEntry>();
  const outcomes = new Map<string, OverrideEntry>();
  for (const entry of overrides) {
    if (entry.kind === 'fixture') fixtures.set(entry.fixtureId, entry);
    else if (entry.kind === 'market' && entry.marketId !== null)
      markets.set(marketKey(entry.fixtureId, entry.marketId), entry);
    else if (entry.kind === 'outcome' && entry.betId !== null) outcomes.set(entry.betId, entry);
  }
  return { settings, fixtures, markets, outcomes };
}

/** True when the rules change nothing: no margin, no hidden lines, no overrides. */
export function isNeutral(rules: SiteRules): boolean {
  const { settings } = rules;
  return (
    settings.marginBasisPoints === null &&
    !settings.hideQuarterLines &&
    settings.lineFilters.length === 0 &&
    rules.fixtures.size === 0 &&
    rules.markets.size === 0 &&
    rules.outcomes.size === 0
  );
}

const within = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value <= max);

/**
 * True when members may see a line of a market: quarter lines (.25/.75) are hidden when the setting
 * says so, and the sport's line filter bounds handicap lines (by absolute value) and over/under lines.
 * Markets without a line, and lines that do not read as a number, are always shown.
 */
export function isLineShown(
  settings: SportsSettings,
  sportId: number,
  marketId: number,
  baseLine: string,
): boolean {
  const line = parseLine(baseLine);
  if (!line || line.value === null) return true;
  if (settings.hideQuarterLines && line.isQuarter) return false;
  const filter = settings.lineFilters.find((entry) => entry.sportId === sportId);
  const rule = marketOf(marketId)?.rule;
  if (!filter || !rule) return true;
  if (rule === 'handicap') return within(Math.abs(line.value), filter.handicapMin, filter.handicapMax);
  if (rule === 'total') return within(line.value, filter.totalMin, filter.totalMax);
  return true;
}

/** One pick of a market as the feed has it. */
export type FeedPick = { id: string; baseLine: string; price: number; status: 'open' | 'suspended' };

/** What members get for one pick. */
export type EffectivePick = {
  price: number;
  status: 'open' | 'suspended';
  /** True when the quarter-line setting or a line filter hides its line. */
  isHidden: boolean;
};

/** Where a market belongs. */
export type MarketPlace = { fixtureId: number; sportId: number; marketId: number };

/** True when a manual suspension of the fixture or the market locks the market. */
export function isMarketLocked(
  rules: SiteRules,
  place: Pick<MarketPlace, 'fixtureId' | 'marketId'>,
): boolean {
  return (
    rules.fixtures.get(place.fixtureId)?.isSuspended === true ||
    rules.markets.get(marketKey(place.fixtureId, place.marketId))?.isSuspended === true
  );
}

/** The market's status for members: the feed's, or suspended when locked by staff. */
export function effectiveMarketStatus(
  rules: SiteRules,
  place: Pick<MarketPlace, 'fixtureId' | 'marketId'>,
  feedStatus: 'open' | 'suspended',
): 'open' | 'suspended' {
  return isMarketLocked(rules, place) ? 'suspended' : feedStatus;
}

/**
 * The effective price, status and visibility of picks of one market, in the order given. Picks sharing a
 * base line form a book that the margin re-prices together (a line of one pick keeps the feed's price);
 * an override price then wins; a staff suspension of the pick, its market or its fixture locks it.
 * Give every unsettled pick of each line involved: the margin needs the whole book.
 */
export function effectiveOutcomes(
  rules: SiteRules,
  place: MarketPlace,
  picks: readonly FeedPick[],
): EffectivePick[] {
  const margin = rules.settings.marginBasisPoints;
  const prices = picks.map((pick) => pick.price);
  if (margin !== null) {
    const lines = new Map<string, number[]>();
    picks.forEach((pick, index) => {
      const list = lines.get(pick.baseLine);
      if (list) list.push(index);
      else lines.set(pick.baseLine, [index]);
    });
    for (const indexes of lines.values()) {
      if (indexes.length < 2) continue;
      const book = remargin(
        indexes.map((index) => picks[index]?.price ?? 0),
        margin,
      );
      indexes.forEach((index, i) => {
        prices[index] = book[i] ?? prices[index] ?? 0;
      });
    }
  }
  const isLocked = isMarketLocked(rules, place);
  return picks.map((pick, index) => {
    const override = rules.outcomes.get(pick.id);
    return {
      price: override?.price ?? prices[index] ?? pick.price,
      status: isLocked || override?.isSuspended || pick.status !== 'open' ? 'suspended' : 'open',
      isHidden: !isLineShown(rules.settings, place.sportId, place.marketId, pick.baseLine),
    };
  });
}

/** The shown line nearest to the market's main line (by value), so the page still marks one. */
export function visibleMainLine(mainLine: string | null, lines: readonly string[]): string | null {
  if (mainLine === null || lines.includes(mainLine) || lines.length === 0) return mainLine;
  const target = parseLine(mainLine)?.value ?? 0;
  const distance = (line: string) => Math.abs((parseLine(line)?.value ?? 0) - target);
  return lines.reduce((best, line) => (distance(line) < distance(best) ? line : best));
}

/** A member's market with the rules applied; null when every pick is hidden. */
export function applyRulesToMarket(
  rules: SiteRules,
  fixture: Pick<SportsFixture, 'fixtureId' | 'sportId'>,
  market: SportsMarket,
): SportsMarket | null {
  const place = { fixtureId: fixture.fixtureId, sportId: fixture.sportId, marketId: market.marketId };
  const effective = effectiveOutcomes(rules, place, market.outcomes);
  const outcomes = market.outcomes.flatMap((outcome, index) => {
    const pick = effective[index];
    return pick && !pick.isHidden ? [{ ...outcome, price: pick.price, status: pick.status }] : [];
  });
  if (outcomes.length === 0 && market.outcomes.length > 0) return null;
  return {
    ...market,
    status: effectiveMarketStatus(rules, place, market.status),
    mainLine: visibleMainLine(market.mainLine, [...new Set(outcomes.map((outcome) => outcome.baseLine))]),
    outcomes,
  };
}

/** A member's fixture with the rules applied: effective prices and statuses, hidden lines left out. */
export function applyRulesToFixture(rules: SiteRules, fixture: SportsFixture): SportsFixture {
  if (isNeutral(rules)) return fixture;
  return {
    ...fixture,
    markets: fixture.markets.flatMap((market) => applyRulesToMarket(rules, fixture, market) ?? []),
  };
}
