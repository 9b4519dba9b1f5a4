import { describe, expect, it } from 'vitest';
import { buildPatternColumns, type PatternMark, runLengths } from './pattern-board.ts';

const odd: PatternMark = { label: '홀', tone: 'a' };
const even: PatternMark = { label: '짝', tone: 'b' };
const rounds = (marks: (PatternMark | null)[]) => marks.map((mark, i) => ({ roundKey: `r${i + 1}`, mark }));
const labels = (columns: ReturnType<typeof buildPatternColumns>) =>
  columns.map((column) => column.marks.map((mark) => mark.label).join(''));

describe('buildPatternColumns', () => {
  it('when the result changes, then a new column starts', () => {
    const columns = buildPatternColumns(rounds([odd, odd, even, odd, even, even, even]));
    expect(labels(columns)).toEqual(['홀홀', '짝', '홀', '짝짝짝']);
    expect(columns[3]!.marks.map((mark) => mark.roundKey)).toEqual(['r5', 'r6', 'r7']);
  });

  it('when a run is longer than the rows, then it carries on in the next column and counts as one run', () => {
    const columns = buildPatternColumns(rounds([...Array(8).fill(odd), even]), 6);
    expect(labels(columns)).toEqual(['홀홀홀홀홀홀', '홀홀', '짝']);
    expect(runLengths(columns)).toEqual([8, 1]);
  });

  it('when a round has no mark (void, baccarat tie), then it is skipped', () => {
    expect(labels(buildPatternColumns(rounds([odd, null, odd, even])))).toEqual(['홀홀', '짝']);
  });

  it('when there are no results, then the board is empty', () => {
    expect(buildPatternColumns([])).toEqual([]);
    expect(runLengths([])).toEqual([]);
  });
});
