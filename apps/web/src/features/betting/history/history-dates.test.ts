import { betHistoryText } from '@hanpan/core/api/bet-history';
import { describe, expect, it } from 'vitest';
import { quickRangeMatching, quickRangeOf, rangeProblemOf } from './history-dates.ts';

describe('quickRangeOf', () => {
  // 2026-11-24 08:30 KST.
  const morning = new Date('2026-11-23T23:30:00.000Z');

  it('when it is just after midnight in Korea, then today is the Korean day, not the UTC one', () => {
    expect(quickRangeOf('today', morning)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  });

  it('when the week is asked, then it is the last seven KST days ending today', () => {
    expect(quickRangeOf('week', morning)).toEqual({ from: '2026-11-18', to: '2026-11-24' });
  });

  it.each([
    ['2026-11-24T03:00:00.000Z', { from: '2026-10-24', to: '2026-11-24' }],
    ['2026-03-31T03:00:00.000Z', { from: '2026-02-28', to: '2026-03-31' }],
    ['2026-01-15T03:00:00.000Z', { from: '2025-12-15', to: '2026-01-15' }],
    ['2026-12-31T16:00:00.000Z', { from: '2026-12-01', to: '2027-01-01' }],
  ])('when the month is asked at %s, then it is %o', (iso, range) => {
    expect(quickRangeOf('month', new Date(iso))).toEqual(range);
  });
});

describe('quickRangeMatching', () => {
  const now = new Date('2026-11-24T03:00:00.000Z');

  it('when a range equals a quick button, then that button is the pressed one', () => {
    expect(quickRangeMatching({ from: '2026-11-18', to: '2026-11-24' }, now)).toBe('week');
    expect(quickRangeMatching({ from: '2026-11-24', to: '2026-11-24' }, now)).toBe('today');
  });

  it('when the member typed another range, then no button is pressed', () => {
    expect(quickRangeMatching({ from: '2026-11-17', to: '2026-11-24' }, now)).toBeNull();
  });
});

describe('rangeProblemOf', () => {
  it.each([
    [{ from: '2026-11-18', to: '2026-11-24' }, null],
    [{ from: '2026-11-24', to: '2026-11-24' }, null],
    [{ from: '2026-11-25', to: '2026-11-24' }, betHistoryText.fromAfterTo],
    [{ from: '2026-08-24', to: '2026-11-23' }, null],
    [{ from: '2026-08-24', to: '2026-11-24' }, betHistoryText.rangeTooLong],
    [{ from: '', to: '2026-11-24' }, betHistoryText.badDate],
  ])('when the range is %o, then the problem is %s', (range, problem) => {
    expect(rangeProblemOf(range)).toBe(problem);
  });
});
