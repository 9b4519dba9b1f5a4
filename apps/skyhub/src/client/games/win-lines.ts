import type { SlotLineWin, SlotSpinResult } from '@hanpan/core/casino/slots/slot-types';

/** One paying line as drawn over the reels: the cells it won on and the points of its polyline. */
export type DrawnWinLine = {
  line: number;
  /** [reel, row] of each winning cell, leftmost reel first. */
  cells: [number, number][];
  /** "x,y x,y ..." through the centres of the winning cells (cells of `cellSize` px). */
  points: string;
};

/** The winning lines of a spin, in the reels' coordinates; unknown line numbers are left out. */
export function drawnWinLines(
  lineWins: readonly SlotLineWin[],
  lines: readonly (readonly number[])[],
  cellSize: number,
): DrawnWinLine[] {
  return lineWins.flatMap((win) => {
    const rows = lines[win.line];
    if (!rows) return [];
    const cells = rows.slice(0, win.count).map((row, reel): [number, number] => [reel, row]);
    const points = cells
      .map(([reel, row]) => `${reel * cellSize + cellSize / 2},${row * cellSize + cellSize / 2}`)
      .join(' ');
    return [{ line: win.line, cells, points }];
  });
}

/** "reel:row" of every cell that won: the line wins' cells, and every scatter when the scatters paid. */
export function winningCells(
  spin: SlotSpinResult,
  lines: readonly (readonly number[])[],
  scatterSymbol: string | null,
): Set<string> {
  const cells = new Set<string>();
  for (const drawn of drawnWinLines(spin.lineWins, lines, 1)) {
    for (const [reel, row] of drawn.cells) cells.add(`${reel}:${row}`);
  }
  if (scatterSymbol && spin.scatterWin > 0) {
    spin.window.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        if (symbol === scatterSymbol) cells.add(`${reel}:${row}`);
      });
    });
  }
  return cells;
}
