import { isCountdownClock } from '@hanpan/core/sports/live-clock';
import { SUSPEND_REASONS } from '@hanpan/core/sports/live-incidents';
import { periodNumbersFromLsports } from '@hanpan/core/sports/periods';
import { describe, expect, it } from 'vitest';
import { readIncidents } from '../trade360/live-incidents.ts';
import type { Trade360Livescore } from '../trade360/messages.ts';
import { simLeagues } from './catalogue-data.ts';
import { createRuntime, type FixtureRuntime, stateOf, updateRuntime } from './fixture-runtime.ts';
import { momentsBetween, planMatch } from './match-engine.ts';
import { scoreModelOf } from './sport-models.ts';
import { maxSuspensionOf } from './suspensions.ts';

const kickOff = Date.parse('2026-11-21T12:00:00Z');

const leagueOf = (sportId: number) => {
  const league = simLeagues.find((entry) => entry.sportId === sportId);
  if (!league) throw new Error(`sport ${sportId}`);
  return league;
};

function runtimeOf(sportId: number, seed: string): FixtureRuntime {
  const league = leagueOf(sportId);
  const [home, away] = league.teams;
  if (!home || !away) throw new Error('teams');
  const runtime = createRuntime({ id: 93_000_000 + league.id, league, home, away, startAt: kickOff, seed });
  runtime.isCancelled = false;
  updateRuntime(runtime, kickOff - 60_000, 600);
  return runtime;
}

/** Plays a fixture at every visible moment and every 5 s; calls `see` with each moment's changes. */
function playOut(
  runtime: FixtureRuntime,
  see: (at: number, changes: ReturnType<typeof updateRuntime>) => void,
) {
  const sportId = runtime.fixture.league.sportId;
  const offsets = new Set(momentsBetween(runtime.plan, sportId, -1, runtime.plan.finishAt));
  for (let offset = 0; offset <= runtime.plan.finishAt; offset += 5) offsets.add(offset);
  for (const offset of [...offsets].sort((a, b) => a - b)) {
    const at = kickOff + offset * 1000;
    see(at, updateRuntime(runtime, at, 600));
  }
}

type FlatIncident = { period: number; type: unknown; seconds: unknown; side: unknown; results: unknown };

const incidentsOf = (livescore: Trade360Livescore): FlatIncident[] =>
  livescore.Periods.flatMap((period, index) =>
    (period.Incidents ?? []).map((raw) => {
      const incident = raw as Record<string, unknown>;
      return {
        period: index + 1,
        type: incident.IncidentType,
        seconds: incident.Seconds,
        side: incident.ParticipantPosition,
        results: incident.Results,
      };
    }),
  );

function livescoresOf(sportId: number, seed: string): Trade360Livescore[] {
  const runtime = runtimeOf(sportId, seed);
  const livescores: Trade360Livescore[] = [];
  playOut(runtime, (_, changes) => {
    if (changes.livescore?.Livescore) livescores.push(changes.livescore.Livescore);
  });
  return livescores;
}

describe('incidents of the built-in feed', () => {
  it.each([
    201, 205,
  ])('when a sport %i match is played twice from one seed, then its incidents are the same, in clock order, and its goals add up to the score', (sportId) => {
    const first = livescoresOf(sportId, 'incidents-a');
    const again = livescoresOf(sportId, 'incidents-a');
    expect(again).toEqual(first);
    const last = first.at(-1);
    if (!last) throw new Error('no livescore');
    const incidents = incidentsOf(last);
    const goals = incidents.filter((incident) => incident.type === 9);
    const score = last.Scoreboard?.Results.map((result) => Number(result.Value)) ?? [];
    expect(goals.length).toBe((score[0] ?? 0) + (score[1] ?? 0));
    // Goal by goal the score climbs by one, and the last goal's score is the final one.
    goals.forEach((goal, index) => {
      const results = goal.results as { Value: string }[];
      expect(Number(results[0]?.Value) + Number(results[1]?.Value)).toBe(index + 1);
    });
    for (let index = 1; index < incidents.length; index++) {
      const before = incidents[index - 1] as FlatIncident;
      const incident = incidents[index] as FlatIncident;
      expect(incident.period).toBeGreaterThanOrEqual(before.period);
      // Ice hockey's clock counts down what is left of the period.
      if (incident.period === before.period && typeof incident.seconds === 'number')
        if (isCountdownClock(sportId)) expect(incident.seconds).toBeLessThanOrEqual(before.seconds as number);
        else expect(incident.seconds).toBeGreaterThanOrEqual(before.seconds as number);
    }
    // Every livescore lists every incident of the one before it (the timeline only grows).
    for (let index = 1; index < first.length; index++) {
      const before = incidentsOf(first[index - 1] as Trade360Livescore);
      expect(incidentsOf(first[index] as Trade360Livescore).slice(0, before.length)).toEqual(before);
    }
  });

  it('when a soccer match ends, then its red-card statistic counts the red cards of its timeline and every period is finished', () => {
    for (const seed of ['cards-1', 'cards-2', 'cards-3', 'cards-4', 'cards-5', 'cards-6']) {
      const last = livescoresOf(201, seed).at(-1);
      if (!last) throw new Error('no livescore');
      const reds = incidentsOf(last).filter((incident) => incident.type === 7);
      const statistic = (last.Statistics ?? []).find((entry) => (entry as { Type: number }).Type === 7) as
        | { Results: { Position: string; Value: string }[] }
        | undefined;
      const count = (side: string) => Number(statistic?.Results.find((r) => r.Position === side)?.Value);
      expect(count('1')).toBe(reds.filter((incident) => incident.side === '1').length);
      expect(count('2')).toBe(reds.filter((incident) => incident.side === '2').length);
      expect(last.Periods.every((period) => period.IsFinished)).toBe(true);
    }
  });

  it.each([
    201, 202, 203, 204, 205, 206, 207, 208,
  ])('when a sport %i match ends, then the adapter reads a period end for every period played', (sportId) => {
    const last = livescoresOf(sportId, 'period-ends').at(-1);
    if (!last) throw new Error('no livescore');
    const numbers = periodNumbersFromLsports(
      sportId,
      last.Periods.map((period) => period.Type),
    );
    const ends = readIncidents(sportId, last.Periods, numbers).filter(
      (incident) => incident.kind === 'periodEnd',
    );
    expect(ends.map((end) => end.period)).toEqual(last.Periods.map((_, index) => index + 1));
    expect(ends.every((end) => end.score !== null)).toBe(true);
  });

  it('when 600 soccer matches are planned, then they average about 3.5 yellow and 0.15 red cards', () => {
    const league = leagueOf(201);
    const [home, away] = league.teams;
    if (!home || !away) throw new Error('teams');
    const model = scoreModelOf(league, home.strength, away.strength);
    let yellows = 0;
    let reds = 0;
    const matches = 600;
    for (let index = 0; index < matches; index++) {
      const plan = planMatch(`card-rate-${index}`, league, model);
      yellows += plan.cards.filter((card) => card.kind === 'yellowCard').length;
      reds += plan.cards.filter((card) => card.kind === 'redCard').length;
      for (const card of plan.cards) {
        const period = plan.periods.find((entry) => entry.number === card.period);
        expect(period && card.at >= period.startAt && card.at <= period.endAt).toBe(true);
      }
    }
    expect(yellows / matches).toBeGreaterThan(3.1);
    expect(yellows / matches).toBeLessThan(3.9);
    expect(reds / matches).toBeGreaterThan(0.08);
    expect(reds / matches).toBeLessThan(0.24);
    // Other sports show no cards.
    const hockey = leagueOf(205);
    const [hockeyHome, hockeyAway] = hockey.teams;
    if (!hockeyHome || !hockeyAway) throw new Error('teams');
    expect(
      planMatch('card-rate', hockey, scoreModelOf(hockey, hockeyHome.strength, hockeyAway.strength)).cards,
    ).toEqual([]);
  });
});

describe('suspension reasons of the built-in feed', () => {
  it.each([
    201, 202, 204, 205, 206, 207,
  ])('when a sport %i match is played out, then every market it suspends carries a known reason, dropped on reopening, and no suspension outlasts the maximum', (sportId) => {
    const max = maxSuspensionOf(sportId) * 1000;
    const seen = new Set<string>();
    for (const seed of ['reason-a', 'reason-b']) {
      const runtime = runtimeOf(sportId, seed);
      // Since when each market has been published suspended with a reason.
      const suspendedSince = new Map<number, number>();
      let longest = 0;
      playOut(runtime, (at, changes) => {
        const isSuspended = stateOf(runtime, at).isSuspended;
        for (const market of changes.markets?.Markets ?? []) {
          const reason = market.SuspensionReason;
          if (isSuspended) {
            expect(SUSPEND_REASONS).toContain(reason);
            expect(market.Bets.every((bet) => bet.Status === 2)).toBe(true);
            seen.add(String(reason));
            if (!suspendedSince.has(market.Id)) suspendedSince.set(market.Id, at);
          } else {
            expect(reason).toBeUndefined();
          }
        }
        for (const market of changes.settlements?.Markets ?? []) suspendedSince.delete(market.Id);
        for (const since of suspendedSince.values()) longest = Math.max(longest, at - since);
        // The window is over: a line the book still offers reopens, one it no longer offers stays closed
        // until the events decide it (suspensions.test.ts checks which is which).
        if (!isSuspended) suspendedSince.clear();
      });
      expect(longest).toBeLessThanOrEqual(max);
    }
    // A goal is checked where the sport scores goals; elsewhere the markets close for danger.
    if (sportId === 201)
      expect([...seen]).toEqual(expect.arrayContaining(['danger', 'goalCheck', 'cardCheck']));
    else if (sportId === 205) expect([...seen]).toEqual(expect.arrayContaining(['danger', 'goalCheck']));
    else expect([...seen]).toEqual(['danger']);
  });
});
