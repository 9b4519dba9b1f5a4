import { type CardEvent, type MatchPlan, offsetOfClock, type PlannedPeriod } from './match-plan.ts';
import type { Random } from './random.ts';

// Cards per side per match, as top leagues show them: about 3.5 yellows and 0.15 reds a match in all.
const yellowsPerSide = 1.75;
const redsPerSide = 0.075;

/**
 * The cards of a soccer match, drawn from their own random stream (so adding them changed no goal of
 * any seed), spread over the clock actually played, in time order.
 */
export function planCards(plan: MatchPlan, random: Random): CardEvent[] {
  const played = plan.periods.reduce((total, period) => total + (period.clockTo - period.clockFrom), 0);
  if (played <= 0) return [];
  const cards: CardEvent[] = [];
  for (const kind of ['yellowCard', 'redCard'] as const) {
    const rate = (kind === 'yellowCard' ? yellowsPerSide : redsPerSide) / played;
    for (const side of [1, 2] as const) {
      for (const period of plan.periods) drawCards(period, rate, side, kind, random, cards);
    }
  }
  return cards.sort((a, b) => a.at - b.at || a.side - b.side);
}

function drawCards(
  period: PlannedPeriod,
  rate: number,
  side: 1 | 2,
  kind: CardEvent['kind'],
  random: Random,
  cards: CardEvent[],
) {
  let clock = period.clockFrom;
  for (;;) {
    clock += random.exponential(rate);
    if (clock >= period.clockTo) return;
    const whole = Math.floor(clock);
    cards.push({ at: offsetOfClock(period, whole), period: period.number, clock: whole, side, kind });
  }
}

// About one goal in ten is checked by the video referee.
const reviewedShare = 0.1;

/** The plan's goals with those the video referee checks marked, drawn from their own stream. */
export function planReviews(plan: MatchPlan, random: Random): MatchPlan['events'] {
  return plan.events.map((event) => (random.chance(reviewedShare) ? { ...event, isReviewed: true } : event));
}
