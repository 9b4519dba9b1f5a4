import { describe, expect, it } from 'vitest';
import { simLeagues } from './catalogue-data.ts';
import { createRuntime, stateOf, updateRuntime } from './fixture-runtime.ts';
import { planMatch } from './match-engine.ts';
import { outlookOf } from './outlook.ts';
import { priceMarkets } from './pricing.ts';
import { scoreModelOf } from './sport-models.ts';
import { maxSuspensionOf, suspensionWindowsOf } from './suspensions.ts';

const kickOff = Date.parse('2026-11-21T12:00:00Z');
const stepMs = 5_000;

// One league of each sport, strong against weak so that some markets are decided long before the end.
const leagues = [201, 202, 203, 204, 205, 206, 207, 208].map((sportId) => {
  const league = simLeagues.find((entry) => entry.sportId === sportId);
  if (!league) throw new Error(`sport ${sportId}`);
  return [sportId, league] as const;
});

const sidesOf = (league: (typeof leagues)[number][1]) => {
  const sorted = [...league.teams].sort((a, b) => b.strength - a.strength);
  const home = sorted[0];
  const away = sorted.at(-1);
  if (!home || !away) throw new Error('teams');
  return { home, away };
};

describe('suspensions of the built-in feed', () => {
  it.each(
    leagues,
  )('when sport %i scores, then every danger window lasts at most its configured maximum', (sportId, league) => {
    const { home, away } = sidesOf(league);
    const max = maxSuspensionOf(sportId);
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const plan = planMatch(seed, league, scoreModelOf(league, home.strength, away.strength));
      for (const window of suspensionWindowsOf(plan, sportId)) {
        expect(window.to - window.from).toBeLessThanOrEqual(max);
        expect(window.to).toBeGreaterThan(window.from);
      }
      // Every scoring event still closes the markets as it happens.
      const windows = suspensionWindowsOf(plan, sportId);
      if (windows.length > 0)
        for (const event of plan.events)
          expect(windows.some((w) => event.at >= w.from && event.at < w.to + 2)).toBe(true);
    }
  });

  it.each(
    leagues,
  )('when a sport %i fixture is played out in 5-second steps, then no line the book still offers stays suspended longer than the maximum', (sportId, league) => {
    const { home, away } = sidesOf(league);
    const max = maxSuspensionOf(sportId) * 1000;
    for (const seed of ['s1', 's2']) {
      const runtime = createRuntime({
        id: 92_000_000 + league.id,
        league,
        home,
        away,
        startAt: kickOff,
        seed: `suspend-${seed}`,
      });
      runtime.isCancelled = false;
      updateRuntime(runtime, kickOff - 60_000, 600);
      const end = kickOff + runtime.plan.finishAt * 1000;
      const suspendedAt = new Map<string, number>();
      let longest = 0;
      let suspensions = 0;
      for (let at = kickOff; at < end; at += stepMs) {
        const changes = updateRuntime(runtime, at, 600);
        const bets = [changes.markets, changes.settlements].flatMap(
          (event) => event?.Markets?.flatMap((market) => market.Bets) ?? [],
        );
        const state = stateOf(runtime, at);
        for (const bet of bets) {
          // Danger windows are timed; a line closed because the book no longer offers it is checked below.
          if (bet.Status === 2 && state.isSuspended && !suspendedAt.has(bet.Id)) {
            suspendedAt.set(bet.Id, at);
            suspensions++;
          }
          if (bet.Status === 3) suspendedAt.delete(bet.Id);
        }
        if (state.isSuspended) continue;
        // Once the window is over a line reopens, unless the book no longer offers it open (its line moved
        // on, or one side is all but certain): that line stays closed until the events decide it.
        const openKeys = new Set(
          priceMarkets(sportId, outlookOf(scoreModelOf(league, home.strength, away.strength), state), 600)
            .filter((bet) => bet.isOpen)
            .map((bet) => `${bet.marketId}:${bet.baseLine}:${bet.name}`),
        );
        for (const [id, since] of suspendedAt) {
          longest = Math.max(longest, at - since);
          const bet = runtime.bets.get(id);
          if (bet?.status === 2)
            expect(openKeys.has(`${bet.marketId}:${bet.baseLine}:${bet.name}`)).toBe(false);
        }
        suspendedAt.clear();
      }
      expect(longest).toBeLessThanOrEqual(max);
      if (sportId !== 203 && sportId !== 208) expect(suspensions).toBeGreaterThan(0);
    }
  });
});
