import { describe, expect, it } from 'vitest';
import { isCountdownClock, liveClockSeconds, maxCountdownDriftSeconds } from './live-clock.ts';

describe('liveClockSeconds', () => {
  it.each([
    ['soccer counts up through stoppage time', 201, 2_700, 10, 2_710],
    ['basketball counts down', 203, 600, 10, 590],
    ['basketball never goes below 0:00', 203, 5, 10, 0],
    ['ice hockey counts down', 205, 1_200, 3, 1_197],
    ['American football counts down', 206, 900, 1, 899],
    ['a counting-down clock holds after its drift limit', 203, 600, 60, 600 - maxCountdownDriftSeconds],
    ['a boxing round counts up', 208, 100, 20, 120],
    ['a boxing round stops at 3:00', 208, 170, 30, 180],
    ['nothing elapsed shows the feed value', 203, 431, 0, 431],
    ['a negative elapsed time (clock skew) changes nothing', 201, 100, -5, 100],
  ])('%s', (_name, sportId, clock, elapsed, shown) => {
    expect(liveClockSeconds(sportId, clock, elapsed)).toBe(shown);
  });

  it('knows which sports count down', () => {
    expect([201, 203, 205, 206, 208].filter(isCountdownClock)).toEqual([203, 205, 206]);
  });
});
