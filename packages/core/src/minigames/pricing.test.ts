import { describe, expect, it } from 'vitest';
import { miniFamilies } from './families.ts';
import { defaultOdds, pickProbabilities } from './markets.ts';
import { marginOfMarket, marketOfPick, marketsWithOdds, pickPrice } from './pricing.ts';

const family = miniFamilies['odd-even'];
const chanceOf = (code: number) => pickProbabilities(family).get(code)!;

describe('mini-game pricing with market margins', () => {
  it('when a market has its own margin, then only its picks are priced with it, the others with the game margin', () => {
    const margins = { gameBp: 250, marketBp: new Map([['colour', 800]]) };
    expect(marginOfMarket(margins, 'colour')).toBe(800);
    expect(marginOfMarket(margins, 'odd-even')).toBe(250);
    expect(marginOfMarket(300, 'colour')).toBe(300);
    expect(pickPrice(family, 3, margins)?.odds).toBe(defaultOdds(chanceOf(3), 800));
    expect(pickPrice(family, 1, margins)?.odds).toBe(defaultOdds(chanceOf(1), 250));
    expect(pickPrice(family, 77, margins)).toBeNull();
  });

  it('when the lobby lists the markets, then each pick shows exactly the price a bet would take', () => {
    const margins = { gameBp: 250, marketBp: new Map([['odd-even', 0]]) };
    for (const market of marketsWithOdds(family, margins)) {
      for (const pick of market.picks) {
        expect(pickPrice(family, pick.code, margins)?.odds).toBe(pick.odds);
        expect(marketOfPick(family, pick.code)?.key).toBe(market.key);
      }
    }
  });
});
