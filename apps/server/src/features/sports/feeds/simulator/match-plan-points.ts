import {
  finishPlan,
  form,
  type MatchPlan,
  offsetOfClock,
  type PlannedPeriod,
  type ScoreEvent,
  sumPoints,
  timedPeriods,
} from './match-plan.ts';
import type { Random } from './random.ts';
import type { ScoreModel } from './sport-models.ts';

// American football: about eleven drives a side, each a touchdown, a field goal or nothing.
/** Plays an American football match: drives that end in a touchdown, a field goal or nothing. */
export function planFootball(model: Extract<ScoreModel, { kind: 'normal' }>, random: Random): MatchPlan {
  const events: ScoreEvent[] = [];
  const periods = timedPeriods(4, 900, 2700, (n) => (n === 2 ? 780 : 120));
  const means = [(model.total + model.margin) / 2, (model.total - model.margin) / 2].map((m) =>
    Math.max(3, m * form(random, 0.1)),
  );
  const drives = 22;
  for (let index = 0; index < drives; index++) {
    const side = index % 2 === 0 ? 1 : 2;
    const field = 0.17;
    const touchdown = Math.max(0.02, ((means[side - 1] ?? 20) / 11 - 3 * field) / 7);
    const roll = random.next();
    const points = roll < touchdown ? 7 : roll < touchdown + field ? 3 : 0;
    const clock = ((index + 0.5 + random.next() * 0.4) / drives) * 3600;
    const period = periods[Math.min(3, Math.floor(clock / 900))] as PlannedPeriod;
    if (points > 0) events.push({ at: offsetOfClock(period, clock), period: period.number, side, points });
  }
  if (sumPoints(events, 1) === sumPoints(events, 2)) {
    // Overtime of ten minutes: the first score wins; nobody scoring leaves the rare NFL tie.
    const last = periods[3] as PlannedPeriod;
    const overtime: PlannedPeriod = {
      number: 5,
      startAt: last.endAt + 180,
      endAt: last.endAt + 180 + 1800,
      clockFrom: 3600,
      clockTo: 4200,
    };
    periods.push(overtime);
    if (random.chance(0.9)) {
      const clock = 3600 + random.int(60, 560);
      overtime.endAt = offsetOfClock(overtime, clock) + 30;
      overtime.clockTo = clock;
      events.push({
        at: overtime.endAt - 30,
        period: 5,
        side: random.chance(0.5 + model.margin / 40) ? 1 : 2,
        points: random.chance(0.6) ? 6 : 3,
      });
    }
  }
  return finishPlan({
    periods,
    events,
    regulationPeriods: 4,
    regulationSeconds: 3600,
    suspendBefore: 10,
    suspendAfter: 20,
  });
}

// Baseball: innings of twenty minutes (top ten, bottom ten); runs per half-inning are over-dispersed Poisson.
/** Plays a baseball match inning by inning, with extra innings up to `maxInnings`. */
export function planBaseball(
  model: Extract<ScoreModel, { kind: 'normal' }>,
  random: Random,
  maxInnings: number,
): MatchPlan {
  const events: ScoreEvent[] = [];
  const periods: PlannedPeriod[] = [];
  const perHalf = [(model.total + model.margin) / 18, (model.total - model.margin) / 18].map((m) =>
    Math.max(0.05, m),
  );
  for (let inning = 1; inning <= maxInnings; inning++) {
    const startAt = (inning - 1) * 1200;
    const period: PlannedPeriod = {
      number: inning,
      startAt,
      endAt: startAt + 1200,
      clockFrom: startAt,
      clockTo: startAt + 1200,
    };
    periods.push(period);
    for (const side of [2, 1] as const) {
      const home = sumPoints(events, 1);
      const away = sumPoints(events, 2);
      if (side === 1 && inning >= 9 && home > away) {
        period.endAt = startAt + 600;
        period.clockTo = period.endAt;
        break;
      }
      const runs = random.poisson((perHalf[side - 1] ?? 0.5) * Math.exp(random.normal(-0.32, 0.8)));
      const halfStart = startAt + (side === 2 ? 0 : 600);
      for (let run = 0; run < runs; run++) {
        events.push({ at: halfStart + random.int(60, 560), period: inning, side, points: 1 });
      }
    }
    if (inning >= 9 && sumPoints(events, 1) !== sumPoints(events, 2)) break;
  }
  return finishPlan({
    periods,
    events,
    regulationPeriods: 9,
    regulationSeconds: 9 * 1200,
    suspendBefore: 5,
    suspendAfter: 15,
  });
}
