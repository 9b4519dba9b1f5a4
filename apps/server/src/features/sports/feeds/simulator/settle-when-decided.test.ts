import { describe, expect, it } from 'vitest';
import { simLeagues } from './catalogue-data.ts';
import { scoreSoFar } from './decided.ts';
import { createRuntime, updateRuntime } from './fixture-runtime.ts';
import { matchStateAt, momentsBetween } from './match-engine.ts';
import type { MatchPlan, PlannedPeriod, ScoreEvent } from './match-plan.ts';
import { marketSpecs } from './pricing.ts';
import { type SettleBet, scopeScore, settleBet } from './settlement.ts';

const kickOff = Date.parse('2026-11-21T12:00:00Z');
// 1,024 matches in all, every league of every sport the simulator plays.
const matchesPerLeague = 64;

type Final = ReturnType<typeof scoreSoFar>;
const finalOf = (plan: MatchPlan, sportId: number): Final =>
  scoreSoFar(matchStateAt(plan, sportId, plan.finishAt));
const settlementOf = (final: Final, sportId: number, bet: SettleBet): number =>
  settleBet(bet, scopeScore(sportId, bet.marketId, final));

// Periods of the same length and spacing as the plan's first, up to the regulation count (a bout going the distance).
function extendedPeriods(plan: MatchPlan): PlannedPeriod[] {
  const periods = [...plan.periods];
  const first = periods[0];
  if (!first) return periods;
  const length = first.endAt - first.startAt;
  const gap = (periods[1]?.startAt ?? first.endAt + 60) - first.endAt;
  while (periods.length < plan.regulationPeriods) {
    const last = periods[periods.length - 1] as PlannedPeriod;
    const startAt = Math.max(last.endAt, last.startAt + length) + gap;
    periods.push({ number: last.number + 1, startAt, endAt: startAt + length, clockFrom: 0, clockTo: 0 });
  }
  return periods;
}

/**
 * Other ways the match could go on from `offset` with the same past: it ends now, it goes the distance
 * with nothing more scored, or either side (or both) scores a little or a lot in any period still to play.
 */
function futuresOf(plan: MatchPlan, offset: number): MatchPlan[] {
  if (offset >= plan.finishAt) return [plan];
  const past = plan.events.filter((event) => event.at <= offset);
  const withEvents = (periods: PlannedPeriod[], events: ScoreEvent[]): MatchPlan => ({
    ...plan,
    periods,
    events: [...past, ...events].sort((a, b) => a.at - b.at),
    cards: [],
    finishAt: Math.max(offset, periods[periods.length - 1]?.endAt ?? 0),
  });
  const stopped = plan.periods
    .filter((period) => period.startAt <= offset)
    .map((period) => (period.endAt > offset ? { ...period, endAt: offset + 1 } : period));
  const futures = [plan, withEvents(stopped, []), withEvents(extendedPeriods(plan), [])];
  for (const periods of [plan.periods, extendedPeriods(plan)]) {
    for (const period of periods) {
      if (period.endAt <= offset) continue;
      const at = Math.min(period.endAt, Math.max(offset + 1, period.startAt + 1));
      for (const [home, away] of [
        [1, 0],
        [0, 1],
        [1, 1],
        [40, 0],
        [0, 40],
      ] as const) {
        const events: ScoreEvent[] = [];
        if (home > 0) events.push({ at, period: period.number, side: 1, points: home });
        if (away > 0) events.push({ at, period: period.number, side: 2, points: away });
        futures.push(withEvents(periods, events));
      }
    }
  }
  return futures;
}

type Checked = { settledEarly: Map<number, number>; settled: Map<number, number>; wrong: string[] };

function playOut(leagueIndex: number, matchIndex: number, checked: Checked): void {
  const league = simLeagues[leagueIndex];
  const home = league?.teams[matchIndex % league.teams.length];
  const away = league?.teams[(matchIndex + 1 + (matchIndex % 3)) % league.teams.length];
  if (!league || !home || !away) throw new Error('league');
  const runtime = createRuntime({
    id: 95_000_000 + leagueIndex * 10_000 + matchIndex,
    league,
    home,
    away,
    startAt: kickOff,
    seed: `decided-${league.id}-${matchIndex}`,
  });
  runtime.isCancelled = false;
  const { plan } = runtime;
  const { sportId } = league;
  const final = finalOf(plan, sportId);
  updateRuntime(runtime, kickOff - 60_000, 600);
  // The feed's own moments, plus the driver's ticks (a step per match between 4 and 10 min).
  const tick = 240 + ((matchIndex * 37) % 360);
  const offsets = new Set(momentsBetween(plan, sportId, -1, plan.finishAt));
  for (let offset = 0; offset < plan.finishAt; offset += tick) offsets.add(offset);
  for (const offset of [...offsets].sort((a, b) => a - b)) {
    const changes = updateRuntime(runtime, kickOff + offset * 1000, 600);
    const bets = changes.settlements?.Markets?.flatMap((market) =>
      market.Bets.map((bet) => ({ marketId: market.Id, bet })),
    );
    if (!bets) continue;
    const futures = futuresOf(plan, offset).map((future) => finalOf(future, sportId));
    for (const { marketId, bet } of bets) {
      const settleable: SettleBet = { marketId, name: bet.Name, line: bet.Line ? Number(bet.Line) : null };
      const outcomes = new Set(futures.map((future) => settlementOf(future, sportId, settleable)));
      const isEarly = offset < plan.finishAt;
      const counts = isEarly ? checked.settledEarly : checked.settled;
      counts.set(marketId, (counts.get(marketId) ?? 0) + 1);
      const actual = settlementOf(final, sportId, settleable);
      if (outcomes.size > 1 || bet.Settlement !== actual)
        checked.wrong.push(
          `${league.name} #${matchIndex} market ${marketId} ${bet.Name} ${bet.Line ?? ''} settled ${bet.Settlement} at ${offset}s of ${plan.finishAt}s (final gives ${actual}, futures give ${[...outcomes].join('/')})`,
        );
    }
  }
}

describe('the built-in feed settles a market only once the events so far decide it', () => {
  const checked: Checked = { settledEarly: new Map(), settled: new Map(), wrong: [] };

  it.each(simLeagues.map((league, index) => [league.name, index] as const))(
    'when %s matches are played out, then every settlement is decided when sent and agrees with the final score',
    (_name, leagueIndex) => {
      const before = checked.wrong.length;
      for (let matchIndex = 0; matchIndex < matchesPerLeague; matchIndex++)
        playOut(leagueIndex, matchIndex, checked);
      expect(checked.wrong.slice(before, before + 10)).toEqual([]);
    },
    180_000,
  );

  it('when the matches above are counted, then every market of every sport was settled and decided ones before the end', () => {
    expect(simLeagues.length * matchesPerLeague).toBeGreaterThanOrEqual(1_000);
    for (const [sportId, specs] of Object.entries(marketSpecs))
      for (const spec of specs)
        expect(
          (checked.settled.get(spec.marketId) ?? 0) + (checked.settledEarly.get(spec.marketId) ?? 0),
          `sport ${sportId} market ${spec.marketId}`,
        ).toBeGreaterThan(0);
    // Totals passed, first halves over, both sides scored, rounds reached: settled before the final whistle.
    for (const marketId of [2, 21, 41, 17, 28, 29])
      expect(checked.settledEarly.get(marketId) ?? 0).toBeGreaterThan(0);
  });
});
