import { describe, expect, it } from 'vitest';
import { nextInstantAfter } from './use-clock-at.ts';

describe('nextInstantAfter', () => {
  it.each([
    { instants: [], now: 100, next: undefined },
    { instants: [50, 90], now: 100, next: undefined },
    { instants: [300, 150, 200], now: 100, next: 150 },
    { instants: [100, 250], now: 100, next: 250 },
    { instants: [99, 101, 101], now: 100, next: 101 },
  ])('when the instants are $instants at $now, then the next is $next', ({ instants, now, next }) => {
    expect(nextInstantAfter(instants, now)).toBe(next);
  });
});
