import { OTHER_SPORT_ID, periodName, type SportId } from './sports.ts';

// Market ids are those of LSports TRADE360. Confirmed against public market lists (SX Bet mirrors the
// LSports ids): 1, 2, 3, 21, 28, 45, 46, 52, 53, 63, 64, 65, 66, 77, 202-205, 226, 236, 281, 342, 29.
// From the issue brief and memory of the LSports list, not confirmed by a public source: 5, 7, 17, 41-44,
// 47, 51, 67, 101, 102, 206.

/** What a market asks, which decides its picks and how it is settled. */
export type MarketRule =
  | 'winner3'
  | 'winner2'
  | 'doubleChance'
  | 'handicap'
  | 'total'
  | 'oddEven'
  | 'bothScore';

/** How the page lays out a market's cells: 1 X 2, two cells, or two cells around a line. */
export type PickKind = 'threeWay' | 'twoWay' | 'lineTwoWay';

/** Which part of the match a market covers. */
export type MarketScope = 'full' | 'includingOvertime' | 'firstHalf' | 'period' | 'firstFiveInnings';

/** One market as the catalogue knows it. */
export interface Market {
  id: number;
  rule: MarketRule;
  scope: MarketScope;
  /** The period (1-based) for scope 'period', otherwise null. */
  period: number | null;
  /** Korean name without the scope ('핸디캡'); use marketName for the full name. */
  baseName: string;
}

const RULE_NAMES: Record<MarketRule, string> = {
  winner3: '승무패',
  winner2: '승패',
  doubleChance: '더블찬스',
  handicap: '핸디캡',
  total: '언더오버',
  oddEven: '홀짝',
  bothScore: '양팀득점',
};

const RULE_PICKS: Record<MarketRule, readonly string[]> = {
  winner3: ['1', 'X', '2'],
  winner2: ['1', '2'],
  doubleChance: ['1X', '12', 'X2'],
  handicap: ['1', '2'],
  total: ['Over', 'Under'],
  oddEven: ['Odd', 'Even'],
  bothScore: ['Yes', 'No'],
};

const RULE_KINDS: Record<MarketRule, PickKind> = {
  winner3: 'threeWay',
  winner2: 'twoWay',
  doubleChance: 'threeWay',
  handicap: 'lineTwoWay',
  total: 'lineTwoWay',
  oddEven: 'twoWay',
  bothScore: 'twoWay',
};

const market = (
  id: number,
  rule: MarketRule,
  scope: MarketScope = 'full',
  period: number | null = null,
  baseName: string = RULE_NAMES[rule],
): Market => ({ id, rule, scope, period, baseName });

/** Every market the site names, by LSports market id. */
export const MARKETS: readonly Market[] = [
  market(1, 'winner3'),
  market(2, 'total'),
  market(3, 'handicap'),
  market(5, 'oddEven'),
  market(7, 'doubleChance'),
  market(17, 'bothScore'),
  market(52, 'winner2'),
  market(29, 'total', 'full', null, '라운드 언더오버'),
  market(101, 'total', 'full', null, '홈팀 언더오버'),
  market(102, 'total', 'full', null, '원정팀 언더오버'),
  market(226, 'winner2', 'includingOvertime'),
  market(342, 'handicap', 'includingOvertime'),
  market(28, 'total', 'includingOvertime'),
  market(51, 'oddEven', 'includingOvertime'),
  market(63, 'winner2', 'firstHalf'),
  market(53, 'handicap', 'firstHalf'),
  market(77, 'total', 'firstHalf'),
  ...[41, 42, 43, 44].map((id, i) => market(id, 'winner3', 'period', i + 1)),
  ...[202, 203, 204, 205, 206].map((id, i) => market(id, 'winner2', 'period', i + 1)),
  ...[64, 65, 66, 67].map((id, i) => market(id, 'handicap', 'period', i + 1)),
  ...[21, 45, 46, 47].map((id, i) => market(id, 'total', 'period', i + 1)),
  market(281, 'handicap', 'firstFiveInnings'),
  market(236, 'total', 'firstFiveInnings'),
];

const byId = new Map<number, Market>(MARKETS.map((entry) => [entry.id, entry]));

/** The market for an LSports market id, null when the site does not know it. */
export function marketOf(marketId: number): Market | null {
  return byId.get(marketId) ?? null;
}

/** The feed's bet names of a market in cell order ('1', 'X', '2'); [] for an unknown market. */
export function marketPicks(marketId: number): readonly string[] {
  const known = byId.get(marketId);
  return known ? RULE_PICKS[known.rule] : [];
}

/** How the page lays out the market's cells, null for an unknown market. */
export function pickKindOf(marketId: number): PickKind | null {
  const known = byId.get(marketId);
  return known ? RULE_KINDS[known.rule] : null;
}

/**
 * The Korean market name for a sport ('승무패', '연장포함 핸디캡', '전반 승무패', '1쿼터 핸디캡', '1세트 승패'),
 * '기타 마켓 #<id>' for an id the site does not know.
 */
export function marketName(sportId: number, marketId: number): string {
  const known = byId.get(marketId);
  if (!known) return `기타 마켓 #${marketId}`;
  switch (known.scope) {
    case 'full':
      return known.baseName;
    case 'includingOvertime':
      return `연장포함 ${known.baseName}`;
    case 'firstHalf':
      return `전반 ${known.baseName}`;
    case 'firstFiveInnings':
      return `5이닝 ${known.baseName}`;
    case 'period':
      return `${periodName(sportId, known.period ?? 1)} ${known.baseName}`;
  }
}

// Columns of the fixture list, in order: result, handicap, total. Sports that settle on the final
// score including overtime (basketball, baseball, American football) use the overtime-inclusive markets.
const MAIN_MARKETS: Record<SportId, readonly number[]> = {
  201: [1, 3, 2],
  202: [226, 342, 28],
  203: [226, 342, 28],
  204: [52, 3, 2],
  205: [1, 3, 2],
  206: [226, 342, 28],
  207: [52, 3, 2],
  208: [52, 29],
  299: [52, 3, 2],
};

/** The market ids shown in a sport's list cells, in column order (기타's for an unknown sport). */
export function mainMarketIds(sportId: number): readonly number[] {
  return MAIN_MARKETS[sportId as SportId] ?? MAIN_MARKETS[OTHER_SPORT_ID];
}

/** True when the market is one of the sport's list-cell markets. */
export function isMainMarket(sportId: number, marketId: number): boolean {
  return mainMarketIds(sportId).includes(marketId);
}
