import { describe, expect, it } from 'vitest';
import { dayTabs, formatClock } from './kst-days.ts';

describe('dayTabs', () => {
  it('when it is Saturday afternoon in Korea, then the tabs are today, tomorrow and the dated days after', () => {
    expect(dayTabs(new Date('2026-11-21T05:00:00.000Z'), 4)).toEqual([
      { date: '2026-11-21', label: '오늘' },
      { date: '2026-11-22', label: '내일' },
      { date: '2026-11-23', label: '11-23 (월)' },
      { date: '2026-11-24', label: '11-24 (화)' },
    ]);
  });

  it('when it is already past midnight in Korea but not in UTC, then today is the Korean day', () => {
    const tabs = dayTabs(new Date('2026-11-21T16:00:00.000Z'), 3);
    expect(tabs.map((tab) => tab.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(tabs[2]?.label).toBe('11-24 (화)');
  });

  it('when the days cross a month and year end, then the dates roll over', () => {
    const tabs = dayTabs(new Date('2026-12-30T03:00:00.000Z'), 4);
    expect(tabs.map((tab) => tab.date)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(tabs[3]?.label).toBe('01-02 (토)');
  });
});

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [65, '01:05'],
    [2856, '47:36'],
    [5585.7, '93:05'],
    [-3, '00:00'],
  ])('when the clock is %s seconds, then it reads %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});
