import type { MatchPlan, PlannedPeriod, ScoreEvent } from './match-plan.ts';
import type { Random } from './random.ts';
import type { ScoreModel } from './sport-models.ts';

/** The chance of winning one rally that makes a side win a 25-point set with `setChance` (fitted by hand). */
export function rallyChanceOf(setChance: number): number {
  return 0.5 + (setChance - 0.5) * 0.2;
}

// Volleyball: point by point, about 28 seconds a rally, sets to 25 (the fifth to 15) won by two.
/** Plays a volleyball match rally by rally. */
export function planVolleyball(model: Extract<ScoreModel, { kind: 'sets' }>, random: Random): MatchPlan {
  const events: ScoreEvent[] = [];
  const periods: PlannedPeriod[] = [];
  const rally = rallyChanceOf(model.homeWinsSet) + random.normal(0, 0.01);
  const won = [0, 0];
  let at = 0;
  for (let set = 1; (won[0] ?? 0) < model.setsToWin && (won[1] ?? 0) < model.setsToWin; set++) {
    const target = set === 2 * model.setsToWin - 1 ? model.lastSetPoints : model.pointsPerSet;
    const points = [0, 0];
    const startAt = at;
    for (;;) {
      const home = points[0] ?? 0;
      const away = points[1] ?? 0;
      if ((home >= target || away >= target) && Math.abs(home - away) >= 2) break;
      at += random.int(18, 38);
      const side = random.chance(rally) ? 1 : 2;
      points[side - 1] = (points[side - 1] ?? 0) + 1;
      events.push({ at, period: set, side, points: 1 });
    }
    at += 5;
    periods.push({ number: set, startAt, endAt: at, clockFrom: startAt, clockTo: at });
    const winner = (points[0] ?? 0) > (points[1] ?? 0) ? 0 : 1;
    won[winner] = (won[winner] ?? 0) + 1;
    at += 180;
  }
  return {
    periods,
    events,
    cards: [],
    finishAt: periods[periods.length - 1]?.endAt ?? 0,
    regulationPeriods: 2 * model.setsToWin - 1,
    regulationSeconds: at,
    suspendBefore: 0,
    suspendAfter: 3,
  };
}

// E-sports: maps of about half an hour; the map's winner scores its one point when the map ends.
/** Plays a best-of e-sports series map by map. */
export function planMaps(model: Extract<ScoreModel, { kind: 'sets' }>, random: Random): MatchPlan {
  const events: ScoreEvent[] = [];
  const periods: PlannedPeriod[] = [];
  const chance = Math.min(0.95, Math.max(0.05, model.homeWinsSet + random.normal(0, 0.04)));
  const won = [0, 0];
  let at = 0;
  for (let map = 1; (won[0] ?? 0) < model.setsToWin && (won[1] ?? 0) < model.setsToWin; map++) {
    const length = Math.round(Math.min(45, Math.max(22, random.normal(32, 5))) * 60);
    const side = random.chance(chance) ? 1 : 2;
    events.push({ at: at + length, period: map, side, points: 1 });
    periods.push({
      number: map,
      startAt: at,
      endAt: at + length + 1,
      clockFrom: at,
      clockTo: at + length + 1,
    });
    won[side - 1] = (won[side - 1] ?? 0) + 1;
    at += length + 1 + 480;
  }
  return {
    periods,
    events,
    cards: [],
    finishAt: periods[periods.length - 1]?.endAt ?? 0,
    regulationPeriods: 2 * model.setsToWin - 1,
    regulationSeconds: (2 * model.setsToWin - 1) * 2400,
    suspendBefore: 10,
    suspendAfter: 20,
  };
}

// Boxing: three-minute rounds with a minute's rest; a stoppage may end any round, else the judges decide.
/** Plays a boxing bout round by round. */
export function planBout(model: Extract<ScoreModel, { kind: 'bout' }>, random: Random): MatchPlan {
  const periods: PlannedPeriod[] = [];
  let winner: 1 | 2 = random.chance(model.homeWinsDecision) ? 1 : 2;
  let finishAt = 0;
  for (let round = 1; round <= model.rounds; round++) {
    const startAt = (round - 1) * 240;
    const period: PlannedPeriod = {
      number: round,
      startAt,
      endAt: startAt + 180,
      clockFrom: startAt,
      clockTo: startAt + 180,
    };
    periods.push(period);
    finishAt = period.endAt;
    if (random.chance(model.stoppagePerRound)) {
      period.endAt = startAt + random.int(10, 179);
      period.clockTo = period.endAt;
      finishAt = period.endAt;
      winner = random.chance(model.homeWinsStoppage) ? 1 : 2;
      break;
    }
  }
  return {
    periods,
    events: [{ at: finishAt, period: periods.length, side: winner, points: 1 }],
    cards: [],
    finishAt,
    regulationPeriods: model.rounds,
    regulationSeconds: model.rounds * 240,
    suspendBefore: 0,
    suspendAfter: 0,
  };
}
