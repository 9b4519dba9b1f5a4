import type { VirtualMarketView } from '@hanpan/core/api/virtual';

// Forecast and tricast picks are chosen by clicking runners in order (1st, 2nd, 3rd). The model names each
// such pick by its runners ('2-5', '2-5-1'), so the clicked order is matched to the market's pick by the
// numbers of its label: in order for 쌍승 and 삼쌍승, as a set for 복승 (any order).

/** A market chosen by runner order: how many runners it takes and whether their order counts. */
export type OrderMarketRule = { runners: number; isOrdered: boolean };

/** The race markets picked in the order picker (쌍승, 복승, 삼쌍승), by the core model's market key. */
export const orderMarketRules: Readonly<Record<string, OrderMarketRule>> = {
  forecast: { runners: 2, isOrdered: true },
  'reverse-forecast': { runners: 2, isOrdered: false },
  tricast: { runners: 3, isOrdered: true },
};

/** The race market keys of single runners: 단승 and 연승. */
export const runnerMarketKeys = { win: 'win', place: 'place' } as const;

/** The order rule of a market, or undefined for a market of single runners. */
export function orderRuleOf(market: Pick<VirtualMarketView, 'key'>): OrderMarketRule | undefined {
  return Object.hasOwn(orderMarketRules, market.key) ? orderMarketRules[market.key] : undefined;
}

/** The runner numbers a pick label names, in the label's order ('2-5' -> [2, 5]). */
export function runnersOfLabel(label: string): number[] {
  return (label.match(/\d+/g) ?? []).map(Number);
}

/** The clicked order after a click on `runner`: a chosen runner is taken off, a new one joins the end (up to `size`). */
export function toggleRunner(order: readonly number[], runner: number, size: number): number[] {
  if (order.includes(runner)) return order.filter((number) => number !== runner);
  return order.length >= size ? [...order] : [...order, runner];
}

function isSameSet(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((number) => b.includes(number));
}

/** The market's pick for the clicked runners, or undefined while the order is incomplete or not offered. */
export function pickOfOrder(
  market: VirtualMarketView,
  rule: OrderMarketRule,
  order: readonly number[],
): VirtualMarketView['picks'][number] | undefined {
  if (order.length !== rule.runners || new Set(order).size !== order.length) return undefined;
  return market.picks.find((pick) => {
    const runners = runnersOfLabel(pick.label);
    return rule.isOrdered ? runners.join('-') === order.join('-') : isSameSet(runners, order);
  });
}

/** The place words of the picker's slots: 1착, 2착, 3착. */
export function placeWord(index: number): string {
  return `${index + 1}착`;
}
