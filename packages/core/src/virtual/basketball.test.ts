import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../minigames/seeded-random.ts';
import {
  basketballChances,
  basketballHandicapLine,
  basketballModel,
  basketballTotalLine,
} from './basketball.ts';
import { matchCardOf, testCards } from './test-cards.ts';

const card = testCards.basketball;

const chanceOf = (code: number, on = card) =>
  basketballModel
    .markets(on)
    .flatMap((market) => market.picks)
    .find((pick) => pick.code === code)!.chance.won;

/** P(X = x), X ~ Binomial(n, p), by BigInt arithmetic: an independent check of the model's floats. */
function exactBinomial(n: number, perMille: number): number[] {
  const pmf: number[] = [];
  let choose = 1n;
  for (let x = 0; x <= n; x += 1) {
    if (x > 0) choose = (choose * BigInt(n - x + 1)) / BigInt(x);
    const numerator = choose * BigInt(perMille) ** BigInt(x) * BigInt(1000 - perMille) ** BigInt(n - x);
    pmf.push(Number((numerator * 10n ** 30n) / 1000n ** BigInt(n)) / 1e30);
  }
  return pmf;
}

describe('basketball model', () => {
  it('when the win chance is computed, then it is P(ahead) + P(tied) · P(OT win) / (1 - P(OT tied)) by exact arithmetic', () => {
    const { home, away } = basketballChances(card);
    expect(home).toBe(500 + (104 - 102) + 8);
    expect(away).toBe(500 + (100 - 101) - 8);
    const regulation = [exactBinomial(160, home), exactBinomial(160, away)] as const;
    const overtime = [exactBinomial(10, home), exactBinomial(10, away)] as const;
    const compare = ([h, a]: readonly [number[], number[]]) => {
      let ahead = 0;
      let tied = 0;
      h.forEach((ph, x) => {
        a.forEach((pa, y) => {
          if (x > y) ahead += ph * pa;
          else if (x === y) tied += ph * pa;
        });
      });
      return { ahead, tied };
    };
    const reg = compare(regulation);
    const ot = compare(overtime);
    expect(chanceOf(11)).toBeCloseTo(reg.ahead + (reg.tied * ot.ahead) / (1 - ot.tied), 10);
    expect(chanceOf(11) + chanceOf(12)).toBeCloseTo(1, 12);
  });

  it('when lines are set, then they are at .5 and near even, and the names say they settle on four quarters', () => {
    expect(Math.abs(basketballHandicapLine(card) % 1)).toBe(0.5);
    expect(Math.abs(basketballTotalLine(card) % 1)).toBe(0.5);
    expect(Math.abs(chanceOf(31) - 0.5)).toBeLessThan(0.05);
    expect(Math.abs(chanceOf(22) - 0.5)).toBeLessThan(0.05);
    const markets = basketballModel.markets(card);
    expect(markets.map((market) => market.key)).toEqual(['winner', 'handicap', 'over-under']);
    expect(markets[1]!.name).toContain('4쿼터 기준');
    expect(markets[2]!.name).toContain('4쿼터 기준');
    for (const market of markets)
      expect(market.picks.reduce((sum, pick) => sum + pick.chance.won, 0)).toBeCloseTo(1, 12);
    const lopsided = matchCardOf('basketball', { attack: 125, defence: 125 }, { attack: 80, defence: 80 });
    expect(basketballHandicapLine(lopsided)).toBeLessThan(-10);
  });

  it('when games are drawn, then overtime breaks every tie, the timeline adds up and every pick settles on it', () => {
    const random = createSeededRandom(21);
    const handicap = basketballHandicapLine(card);
    const total = basketballTotalLine(card);
    let overtimes = 0;
    for (let i = 0; i < 400; i += 1) {
      const result = basketballModel.draw(card, random);
      expect(result.home).not.toBe(result.away);
      expect(result.quarters.length).toBeGreaterThanOrEqual(4);
      if (result.quarters.length > 4) {
        overtimes += 1;
        expect(result.regulation.home).toBe(result.regulation.away);
      }
      const sum = (side: 'home' | 'away', upTo: number) =>
        result.quarters.slice(0, upTo).reduce((points, period) => points + period[side], 0);
      expect(result.regulation).toEqual({ home: sum('home', 4), away: sum('away', 4) });
      expect(result.home).toBe(sum('home', result.quarters.length));
      result.quarters.forEach((period, index) => {
        const points = (side: 'home' | 'away') =>
          result.timeline
            .filter((event) => event.at === index + 1 && event.side === side)
            .reduce((points, event) => points + event.points!, 0);
        expect(points('home')).toBe(period.home);
        expect(points('away')).toBe(period.away);
      });
      const { home: h, away: a } = result.regulation;
      const expected: Record<number, boolean> = {
        11: result.home > result.away,
        12: result.home < result.away,
        21: h + a < total,
        22: h + a > total,
        31: h - a + handicap > 0,
        32: h - a + handicap < 0,
      };
      for (const [code, wins] of Object.entries(expected)) {
        expect(basketballModel.settle(card, result, Number(code))).toBe(wins ? 'won' : 'lost');
      }
    }
    expect(overtimes).toBeGreaterThan(0);
    expect(() => basketballModel.settle(card, basketballModel.draw(card, random), 13)).toThrow();
  });

  it('when the same seed draws twice, then the game is the same, timeline included', () => {
    expect(basketballModel.draw(card, createSeededRandom(4))).toEqual(
      basketballModel.draw(card, createSeededRandom(4)),
    );
  });
});
