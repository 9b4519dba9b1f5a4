import { isMainMarket, marketOf } from './markets.ts';

// The 해외형 view shows a fixture's markets in collapsible groups by kind, like international books.

/** A group of the 해외형 market list, in display order. */
export const MARKET_GROUPS = ['main', 'handicap', 'totals', 'periods', 'specials'] as const;

/** One of {@link MARKET_GROUPS}. */
export type MarketGroup = (typeof MARKET_GROUPS)[number];

/** Korean group titles. */
export const marketGroupNames: Record<MarketGroup, string> = {
  main: '주요 마켓',
  handicap: '핸디캡',
  totals: '언더오버',
  periods: '전후반 · 피리어드',
  specials: '스페셜',
};

/**
 * The group of a market: the sport's list-cell markets are 'main'; part-of-match markets (halves,
 * quarters, sets, innings) 'periods'; whole-match handicaps and totals their own groups; the rest
 * (odd/even, both teams score, double chance, winners outside the list, unknown ids) 'specials'.
 */
export function marketGroupOf(sportId: number, marketId: number): MarketGroup {
  if (isMainMarket(sportId, marketId)) return 'main';
  const market = marketOf(marketId);
  if (!market) return 'specials';
  if (market.scope === 'firstHalf' || market.scope === 'period' || market.scope === 'firstFiveInnings')
    return 'periods';
  if (market.rule === 'handicap') return 'handicap';
  if (market.rule === 'total') return 'totals';
  return 'specials';
}
