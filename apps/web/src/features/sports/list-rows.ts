import type { SportsFixture, SportsMarket, SportsOutcome } from '@hanpan/core/api/sports';
import { type SuspendReason, suspendReasonText } from '@hanpan/core/sports/live-incidents';
import { MARKET_GROUPS, type MarketGroup, marketGroupOf } from '@hanpan/core/sports/market-groups';
import { type MarketRule, mainMarketIds, marketOf } from '@hanpan/core/sports/markets';
import { pickLabel } from '@hanpan/core/sports/picks';

// How a fixture's markets are laid out in the two list views. 국내형: one row per market line with
// three fixed columns (home / draw-or-line / away). 해외형: the main markets side by side, the rest
// in groups by kind.

/** What the middle column of a 국내형 row shows: the draw, the line, or nothing (two-way markets). */
export type MiddleCell =
  | { kind: 'outcome'; outcome: SportsOutcome }
  | { kind: 'line'; text: string }
  | { kind: 'none' };

/** One 국내형 row: a market line in the fixed home / middle / away columns. */
export type MarketRow = {
  /** Unique within the fixture: market id and line. */
  key: string;
  market: SportsMarket;
  home: SportsOutcome | null;
  middle: MiddleCell;
  away: SportsOutcome | null;
};

const ruleOf = (market: SportsMarket): MarketRule | null => marketOf(market.marketId)?.rule ?? null;

const byName = (outcomes: readonly SportsOutcome[], name: string) =>
  outcomes.find((outcome) => outcome.name.trim().toLowerCase() === name.toLowerCase()) ?? null;

/** A market's picks split by line (BaseLine), in the API's order; one group for markets without lines. */
export function linesOf(market: SportsMarket): SportsOutcome[][] {
  const byLine = new Map<string, SportsOutcome[]>();
  for (const outcome of market.outcomes) {
    const group = byLine.get(outcome.baseLine);
    if (group) group.push(outcome);
    else byLine.set(outcome.baseLine, [outcome]);
  }
  return [...byLine.values()];
}

/** Picks of a market the site does not lay out: three to a row, two around an empty middle. */
function plainRows(market: SportsMarket, outcomes: readonly SportsOutcome[], key: string): MarketRow[] {
  const rows: MarketRow[] = [];
  for (let start = 0; start < outcomes.length; start += 3) {
    const [home = null, second = null, third = null] = outcomes.slice(start, start + 3);
    rows.push(
      third
        ? {
            key: `${key}:${start}`,
            market,
            home,
            middle: { kind: 'outcome', outcome: second as SportsOutcome },
            away: third,
          }
        : { key: `${key}:${start}`, market, home, middle: { kind: 'none' }, away: second },
    );
  }
  return rows;
}

/**
 * The 국내형 rows of one market line: 1 X 2 across the columns; a handicap's or total's line in the
 * middle between home / over and away / under; two-way markets with an empty middle.
 */
export function rowsOfLine(market: SportsMarket, outcomes: readonly SportsOutcome[]): MarketRow[] {
  const key = `${market.marketId}:${outcomes[0]?.baseLine ?? ''}`;
  const rule = ruleOf(market);
  if (rule === 'winner3') {
    return [
      {
        key,
        market,
        home: byName(outcomes, '1'),
        middle: middleOutcome(byName(outcomes, 'X')),
        away: byName(outcomes, '2'),
      },
    ];
  }
  if (rule === 'handicap') {
    const home = byName(outcomes, '1');
    return [
      { key, market, home, middle: { kind: 'line', text: home?.line ?? '' }, away: byName(outcomes, '2') },
    ];
  }
  if (rule === 'total') {
    const over = byName(outcomes, 'Over');
    return [
      {
        key,
        market,
        home: over,
        middle: { kind: 'line', text: over?.line ?? '' },
        away: byName(outcomes, 'Under'),
      },
    ];
  }
  if (rule === 'winner2' || rule === 'oddEven' || rule === 'bothScore') {
    const [home = null, away = null] = outcomes;
    return [{ key, market, home, middle: { kind: 'none' }, away }];
  }
  return plainRows(market, outcomes, key);
}

function middleOutcome(outcome: SportsOutcome | null): MiddleCell {
  return outcome ? { kind: 'outcome', outcome } : { kind: 'none' };
}

/** The 국내형 rows of a list fixture: one per main market, in the sport's column order. */
export function fixtureRowsOf(fixture: SportsFixture): MarketRow[] {
  return fixture.markets.flatMap((market) => rowsOfLine(market, market.outcomes));
}

/** The ids of the picks a list fixture shows (its main lines). */
export function shownOutcomeIds(fixture: SportsFixture): Set<string> {
  return new Set(fixture.markets.flatMap((market) => market.outcomes.map((outcome) => outcome.id)));
}

/**
 * A detail's markets without the lines the list already shows (so no pick is on the page twice);
 * markets left with no line are dropped.
 */
export function unshownMarkets(
  markets: readonly SportsMarket[],
  shownIds: ReadonlySet<string>,
): SportsMarket[] {
  return markets.flatMap((market) => {
    const lines = linesOf(market).filter((outcomes) => !outcomes.some((outcome) => shownIds.has(outcome.id)));
    return lines.length === 0 ? [] : [{ ...market, outcomes: lines.flat() }];
  });
}

/** The 국내형 rows of every line of every market given. */
export function allRowsOf(markets: readonly SportsMarket[]): MarketRow[] {
  return markets.flatMap((market) => linesOf(market).flatMap((outcomes) => rowsOfLine(market, outcomes)));
}

/** How many markets '+N' opens beyond the list's: never below 0 (no '+0' button is shown for 0). */
export function extraMarketCount(fixture: SportsFixture, detailCount?: number): number {
  return Math.max(0, (detailCount ?? fixture.marketCount) - fixture.markets.length);
}

/** The short name of a list row's market ('승무패', '핸디캡', '언더오버'); other markets keep their name. */
export function shortMarketName(market: SportsMarket): string {
  const known = marketOf(market.marketId);
  return known &&
    known.scope !== 'period' &&
    known.scope !== 'firstHalf' &&
    known.scope !== 'firstFiveInnings'
    ? known.baseName
    : market.name;
}

/**
 * A pick's text in a 국내형 cell, short so the price always fits: '홈승' / '무' / '원정승',
 * '홈' / '원정' beside a handicap line, '오버' / '언더' beside a total (the line sits in the middle),
 * '홈/무' / '홈/원정' / '무/원정' for a double chance.
 */
export function domesticCellLabel(market: SportsMarket, outcome: SportsOutcome): string {
  const rule = ruleOf(market);
  if (rule === 'handicap') return outcome.name.trim() === '1' ? '홈' : '원정';
  if (rule === 'doubleChance')
    return doubleChanceLabels[outcome.name.trim().toUpperCase()] ?? outcome.pickLabel;
  return pickLabel(outcome.name);
}

// '홈승/원정승' does not fit the middle column beside a price.
const doubleChanceLabels: Record<string, string> = { '1X': '홈/무', '12': '홈/원정', X2: '무/원정' };

/**
 * A pick's text in a 해외형 cell: the line alone for a handicap ('-1.5', '+1.5'), label and line for
 * a total ('오버 2.5'), the label otherwise.
 */
export function internationalCellLabel(market: SportsMarket, outcome: SportsOutcome): string {
  const rule = ruleOf(market);
  if (rule === 'handicap' && outcome.line !== '') return outcome.line;
  return outcome.line === '' ? outcome.pickLabel : `${outcome.pickLabel} ${outcome.line}`;
}

/** The 해외형 columns of a list fixture: its result, handicap and total markets (null where it has none). */
export type MainColumns = {
  result: SportsMarket | null;
  handicap: SportsMarket | null;
  total: SportsMarket | null;
};

/** A 해외형 column with its Korean heading. */
export type InternationalColumn = { slot: keyof MainColumns; title: string };

/**
 * The 해외형 columns of a sport in order, headed by what the sport's main markets ask: 승무패 over
 * a three-way result (soccer), 승패 over a two-way one (baseball, basketball, volleyball...).
 */
export function internationalColumnsOf(sportId: number): readonly InternationalColumn[] {
  const [resultId = 1] = mainMarketIds(sportId);
  return [
    { slot: 'result', title: marketOf(resultId)?.baseName ?? '승무패' },
    { slot: 'handicap', title: '핸디캡' },
    { slot: 'total', title: '언더오버' },
  ];
}

/** A list fixture's main markets placed in the 해외형 columns by what they ask. */
export function mainColumnsOf(fixture: SportsFixture): MainColumns {
  const columns: MainColumns = { result: null, handicap: null, total: null };
  for (const market of fixture.markets) {
    const rule = ruleOf(market);
    if ((rule === 'winner3' || rule === 'winner2') && !columns.result) columns.result = market;
    else if (rule === 'handicap' && !columns.handicap) columns.handicap = market;
    else if (rule === 'total' && !columns.total) columns.total = market;
  }
  return columns;
}

/** One group of the 해외형 market list with its markets in the API's order. */
export type MarketGroupOfFixture = { group: MarketGroup; markets: SportsMarket[] };

/** A fixture's markets by 해외형 group, in group order; empty groups left out. */
export function marketGroupsOf(sportId: number, markets: readonly SportsMarket[]): MarketGroupOfFixture[] {
  const byGroup = new Map<MarketGroup, SportsMarket[]>();
  for (const market of markets) {
    const group = marketGroupOf(sportId, market.marketId);
    byGroup.set(group, [...(byGroup.get(group) ?? []), market]);
  }
  return MARKET_GROUPS.flatMap((group) => {
    const list = byGroup.get(group);
    return list ? [{ group, markets: list }] : [];
  });
}

/**
 * What a locked cell says (its title and the end of its label): the feed's reason while the market
 * is suspended ('골 확인 중'), '베팅 불가' for any other lock, '' when it takes bets.
 */
export function lockTextOf(isLocked: boolean, marketStatus: string, reason: SuspendReason | null): string {
  if (!isLocked) return '';
  return reason && marketStatus === 'suspended' ? suspendReasonText[reason] : '베팅 불가';
}
