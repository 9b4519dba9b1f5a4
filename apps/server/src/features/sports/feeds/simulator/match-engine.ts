import { fixtureStatus } from '@hanpan/core/sports/fixture-status';
import type { LiveIncident, SuspendReason } from '@hanpan/core/sports/live-incidents';
import { NBA_PERIODS, sportOf } from '@hanpan/core/sports/sports';
import type { SimLeague } from './catalogue-data.ts';
import { feedClockOf } from './live-clock.ts';
import { type MatchPlan, planBasketball, planSoccer } from './match-plan.ts';
import { planCards, planReviews } from './match-plan-cards.ts';
import { planBaseball, planFootball } from './match-plan-points.ts';
import { planBout, planMaps, planVolleyball } from './match-plan-sets.ts';
import { createRandom } from './random.ts';
import type { ScoreModel } from './sport-models.ts';
import { goalSportIds, suspendReasonAt, suspensionWindowsOf } from './suspensions.ts';

/** Points of both sides in one period. */
export type PeriodScore = { number: number; home: number; away: number; isFinished: boolean };

/** What a live fixture looks like at one moment. */
export type MatchState = {
  status: typeof fixtureStatus.notStarted | typeof fixtureStatus.live | typeof fixtureStatus.finished;
  /** The current (or last started) period, 0 before kick-off. */
  period: number;
  /** Seconds on the match clock (timed sports) or since kick-off. */
  clock: number;
  /** The clock as the feed shows it (see `feedClockOf`): null for sports without one. */
  feedClock: number | null;
  /** Share of regulation play already played, 0..1. */
  progress: number;
  periods: PeriodScore[];
  /** The scoreboard: points, or sets/maps won in best-of sports, 1-0 for a finished bout. */
  score: { home: number; away: number };
  /** Points scored in regulation periods (1X2 and full-time markets of soccer and ice hockey). */
  regulation: { home: number; away: number };
  /** True inside the danger window around a scoring event or a card. */
  isSuspended: boolean;
  /** Why the markets are suspended, null when they are not. */
  suspendReason: SuspendReason | null;
  /**
   * Goals (soccer, ice hockey) and cards (soccer) so far, oldest first; clockSeconds is the clock as
   * the feed shows it at that moment (see `feedClockOf`). Period ends are the periods' isFinished.
   */
  incidents: LiveIncident[];
  /** Red cards by side (soccer), null for other sports. */
  redCards: { home: number; away: number } | null;
};

/** Plays a fixture's whole match in advance from its own seed: same seed, same match, whatever the step size. */
export function planMatch(seed: string, league: SimLeague, model: ScoreModel): MatchPlan {
  const random = createRandom(`${seed}/match`);
  switch (model.kind) {
    case 'poisson': {
      const plan = planSoccer(model, random, league.sportId === 205);
      if (league.sportId === 205) return plan;
      // Cards and video reviews come from streams of their own: adding them changed no goal of any seed.
      return {
        ...plan,
        events: planReviews(plan, createRandom(`${seed}/reviews`)),
        cards: planCards(plan, createRandom(`${seed}/cards`)),
      };
    }
    case 'sets':
      return league.sportId === 204 ? planVolleyball(model, random) : planMaps(model, random);
    case 'bout':
      return planBout(model, random);
    case 'normal':
      if (league.sportId === 203) {
        const minutes = (league.name === 'NBA' ? NBA_PERIODS : sportOf(203).periods).minutes ?? 10;
        return planBasketball(model, random, minutes);
      }
      if (league.sportId === 206) return planFootball(model, random);
      return planBaseball(model, random, league.name === 'MLB' ? 15 : 12);
  }
}

/** The match clock (counting up) at an offset inside a planned period. */
function clockAtOffset(plan: MatchPlan, periodNumber: number, offset: number): number {
  const period = plan.periods.find((entry) => entry.number === periodNumber);
  if (!period) return 0;
  const share = Math.min(
    1,
    Math.max(0, (offset - period.startAt) / Math.max(1, period.endAt - period.startAt)),
  );
  return Math.round(period.clockFrom + share * (period.clockTo - period.clockFrom));
}

/** True for sports whose scoreboard counts periods won (sets, maps). */
export function isBestOf(sportId: number): boolean {
  return sportOf(sportId).periods.isBestOf;
}

/** The state of a planned match `offset` seconds after kick-off (negative: not started yet). */
export function matchStateAt(plan: MatchPlan, sportId: number, offset: number): MatchState {
  const status =
    offset < 0
      ? fixtureStatus.notStarted
      : offset >= plan.finishAt
        ? fixtureStatus.finished
        : fixtureStatus.live;
  const started = plan.periods.filter((period) => period.startAt <= offset);
  const current = started[started.length - 1];
  const periods: PeriodScore[] = started.map((period) => ({
    number: period.number,
    home: 0,
    away: 0,
    isFinished: period.endAt <= offset || status === fixtureStatus.finished,
  }));
  const regulation = { home: 0, away: 0 };
  const points = { home: 0, away: 0 };
  // The other sports score too often for a timeline of their points.
  const hasGoals = goalSportIds.has(sportId);
  const incidents: (LiveIncident & { at: number })[] = [];
  for (const event of plan.events) {
    if (event.at > offset) break;
    const period = periods.find((entry) => entry.number === event.period);
    const key = event.side === 1 ? 'home' : 'away';
    if (period) period[key] += event.points;
    points[key] += event.points;
    if (event.period <= plan.regulationPeriods) regulation[key] += event.points;
    if (hasGoals)
      incidents.push({
        at: event.at,
        kind: 'goal',
        period: event.period,
        // As the scoreboard reads it then: ice hockey's clock counts down what is left of the period.
        clockSeconds: feedClockOf(
          plan,
          sportId,
          plan.periods.find((entry) => entry.number === event.period),
          clockAtOffset(plan, event.period, event.at),
        ),
        side: event.side,
        score: { ...points },
      });
  }
  const redCards = sportId === 201 ? { home: 0, away: 0 } : null;
  for (const card of plan.cards) {
    if (card.at > offset) break;
    incidents.push({
      at: card.at,
      kind: card.kind,
      period: card.period,
      clockSeconds: card.clock,
      side: card.side,
      score: null,
    });
    if (redCards && card.kind === 'redCard') redCards[card.side === 1 ? 'home' : 'away'] += 1;
  }
  incidents.sort((a, b) => a.at - b.at);
  let score = points;
  if (isBestOf(sportId)) {
    score = { home: 0, away: 0 };
    for (const period of periods) {
      if (period.isFinished && period.home !== period.away)
        score[period.home > period.away ? 'home' : 'away'] += 1;
    }
  }
  let clock = 0;
  let progress = 0;
  if (current) {
    const share = Math.min(1, (offset - current.startAt) / Math.max(1, current.endAt - current.startAt));
    clock = Math.round(current.clockFrom + share * (current.clockTo - current.clockFrom));
    const nominal = plan.regulationSeconds / plan.regulationPeriods;
    progress =
      current.number > plan.regulationPeriods
        ? 1
        : Math.min(
            1,
            ((current.number - 1) * nominal + Math.min(nominal, clock - current.clockFrom)) /
              plan.regulationSeconds,
          );
  }
  if (status === fixtureStatus.finished) progress = 1;
  const suspendReason = status === fixtureStatus.live ? suspendReasonAt(plan, sportId, offset) : null;
  const feedClock = feedClockOf(plan, sportId, current, clock);
  return {
    status,
    period: current?.number ?? 0,
    clock,
    feedClock,
    progress,
    periods,
    score,
    regulation,
    isSuspended: suspendReason !== null,
    suspendReason,
    incidents: incidents.map(({ at: _at, ...incident }) => incident),
    redCards,
  };
}

/** Offsets in (from, to] at which something visible happens: kick-off, periods, scoring, suspensions, the end. */
export function momentsBetween(plan: MatchPlan, sportId: number, from: number, to: number): number[] {
  if (to < 0 || from >= plan.finishAt) return [];
  const moments = new Set<number>([0, plan.finishAt]);
  for (const period of plan.periods) {
    moments.add(period.startAt);
    moments.add(period.endAt);
  }
  // Without a danger window (basketball scores too often for one) scores are published with the next tick.
  const windows = suspensionWindowsOf(plan, sportId);
  for (const event of windows.length > 0 ? plan.events : []) moments.add(event.at);
  for (const card of plan.cards) moments.add(card.at);
  for (const window of windows) {
    moments.add(window.from);
    moments.add(window.to);
  }
  return [...moments]
    .filter((moment) => moment > from && moment <= to && moment <= plan.finishAt)
    .sort((a, b) => a - b);
}
