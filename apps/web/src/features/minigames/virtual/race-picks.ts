import type { VirtualMarketView } from '@hanpan/core/api/virtual';
import { listedPickOf } from '@hanpan/core/virtual/models';
import { racePickCode } from '@hanpan/core/virtual/race';
import type { RaceCard } from '@hanpan/core/virtual/types';

// Forecast and tricast picks are chosen by clicking runners in order (1st, 2nd, 3rd); the clicked order
// becomes the pick's code with the core model's code builders, and the market's pick of that code is the
// one the slip takes (absent when the model does not sell it). The lists leave the picks of these markets
// out (a horse race's 삼쌍승 alone is 720 orders): the clicked order is priced here from the card at the
// market's margin with the core function the server prices a bet with, so the price shown is the server's.

/** A market chosen by runner order: how many runners it takes and the code of an order. */
export type OrderMarketRule = {
  runners: number;
  isOrdered: boolean;
  codeOf: (order: readonly number[]) => number;
};

/** The race markets picked in the order picker (쌍승, 복승, 삼쌍승), by the core model's market key. */
export const orderMarketRules: Readonly<Record<string, OrderMarketRule>> = {
  forecast: { runners: 2, isOrdered: true, codeOf: ([a = 0, b = 0]) => racePickCode.forecast(a, b) },
  'reverse-forecast': {
    runners: 2,
    isOrdered: false,
    codeOf: ([a = 0, b = 0]) => racePickCode.reverseForecast(a, b),
  },
  tricast: {
    runners: 3,
    isOrdered: true,
    codeOf: ([a = 0, b = 0, c = 0]) => racePickCode.tricast(a, b, c),
  },
};

/** The race market keys of single runners (단승 and 연승) with their pick code builders. */
export const runnerMarkets = {
  win: { key: 'win', codeOf: racePickCode.win },
  place: { key: 'place', codeOf: racePickCode.place },
} as const;

/** The order rule of a market, or undefined for a market of single runners. */
export function orderRuleOf(market: Pick<VirtualMarketView, 'key'>): OrderMarketRule | undefined {
  return Object.hasOwn(orderMarketRules, market.key) ? orderMarketRules[market.key] : undefined;
}

/** The clicked order after a click on `runner`: a chosen runner is taken off, a new one joins the end (up to `size`). */
export function toggleRunner(order: readonly number[], runner: number, size: number): number[] {
  if (order.includes(runner)) return order.filter((number) => number !== runner);
  return order.length >= size ? [...order] : [...order, runner];
}

/** The market's pick for the clicked runners, or undefined while the order is incomplete or not on sale. */
export function pickOfOrder(
  market: VirtualMarketView,
  rule: OrderMarketRule,
  order: readonly number[],
  card: RaceCard,
): VirtualMarketView['picks'][number] | undefined {
  if (order.length !== rule.runners || new Set(order).size !== order.length) return undefined;
  return listedPickOf([market], card, rule.codeOf(order));
}

/** The market's pick of one runner (단승, 연승), if on sale. */
export function pickOfRunner(
  market: VirtualMarketView | undefined,
  codeOf: (runner: number) => number,
  runner: number,
): VirtualMarketView['picks'][number] | undefined {
  const code = codeOf(runner);
  return market?.picks.find((pick) => pick.code === code);
}

/** The place words of the picker's slots: 1착, 2착, 3착. */
export function placeWord(index: number): string {
  return `${index + 1}착`;
}
