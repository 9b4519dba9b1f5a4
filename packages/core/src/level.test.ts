import { describe, expect, it } from 'vitest';
import { levelLabel, levelOf } from './level.ts';

describe('levelOf', () => {
  it.each([
    [0, 1],
    [1, 2],
    [9, 10],
    [10, 1],
    [11, 2],
    [19, 10],
    [20, 1],
    [25, 6],
  ])('when the point grade is %i, then the level is %i', (grade, level) => {
    expect(levelOf(grade)).toBe(level);
  });
});

describe('levelLabel', () => {
  it('when the point grade is 25, then the header shows Lv.6', () => {
    expect(levelLabel(25)).toBe('Lv.6');
  });
});
