import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../minigames/provably-fair.ts';
import { createSeededRandom } from '../minigames/seeded-random.ts';
import {
  drawSoccerScore,
  maxGoals,
  scoreGrid,
  soccerHandicapLine,
  soccerModel,
  soccerRates,
} from './soccer.ts';
import { matchCardOf, testCards } from './test-cards.ts';

const card = testCards.soccer;

const chanceOf = (code: number, on = card) =>
  soccerModel
    .markets(on)
    .flatMap((market) => market.picks)
    .find((pick) => pick.code === code)!.chance.won;

describe('soccer model', () => {
  it('when the grid is built, then its integer weights follow the truncated Poisson law and fit in 32 bits', () => {
    const { weights, total } = scoreGrid(card);
    expect(weights).toHaveLength(maxGoals + 1);
    expect(total).toBeLessThanOrEqual(2 ** 32);
    expect(weights.flat().every((weight) => Number.isInteger(weight) && weight >= 0)).toBe(true);
    const rates = soccerRates(card);
    expect(rates.home).toBeCloseTo((1.45 * 110) / 100, 12);
    // Poisson: P(1, 0) / P(0, 0) is the home rate, P(0, 1) / P(0, 0) the away rate (to the quantization).
    const noHomeGoal = weights[0]!;
    const oneHomeGoal = weights[1]!;
    expect(oneHomeGoal[0]! / noHomeGoal[0]!).toBeCloseTo(rates.home, 6);
    expect(noHomeGoal[1]! / noHomeGoal[0]!).toBeCloseTo(rates.away, 6);
    expect(scoreGrid(card)).toBe(scoreGrid(card));
  });

  it('when markets are priced, then every exclusive market sums to 1 and the handicap is near even', () => {
    for (const market of soccerModel.markets(card)) {
      expect(market.picks.reduce((sum, pick) => sum + pick.chance.won, 0)).toBeCloseTo(1, 12);
    }
    const line = soccerHandicapLine(card);
    expect(Math.abs(line % 1)).toBe(0.5);
    expect(Math.abs(chanceOf(31) - 0.5)).toBeLessThan(0.2);
    const strong = matchCardOf('soccer', { attack: 130, defence: 130 }, { attack: 70, defence: 70 });
    expect(soccerHandicapLine(strong)).toBeLessThanOrEqual(-1.5);
    expect(chanceOf(11, strong)).toBeGreaterThan(chanceOf(13, strong));
    const codes = soccerModel.markets(card).flatMap((market) => market.picks.map((pick) => pick.code));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => Number.isInteger(code) && code > 0)).toBe(true);
    const nilNil = scoreGrid(card).weights[0]!;
    expect(chanceOf(100)).toBeCloseTo(nilNil[0]! / scoreGrid(card).total, 15);
  });

  it('when the score is drawn, then nextInt(total) walks the grid home goals first', () => {
    const { weights, total } = scoreGrid(card);
    const at = (value: number): RandomSource => ({
      nextInt(n: number) {
        expect(n).toBe(total);
        return value;
      },
    });
    expect(drawSoccerScore(card, at(0))).toEqual({ home: 0, away: 0 });
    const firstRow = weights[0]!;
    expect(drawSoccerScore(card, at(firstRow[0]!))).toEqual({ home: 0, away: 1 });
    const firstRowTotal = firstRow.reduce((sum, weight) => sum + weight, 0);
    expect(drawSoccerScore(card, at(firstRowTotal))).toEqual({ home: 1, away: 0 });
  });

  it('when matches are drawn, then the timeline tells the score and every pick settles on it', () => {
    const random = createSeededRandom(5);
    const markets = soccerModel.markets(card);
    const line = soccerHandicapLine(card);
    for (let i = 0; i < 200; i += 1) {
      const result = soccerModel.draw(card, random);
      const { home: h, away: a } = result;
      const goals = result.timeline.filter((event) => event.type === 'goal');
      expect(goals.filter((event) => event.side === 'home')).toHaveLength(h);
      expect(goals.filter((event) => event.side === 'away')).toHaveLength(a);
      expect(result.halfTime.home).toBeLessThanOrEqual(h);
      expect(result.halfTime.away).toBeLessThanOrEqual(a);
      for (const event of result.timeline) {
        expect(event.at).toBeGreaterThanOrEqual(1);
        expect(event.at).toBeLessThanOrEqual(90);
        expect(event.shirt).toBeGreaterThanOrEqual(2);
        expect(event.shirt).toBeLessThanOrEqual(11);
      }
      const isOther = h > 3 || a > 3;
      const expected: Record<number, boolean> = {
        11: h > a,
        12: h === a,
        13: h < a,
        21: h + a <= 2,
        22: h + a >= 3,
        31: h - a + line > 0,
        32: h - a + line < 0,
        41: h > 0 && a > 0,
        42: h === 0 || a === 0,
        191: isOther && h > a,
        192: isOther && h === a,
        193: isOther && h < a,
      };
      for (const pick of markets.flatMap((market) => market.picks)) {
        const wins =
          pick.code >= 100 && pick.code < 134
            ? h === Math.floor((pick.code - 100) / 10) && a === pick.code % 10
            : expected[pick.code];
        expect(soccerModel.settle(card, result, pick.code)).toBe(wins ? 'won' : 'lost');
      }
    }
    expect(() => soccerModel.settle(card, soccerModel.draw(card, random), 14)).toThrow();
  });

  it('when the same seed draws twice, then the match is the same, timeline included', () => {
    expect(soccerModel.draw(card, createSeededRandom(9))).toEqual(
      soccerModel.draw(card, createSeededRandom(9)),
    );
  });
});
