import type { VirtualMarketView } from '@hanpan/core/api/virtual';
import { listedMarkets, pricedMarkets, virtualModels } from '@hanpan/core/virtual/models';
import { raceCardOf, testCards } from '@hanpan/core/virtual/test-cards';
import { describe, expect, it } from 'vitest';
import {
  orderRuleOf,
  pickOfOrder,
  pickOfRunner,
  placeWord,
  runnerMarkets,
  toggleRunner,
} from './race-picks.ts';

// The markets of the core model's six-dog test card at a 10 % margin, as an event lists them (the order
// markets without their picks).
const card = testCards.greyhound;
const markets = listedMarkets(virtualModels.greyhound, card, () => 1000);
const marketOf = (key: string) => {
  const market = markets.find((entry) => entry.key === key);
  if (!market) throw new Error(`no ${key} market`);
  return market;
};
const ruleOf = (market: VirtualMarketView) => {
  const rule = orderRuleOf(market);
  if (!rule) throw new Error(`no order rule for ${market.key}`);
  return rule;
};

describe('orderRuleOf', () => {
  it('when the market is 쌍승, 복승 or 삼쌍승, then it takes two or three runners, ordered or not', () => {
    expect(ruleOf(marketOf('forecast'))).toMatchObject({ runners: 2, isOrdered: true });
    expect(ruleOf(marketOf('reverse-forecast'))).toMatchObject({ runners: 2, isOrdered: false });
    expect(ruleOf(marketOf('tricast'))).toMatchObject({ runners: 3, isOrdered: true });
    expect(orderRuleOf(marketOf('win'))).toBeUndefined();
    expect(orderRuleOf({ key: 'toString' })).toBeUndefined();
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
  it('when 쌍승 runners are clicked 2 then 5, then the pick is 쌍승 2-5, not 5-2', () => {
    const forecast = marketOf('forecast');
    expect(pickOfOrder(forecast, ruleOf(forecast), [2, 5], card)?.name).toBe('쌍승 2-5');
    expect(pickOfOrder(forecast, ruleOf(forecast), [5, 2], card)?.name).toBe('쌍승 5-2');
  });

  it('when 복승 runners are clicked in either order, then the pick is the same', () => {
    const reverse = marketOf('reverse-forecast');
    const picked = pickOfOrder(reverse, ruleOf(reverse), [5, 2], card);
    expect(picked?.name).toBe('복승 2-5');
    expect(pickOfOrder(reverse, ruleOf(reverse), [2, 5], card)).toEqual(picked);
  });

  it('when 삼쌍승 runners are clicked 2, 5, 1, then the pick is 삼쌍승 2-5-1', () => {
    const tricast = marketOf('tricast');
    expect(pickOfOrder(tricast, ruleOf(tricast), [2, 5, 1], card)?.name).toBe('삼쌍승 2-5-1');
  });

  it('when the order is incomplete, repeats a runner or names a runner not in the race, then there is no pick', () => {
    const tricast = marketOf('tricast');
    const rule = ruleOf(tricast);
    expect(pickOfOrder(tricast, rule, [2, 5], card)).toBeUndefined();
    expect(pickOfOrder(tricast, rule, [2, 2, 1], card)).toBeUndefined();
    expect(pickOfOrder(tricast, rule, [7, 5, 1], card)).toBeUndefined();
  });
});

describe('pickOfOrder on a listed horse race', () => {
  it("when any order of 쌍승, 복승 or 삼쌍승 is clicked, then its price is the one the full markets have (the server's)", () => {
    const horses = raceCardOf('horse', [77, 91, 60, 118, 84, 55, 103, 66, 99, 72]);
    const marginBpOf = (key: string) => (key === 'tricast' ? 2000 : 1500);
    const listed = listedMarkets(virtualModels.horse, horses, marginBpOf);
    const full = pricedMarkets(virtualModels.horse, horses, marginBpOf);
    const numbers = horses.runners.map((runner) => runner.number);
    for (const market of listed.filter((entry) => orderRuleOf(entry))) {
      expect(market).toMatchObject({ isPricedOnPick: true, picks: [] });
      const rule = ruleOf(market);
      const sold = full.find((entry) => entry.key === market.key)!.picks;
      const orders = numbers.flatMap((a) =>
        numbers.flatMap((b) => (rule.runners === 2 ? [[a, b]] : numbers.map((c) => [a, b, c]))),
      );
      const priced = orders.flatMap((order) => pickOfOrder(market, rule, order, horses) ?? []);
      expect(new Map(priced.map((pick) => [pick.code, pick]))).toEqual(
        new Map(sold.map((pick) => [pick.code, pick])),
      );
    }
  });
});

describe('pickOfRunner', () => {
  it('when a runner row shows its prices, then 단승 and 연승 are that runner picks', () => {
    expect(pickOfRunner(marketOf('win'), runnerMarkets.win.codeOf, 3)?.name).toBe('3번 그레이하운드 단승');
    expect(pickOfRunner(marketOf('place'), runnerMarkets.place.codeOf, 3)?.name).toBe('3번 연승');
    expect(pickOfRunner(undefined, runnerMarkets.win.codeOf, 3)).toBeUndefined();
    expect(placeWord(0)).toBe('1착');
  });
});
