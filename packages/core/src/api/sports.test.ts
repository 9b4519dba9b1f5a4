import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  sportsFixtureRequestSchema,
  sportsFixturesRequestSchema,
  sportsText,
} from './sports.ts';

describe('sports request schemas', () => {
  it('when a date is a real calendar day, then it is accepted; anything else is not', () => {
    expect(isCalendarDate('2026-11-21')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const text of ['2026-02-29', '2026-13-01', '2026-1-01', '21-11-2026', '', '2026-11-21T00:00']) {
      expect(isCalendarDate(text)).toBe(false);
    }
  });

  it('when form-style strings arrive, then ids and pages become numbers and the search is trimmed', () => {
    expect(sportsFixturesRequestSchema.parse({ leagueId: '12', page: '3', search: ' 다저스 ' })).toEqual({
      leagueId: 12,
      page: 3,
      search: '다저스',
    });
    expect(sportsFixturesRequestSchema.parse({})).toEqual({ page: 1 });
  });

  it('when a value is bad, then the issue carries the Korean message the reply shows', () => {
    const messageOf = (body: unknown) =>
      sportsFixturesRequestSchema.safeParse(body).error?.issues[0]?.message;
    expect(messageOf({ search: ' 가 ' })).toBe(sportsText.shortSearch);
    expect(messageOf({ date: '2026-02-30' })).toBe(sportsText.badDate);
    expect(messageOf({ leagueId: 'abc' })).toBe(sportsText.badId);
    expect(sportsFixtureRequestSchema.safeParse({ fixtureId: 0 }).error?.issues[0]?.message).toBe(
      sportsText.badId,
    );
  });
});
