import type { Random } from './random.ts';
import type { ScoreModel } from './sport-models.ts';

/** One period as played: offsets in seconds after kick-off; the match clock runs clockFrom -> clockTo. */
export type PlannedPeriod = {
  number: number;
  startAt: number;
  endAt: number;
  clockFrom: number;
  clockTo: number;
};

/**
 * A scoring event: `points` for one side in one period, at an offset in seconds after kick-off;
 * `isReviewed` when the video referee checks it (soccer).
 */
export type ScoreEvent = { at: number; period: number; side: 1 | 2; points: number; isReviewed?: boolean };

/** A card shown in a soccer match: at an offset in seconds after kick-off, `clock` on the match clock. */
export type CardEvent = {
  at: number;
  period: number;
  clock: number;
  side: 1 | 2;
  kind: 'yellowCard' | 'redCard';
};

/** A whole match decided in advance from the fixture's own seed; the engine reveals it as time passes. */
export type MatchPlan = {
  periods: PlannedPeriod[];
  events: ScoreEvent[];
  /** Cards shown (soccer), in time order; none for other sports. */
  cards: CardEvent[];
  finishAt: number;
  /** Periods of regulation play (overtime, extra innings and shoot-outs come after). */
  regulationPeriods: number;
  /** Seconds of regulation clock (timed sports), or of planned play (untimed), for the live progress. */
  regulationSeconds: number;
  /** Markets close this many seconds before and after each scoring event (the feed's danger state). */
  suspendBefore: number;
  suspendAfter: number;
};

/** A side's form on the day: the plan's rates differ a little from the priced ones. */
export const form = (random: Random, deviation: number): number => Math.exp(random.normal(0, deviation));

/** Periods of a timed sport, back to back with the given breaks. */
export function timedPeriods(
  count: number,
  clockSeconds: number,
  realSeconds: number,
  breakSeconds: (n: number) => number,
) {
  const periods: PlannedPeriod[] = [];
  let at = 0;
  for (let number = 1; number <= count; number++) {
    periods.push({
      number,
      startAt: at,
      endAt: at + realSeconds,
      clockFrom: (number - 1) * clockSeconds,
      clockTo: number * clockSeconds,
    });
    at += realSeconds + breakSeconds(number);
  }
  return periods;
}

/** The offset at which the clock of a timed period shows `clock`. */
export function offsetOfClock(period: PlannedPeriod, clock: number): number {
  const share = (clock - period.clockFrom) / (period.clockTo - period.clockFrom);
  return Math.round(period.startAt + share * (period.endAt - period.startAt));
}

function poissonGoals(period: PlannedPeriod, rates: [number, number], random: Random, events: ScoreEvent[]) {
  for (const side of [1, 2] as const) {
    let clock = period.clockFrom;
    for (;;) {
      clock += random.exponential(side === 1 ? rates[0] : rates[1]);
      if (clock >= period.clockTo) break;
      events.push({ at: offsetOfClock(period, clock), period: period.number, side, points: 1 });
    }
  }
}

/** Points of one side over some events. */
export const sumPoints = (events: ScoreEvent[], side: 1 | 2): number =>
  events.filter((event) => event.side === side).reduce((total, event) => total + event.points, 0);

/** Sorts the events and ends the match with its last period (cards, if any, are added after). */
export function finishPlan(plan: Omit<MatchPlan, 'finishAt' | 'cards'>): MatchPlan {
  plan.events.sort((a, b) => a.at - b.at || a.side - b.side);
  const last = plan.periods[plan.periods.length - 1];
  return { ...plan, cards: [], finishAt: last ? last.endAt : 0 };
}

/** Plays a soccer (or, with `isHockey`, an ice hockey) match: goals as Poisson processes. */
export function planSoccer(
  model: Extract<ScoreModel, { kind: 'poisson' }>,
  random: Random,
  isHockey: boolean,
): MatchPlan {
  const events: ScoreEvent[] = [];
  const homeForm = form(random, 0.12);
  const awayForm = form(random, 0.12);
  let periods: PlannedPeriod[];
  let played = 3600;
  if (isHockey) {
    periods = timedPeriods(3, 1200, 2100, () => 1080);
  } else {
    // Stoppage time: the clock runs on past 45:00 in both halves.
    const first = (45 + random.int(1, 4)) * 60;
    const second = (45 + random.int(2, 7)) * 60;
    played = first + second;
    periods = [
      { number: 1, startAt: 0, endAt: first, clockFrom: 0, clockTo: first },
      {
        number: 2,
        startAt: first + 900,
        endAt: first + 900 + second,
        clockFrom: 2700,
        clockTo: 2700 + second,
      },
    ];
  }
  // Goals spread over the clock actually played (with stoppage time), so a match averages the priced goals.
  const rates: [number, number] = [(model.home * homeForm) / played, (model.away * awayForm) / played];
  for (const period of periods) poissonGoals(period, rates, random, events);
  if (isHockey && sumPoints(events, 1) === sumPoints(events, 2)) {
    // Regular-season overtime: five minutes of sudden death, then a shoot-out worth one goal.
    const start = (periods[2]?.endAt ?? 0) + 120;
    const overtime: PlannedPeriod = {
      number: 4,
      startAt: start,
      endAt: start + 600,
      clockFrom: 3600,
      clockTo: 3900,
    };
    const home = random.exponential(rates[0]);
    const away = random.exponential(rates[1]);
    const first = Math.min(home, away);
    if (first < 300) {
      overtime.endAt = offsetOfClock(overtime, 3600 + first) + 30;
      overtime.clockTo = 3600 + Math.ceil(first);
      events.push({ at: overtime.endAt - 30, period: 4, side: home < away ? 1 : 2, points: 1 });
      periods.push(overtime);
    } else {
      const shootout: PlannedPeriod = {
        number: 5,
        startAt: overtime.endAt + 120,
        endAt: overtime.endAt + 720,
        clockFrom: 3900,
        clockTo: 3900,
      };
      periods.push(overtime, shootout);
      events.push({
        at: shootout.endAt - 10,
        period: 5,
        side: random.chance(model.homeWinsExtraTime) ? 1 : 2,
        points: 1,
      });
    }
  }
  return finishPlan({
    periods,
    events,
    regulationPeriods: isHockey ? 3 : 2,
    regulationSeconds: isHockey ? 3600 : 5400,
    suspendBefore: 5,
    suspendAfter: isHockey ? 15 : 20,
  });
}

// Basketball: alternating possessions; each scores 0-3 points so that the team's mean matches the model.
/** Plays a basketball match possession by possession, overtime until the tie is broken. */
export function planBasketball(
  model: Extract<ScoreModel, { kind: 'normal' }>,
  random: Random,
  quarterMinutes: number,
): MatchPlan {
  const events: ScoreEvent[] = [];
  const clock = quarterMinutes * 60;
  // Whole possessions per quarter, the same for both sides, so there is no hidden home edge.
  const perQuarter = Math.round(((model.total / 226) * 100 * (quarterMinutes / 12)) / 4);
  const possessions = 4 * perQuarter;
  const perPossession = [(model.total + model.margin) / 2, (model.total - model.margin) / 2].map(
    (points) => (points * form(random, 0.02)) / possessions,
  );
  const periods = timedPeriods(4, clock, clock * 2.2, (n) => (n === 2 ? 900 : 120));
  const playPeriod = (period: PlannedPeriod, count: number) => {
    const step = (period.clockTo - period.clockFrom) / (2 * count);
    for (let index = 0; index < 2 * count; index++) {
      const side = index % 2 === 0 ? 1 : 2;
      const mean = perPossession[side - 1] ?? 1;
      const three = 0.13;
      const two = Math.max(0, (mean - 0.05 - 3 * three) / 2);
      const roll = random.next();
      const points = roll < three ? 3 : roll < three + two ? 2 : roll < three + two + 0.05 ? 1 : 0;
      if (points > 0)
        events.push({
          at: offsetOfClock(period, period.clockFrom + (index + 1) * step),
          period: period.number,
          side,
          points,
        });
    }
  };
  for (const period of periods) playPeriod(period, perQuarter);
  while (sumPoints(events, 1) === sumPoints(events, 2)) {
    const last = periods[periods.length - 1] as PlannedPeriod;
    const start = last.endAt + 120;
    const overtime: PlannedPeriod = {
      number: last.number + 1,
      startAt: start,
      endAt: start + 300 * 2.2,
      clockFrom: last.clockTo,
      clockTo: last.clockTo + 300,
    };
    periods.push(overtime);
    playPeriod(overtime, Math.max(2, Math.round(possessions / 9)));
    if (periods.length > 8)
      events.push({ at: overtime.endAt - 5, period: overtime.number, side: 1, points: 1 });
  }
  return finishPlan({
    periods,
    events,
    regulationPeriods: 4,
    regulationSeconds: 4 * clock,
    suspendBefore: 0,
    suspendAfter: 0,
  });
}
