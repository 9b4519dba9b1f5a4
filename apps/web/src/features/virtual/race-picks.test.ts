import type { VirtualMarketView } from '@hanpan/core/api/virtual';
import { describe, expect, it } from 'vitest';
import { orderRuleOf, pickOfOrder, placeWord, runnersOfLabel, toggleRunner } from './race-picks.ts';

function marketOf(key: string, name: string, labels: string[]): VirtualMarketView {
  return {
    key,
    name,
    rtp: 0.9,
    picks: labels.map((label, index) => ({
      code: 1000 + index,
      name: `${name} ${label}`,
      label,
      odds: 900 + index,
    })),
  };
}

const forecast = marketOf('forecast', '쌍승', ['1-2', '2-1', '2-5', '5-2']);
const reverse = marketOf('reverse-forecast', '복승', ['1-2', '2-5']);
const tricast = marketOf('tricast', '삼쌍승', ['1-2-3', '3-2-1', '2-5-1']);

describe('orderRuleOf', () => {
  it('when the market is 쌍승, 복승 or 삼쌍승, then it takes two or three runners, ordered or not', () => {
    expect(orderRuleOf(forecast)).toEqual({ runners: 2, isOrdered: true });
    expect(orderRuleOf(reverse)).toEqual({ runners: 2, isOrdered: false });
    expect(orderRuleOf(tricast)).toEqual({ runners: 3, isOrdered: true });
    expect(orderRuleOf(marketOf('win', '단승', ['1']))).toBeUndefined();
    expect(orderRuleOf(marketOf('toString', '?', []))).toBeUndefined();
  });
});

describe('toggleRunner', () => {
  it('when runners are clicked, then they join in click order up to the size, and a second click takes one off', () => {
    let order: number[] = [];
    order = toggleRunner(order, 5, 3);
    order = toggleRunner(order, 2, 3);
    order = toggleRunner(order, 1, 3);
    expect(order).toEqual([5, 2, 1]);
    expect(toggleRunner(order, 4, 3)).toEqual([5, 2, 1]);
    expect(toggleRunner(order, 2, 3)).toEqual([5, 1]);
  });
});

describe('pickOfOrder', () => {
  it('when 쌍승 runners are clicked 2 then 5, then the pick is 2-5, not 5-2', () => {
    const rule = orderRuleOf(forecast);
    expect(rule && pickOfOrder(forecast, rule, [2, 5])?.label).toBe('2-5');
    expect(rule && pickOfOrder(forecast, rule, [5, 2])?.label).toBe('5-2');
  });

  it('when 복승 runners are clicked in either order, then the pick is the same', () => {
    const rule = orderRuleOf(reverse);
    expect(rule && pickOfOrder(reverse, rule, [5, 2])?.code).toBe(1001);
    expect(rule && pickOfOrder(reverse, rule, [2, 5])?.code).toBe(1001);
  });

  it('when 삼쌍승 runners are clicked 2, 5, 1, then the pick is 2-5-1', () => {
    const rule = orderRuleOf(tricast);
    expect(rule && pickOfOrder(tricast, rule, [2, 5, 1])?.code).toBe(1002);
  });

  it('when the order is incomplete, repeats a runner or is not offered, then there is no pick', () => {
    const rule = orderRuleOf(tricast);
    if (!rule) throw new Error('tricast rule');
    expect(pickOfOrder(tricast, rule, [2, 5])).toBeUndefined();
    expect(pickOfOrder(tricast, rule, [2, 2, 1])).toBeUndefined();
    expect(pickOfOrder(tricast, rule, [4, 5, 6])).toBeUndefined();
  });

  it('when a label has other words around the numbers, then its runners are still read', () => {
    expect(runnersOfLabel('2-5')).toEqual([2, 5]);
    expect(runnersOfLabel('10-2-7')).toEqual([10, 2, 7]);
    expect(runnersOfLabel('3번')).toEqual([3]);
    expect(placeWord(0)).toBe('1착');
  });
});
