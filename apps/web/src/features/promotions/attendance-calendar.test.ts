import { describe, expect, it } from 'vitest';
import { monthPlus, monthWeeks } from './attendance-calendar.ts';

describe('monthWeeks', () => {
  it('when the month is November 2026 (1st on a Sunday), then five weeks start with the 1st and end in blanks', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ date: '2026-11-01', day: 1 });
    expect(weeks[4]!.map((cell) => cell?.day ?? null)).toEqual([29, 30, null, null, null, null, null]);
  });

  it('when the month is February 2028 (leap year, 1st on a Tuesday), then it has 29 days after two blanks', () => {
    const cells = monthWeeks('2028-02').flat();
    expect(cells.slice(0, 3)).toEqual([null, null, { date: '2028-02-01', day: 1 }]);
    expect(cells.filter((cell) => cell !== null)).toHaveLength(29);
  });
});

describe('monthPlus', () => {
  it('when it crosses a year, then the year changes', () => {
    expect(monthPlus('2026-12', 1)).toBe('2027-01');
    expect(monthPlus('2026-01', -1)).toBe('2025-12');
  });
});
