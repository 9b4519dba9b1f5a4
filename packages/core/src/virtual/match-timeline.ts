import type { RandomSource } from '../minigames/provably-fair.ts';
import type { MatchEvent } from './types.ts';

// Match timelines, drawn from the event's stream AFTER the score, so they can only tell that score.

/** Soccer: each goal's minute (1-90, 90 standing for stoppage time) and scorer, plus a few shots and saves. */
export function drawSoccerTimeline(home: number, away: number, random: RandomSource): MatchEvent[] {
  const events: MatchEvent[] = [];
  const sides: ('home' | 'away')[] = [
    ...Array<'home'>(home).fill('home'),
    ...Array<'away'>(away).fill('away'),
  ];
  for (const side of sides)
    events.push({ at: 1 + random.nextInt(90), side, type: 'goal', shirt: 2 + random.nextInt(10) });
  for (const side of ['home', 'away'] as const) {
    const attempts = 2 + random.nextInt(5);
    for (let i = 0; i < attempts; i += 1) {
      const at = 1 + random.nextInt(90);
      const type = random.nextInt(2) === 0 ? 'save' : 'shot';
      events.push({ at, side, type, shirt: 2 + random.nextInt(10) });
    }
  }
  // A stable sort: events of the same minute keep the order they were drawn in.
  return events.sort((a, b) => a.at - b.at);
}

/** The half-time score of a soccer timeline: goals up to minute 45. */
export function halfTimeOf(timeline: readonly MatchEvent[]): { home: number; away: number } {
  const goals = timeline.filter((event) => event.type === 'goal' && event.at <= 45);
  return {
    home: goals.filter((event) => event.side === 'home').length,
    away: goals.filter((event) => event.side === 'away').length,
  };
}

/** A team's points of a period split into baskets: 2 (60 %), 3 (20 %) or 1 (a free throw, 20 %). */
function drawBaskets(points: number, random: RandomSource): number[] {
  const baskets: number[] = [];
  let left = points;
  while (left > 0) {
    const roll = random.nextInt(10);
    const basket = Math.min(left, roll < 6 ? 2 : roll < 8 ? 3 : 1);
    baskets.push(basket);
    left -= basket;
  }
  return baskets;
}

/**
 * Basketball: each period's points as a sequence of baskets (period 1-4, 5 and on for overtime), the two
 * teams' baskets interleaved at random, so the running score can be replayed basket by basket.
 */
export function drawBasketballTimeline(
  periods: readonly { home: number; away: number }[],
  random: RandomSource,
): MatchEvent[] {
  const events: MatchEvent[] = [];
  periods.forEach((period, index) => {
    const home = drawBaskets(period.home, random);
    const away = drawBaskets(period.away, random);
    let [h, a] = [0, 0];
    while (h < home.length || a < away.length) {
      const homeLeft = home.length - h;
      const isHome = random.nextInt(homeLeft + away.length - a) < homeLeft;
      const points = isHome ? home[h++]! : away[a++]!;
      events.push({ at: index + 1, side: isHome ? 'home' : 'away', type: 'points', points });
    }
  });
  return events;
}
