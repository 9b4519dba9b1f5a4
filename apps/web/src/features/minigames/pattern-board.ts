// The pattern board (줄 그림) Korean players read: results in order, one column per run of the same
// result, top to bottom; a run longer than the board's rows carries on in a new column.

/** One cell of the board: the result's label and the tone it is drawn in. */
export type PatternMark = { label: string; tone: 'a' | 'b' | 'c' };

/** A column of the board: the run's marks with the rounds they came from. */
export type PatternColumn = { marks: readonly (PatternMark & { roundKey: string })[] };

/** Rows of the board, as on the Korean sites. */
export const patternRows = 6;

/** Builds the board's columns from results oldest first; a null mark (a void round, a tie) is skipped. */
export function buildPatternColumns(
  results: readonly { roundKey: string; mark: PatternMark | null }[],
  rows = patternRows,
): PatternColumn[] {
  const columns: { marks: (PatternMark & { roundKey: string })[] }[] = [];
  for (const { roundKey, mark } of results) {
    if (!mark) continue;
    const last = columns.at(-1);
    const lastMark = last?.marks.at(-1);
    if (last && lastMark?.label === mark.label && last.marks.length < rows) {
      last.marks.push({ ...mark, roundKey });
    } else {
      columns.push({ marks: [{ ...mark, roundKey }] });
    }
  }
  return columns;
}

/** The runs' lengths, e.g. [3, 1, 2]: a run split over columns counts once. */
export function runLengths(columns: readonly PatternColumn[]): number[] {
  const lengths: number[] = [];
  let previous: string | null = null;
  for (const column of columns) {
    const label = column.marks[0]?.label ?? null;
    if (label === previous && lengths.length > 0) lengths[lengths.length - 1]! += column.marks.length;
    else lengths.push(column.marks.length);
    previous = label;
  }
  return lengths;
}
