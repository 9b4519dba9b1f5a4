import { describe, expect, it } from 'vitest';
import { defaultOdds } from '../minigames/markets.ts';
import { createSeededRandom } from '../minigames/seeded-random.ts';
import { basketballModel } from './basketball.ts';
import { defaultVirtualMarginBp, virtualModels } from './models.ts';
import { raceModel } from './race.ts';
import {
  binomialPValue,
  normalQuantileAbove,
  normalUpperTail,
  simulateVirtual,
  type VirtualSimulation,
} from './simulation.ts';
import { soccerModel } from './soccer.ts';
import { testCards } from './test-cards.ts';
import type {
  BasketballResult,
  RaceResult,
  SoccerResult,
  VirtualCard,
  VirtualKind,
  VirtualModel,
} from './types.ts';

// 100,000 events per game on the test cards (issue 25): every pick's frequency and every market's RTP
// within the 99 % family-wise bounds of simulation.ts.

const events = 100_000;

const raceKey = (result: RaceResult) => result.order.slice(0, 3).join('-');
const soccerKey = (result: SoccerResult) => `${result.home}-${result.away}`;
const basketballKey = (result: BasketballResult) =>
  `${Math.sign(result.home - result.away)}|${result.regulation.home}-${result.regulation.away}`;

function oddsAtDefaultMargins(kind: VirtualKind, card: VirtualCard): (code: number) => number {
  const model = virtualModels[kind];
  const odds = new Map<number, number>();
  for (const market of model.markets(card)) {
    for (const pick of market.picks)
      odds.set(pick.code, defaultOdds(pick.chance, defaultVirtualMarginBp(kind, market.key)));
  }
  return (code) => odds.get(code)!;
}

function expectFit(simulation: VirtualSimulation) {
  const misfits = simulation.picks.filter((pick) => pick.pValue < pick.alpha);
  expect(misfits).toEqual([]);
  for (const market of simulation.markets) {
    expect(Math.abs(market.simulated - market.exact), market.market).toBeLessThanOrEqual(market.bound);
  }
}

// Each run takes a few seconds on a loaded 2-core machine: beyond vitest's default 5 s per test.
describe('virtual simulations', { timeout: 60_000 }, () => {
  it('when 100,000 greyhound races are run, then every pick and market fits its exact chance and RTP', () => {
    const card = testCards.greyhound;
    const model = raceModel('greyhound');
    expectFit(
      simulateVirtual(
        model,
        card,
        createSeededRandom(101),
        events,
        raceKey,
        oddsAtDefaultMargins('greyhound', card),
      ),
    );
  });

  it('when 100,000 horse races are run, then every pick and market fits its exact chance and RTP', () => {
    const card = testCards.horse;
    const model = raceModel('horse');
    expectFit(
      simulateVirtual(
        model,
        card,
        createSeededRandom(102),
        events,
        raceKey,
        oddsAtDefaultMargins('horse', card),
      ),
    );
  });

  it('when 100,000 soccer matches are run, then every pick and market fits its exact chance and RTP', () => {
    const card = testCards.soccer;
    expectFit(
      simulateVirtual(
        soccerModel,
        card,
        createSeededRandom(103),
        events,
        soccerKey,
        oddsAtDefaultMargins('soccer', card),
      ),
    );
  });

  it('when 100,000 basketball games are run, then every pick and market fits its exact chance and RTP', () => {
    const card = testCards.basketball;
    const odds = oddsAtDefaultMargins('basketball', card);
    expectFit(simulateVirtual(basketballModel, card, createSeededRandom(104), events, basketballKey, odds));
  });

  it('when the draw ignores the strengths (every runner equally likely), then the fit fails', () => {
    const card = testCards.greyhound;
    const fair = raceModel('greyhound');
    const even: VirtualModel<typeof card, RaceResult> = {
      ...fair,
      draw: (_, random) =>
        fair.draw({ ...card, runners: card.runners.map((runner) => ({ ...runner, rating: 80 })) }, random),
    };
    const simulation = simulateVirtual(
      even,
      card,
      createSeededRandom(7),
      20_000,
      raceKey,
      oddsAtDefaultMargins('greyhound', card),
    );
    expect(
      simulation.picks.filter((pick) => pick.market === 'win' && pick.pValue < pick.alpha).length,
    ).toBeGreaterThan(3);
    expect(
      simulation.markets.some((market) => Math.abs(market.simulated - market.exact) > market.bound),
    ).toBe(true);
  });

  it('when the winner is drawn right but the places behind it ignore the strengths, then forecast and tricast fail and win passes', () => {
    const card = testCards.greyhound;
    const fair = raceModel('greyhound');
    const winnerOnly: VirtualModel<typeof card, RaceResult> = {
      ...fair,
      draw: (_, random) => {
        const [winner] = fair.draw(card, random).order;
        const rest = card.runners.map((runner) => runner.number).filter((number) => number !== winner);
        for (let k = rest.length - 1; k > 0; k -= 1) {
          const j = random.nextInt(k + 1);
          [rest[k], rest[j]] = [rest[j]!, rest[k]!];
        }
        return { kind: 'greyhound', order: [winner!, ...rest], frames: [], commentary: [] };
      },
    };
    const odds = oddsAtDefaultMargins('greyhound', card);
    const simulation = simulateVirtual(winnerOnly, card, createSeededRandom(8), 20_000, raceKey, odds);
    const failed = new Set(
      simulation.picks.filter((pick) => pick.pValue < pick.alpha).map((pick) => pick.market),
    );
    expect(failed.has('win')).toBe(false);
    expect(failed.has('forecast')).toBe(true);
    expect(failed.has('tricast')).toBe(true);
  });

  it('when the bounds are computed, then they match the normal and Poisson tables', () => {
    expect(normalUpperTail(2.576)).toBeCloseTo(0.005, 4);
    expect(normalQuantileAbove(0.005)).toBeCloseTo(2.5758, 3);
    expect(normalQuantileAbove(0.025)).toBeCloseTo(1.96, 3);
    // Poisson(2): P(X >= 7) = 0.004534, doubled for two sides.
    expect(binomialPValue(7, 1_000_000, 2 / 1_000_000)).toBeCloseTo(2 * 0.004534, 4);
    expect(binomialPValue(0, 1000, 0)).toBe(1);
    expect(binomialPValue(1, 1000, 0)).toBe(0);
    expect(binomialPValue(500, 1000, 0.5)).toBeCloseTo(1, 1);
  });
});
