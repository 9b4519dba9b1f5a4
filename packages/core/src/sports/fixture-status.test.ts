import { describe, expect, it } from 'vitest';
import {
  closedFixtureStatuses,
  fixtureStatus,
  isPrematchStatus,
  isUnderwayStatus,
} from './fixture-status.ts';

describe('fixture statuses', () => {
  it('when the feed numbers a status, then the names match TRADE360 1..9', () => {
    expect(Object.values(fixtureStatus)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it.each([
    [1, true, false, false],
    [2, false, true, false],
    [3, false, false, true],
    [4, false, false, true],
    [5, false, false, false],
    [7, false, false, true],
    [8, false, true, false],
    [9, true, false, false],
  ])('when the status is %i, then prematch %s, underway %s, closed %s', (status, prematch, underway, closed) => {
    expect(isPrematchStatus(status)).toBe(prematch);
    expect(isUnderwayStatus(status)).toBe(underway);
    expect(closedFixtureStatuses.includes(status)).toBe(closed);
  });
});
