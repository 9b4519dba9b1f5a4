import { describe, expect, it } from 'vitest';
import { trade360Settlement as S } from '../trade360/messages.ts';
import { simLeagues } from './catalogue-data.ts';
import { createRuntime, stateOf, updateRuntime } from './fixture-runtime.ts';
import type { SimFixture } from './fixtures.ts';
import { marketSpecs } from './pricing.ts';

const kickOff = Date.parse('2026-11-21T12:00:00Z');

describe('one fixture from prematch to settlement', () => {
  it.each(
    simLeagues.map((league) => [league.name, league] as const),
  )('when a %s fixture is played out, then prices move while live and the winner market settles on the final score', (_name, league) => {
    const [home, away] = league.teams;
    if (!home || !away) throw new Error('teams');
    const fixture: SimFixture = {
      id: 90_000_000 + league.id,
      league,
      home,
      away,
      startAt: kickOff,
      seed: `runtime-${league.id}`,
    };
    const runtime = createRuntime(fixture);
    const first = updateRuntime(runtime, kickOff - 3_600_000, 600);
    expect(first.fixture?.Fixture?.Status).toBe(1);
    expect(first.markets?.Markets?.length).toBe(marketSpecs[league.sportId]?.length);
    const startPrices = new Map([...runtime.bets.values()].map((bet) => [bet.id, bet.price]));

    let movedWhileLive = false;
    let settledAtEnd = false;
    const end = kickOff + runtime.plan.finishAt * 1000;
    for (let at = kickOff; at < end + 90_000; at += 90_000) {
      const changes = updateRuntime(runtime, Math.min(at, end), 600);
      if (stateOf(runtime, at).status === 2 && changes.markets) movedWhileLive = true;
      // Lines the events decide while live are settled early (see decided.ts); the rest with the final whistle.
      if (changes.settlements && at >= end) settledAtEnd = true;
    }
    expect(movedWhileLive || league.sportId === 208).toBe(true);
    expect(settledAtEnd).toBe(true);
    expect(startPrices.size).toBeGreaterThan(0);

    const final = stateOf(runtime, end);
    const winnerMarket = marketSpecs[league.sportId]?.[0]?.marketId ?? 0;
    const bets = [...runtime.bets.values()];
    expect(bets.every((bet) => bet.status === 3 && bet.settlement !== undefined)).toBe(true);
    const settlementOf = (name: string) =>
      bets.find((bet) => bet.marketId === winnerMarket && bet.name === name)?.settlement;
    const score = winnerMarket === 1 ? final.regulation : final.score;
    if (score.home === score.away) {
      expect(settlementOf('1')).toBe(winnerMarket === 1 ? S.loser : S.refund);
    } else {
      expect(settlementOf('1')).toBe(score.home > score.away ? S.winner : S.loser);
      expect(settlementOf('2')).toBe(score.home > score.away ? S.loser : S.winner);
    }
  });

  it('when a fixture is called off, then at kick-off it is cancelled and every bet it published is settled as cancelled', () => {
    const league = simLeagues[0];
    const [home, away] = league?.teams ?? [];
    if (!league || !home || !away) throw new Error('teams');
    const runtime = createRuntime({
      id: 91_000_000,
      league,
      home,
      away,
      startAt: kickOff,
      seed: 'called-off',
    });
    runtime.isCancelled = true;
    updateRuntime(runtime, kickOff - 60_000, 600);
    const published = runtime.bets.size;
    const changes = updateRuntime(runtime, kickOff + 30_000, 600);
    expect(changes.fixture?.Fixture?.Status).toBe(4);
    const bets = changes.settlements?.Markets?.flatMap((market) => market.Bets) ?? [];
    expect(bets).toHaveLength(published);
    expect(bets.every((bet) => bet.Status === 3 && bet.Settlement === S.cancelled)).toBe(true);
    expect(updateRuntime(runtime, kickOff + 3_600_000, 600)).toEqual({});
  });
});
