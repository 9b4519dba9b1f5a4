import { dragonLines } from '@hanpan/core/casino/slots/dragon-lines';
import { threeByThreeLines } from '@hanpan/core/casino/slots/paylines';
import type { SlotSpinResult } from '@hanpan/core/casino/slots/slot-types';
import { describe, expect, it } from 'vitest';
import { drawnWinLines, winningCells } from './win-lines.ts';

const spin = (window: string[][], extra: Partial<SlotSpinResult> = {}): SlotSpinResult => ({
  stops: window.map(() => 0),
  window,
  lineWins: [],
  scatterCount: 0,
  scatterWin: 0,
  win: 0,
  ...extra,
});

describe('drawnWinLines', () => {
  it.each([
    [
      'the middle row of 3 x 3, three of a kind',
      0,
      3,
      [
        [0, 1],
        [1, 1],
        [2, 1],
      ],
      '50,150 150,150 250,150',
    ],
    [
      'the top row, two cherries',
      1,
      2,
      [
        [0, 0],
        [1, 0],
      ],
      '50,50 150,50',
    ],
    [
      'the falling diagonal',
      3,
      3,
      [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
      '50,50 150,150 250,250',
    ],
    [
      'the rising diagonal',
      4,
      3,
      [
        [0, 2],
        [1, 1],
        [2, 0],
      ],
      '50,250 150,150 250,50',
    ],
  ])('when %s wins, then the line goes through its cells', (_name, line, count, cells, points) => {
    const drawn = drawnWinLines([{ line, symbol: 'seven', count, win: 300 }], threeByThreeLines, 100);
    expect(drawn).toEqual([{ line, cells, points }]);
  });

  it('when a 5 x 3 V line wins four long, then it stops at the fourth reel', () => {
    const drawn = drawnWinLines([{ line: 3, symbol: 'dragon', count: 4, win: 10 }], dragonLines.lines, 100);
    expect(drawn[0]?.points).toBe('50,50 150,150 250,250 350,150');
  });

  it('when a line number is unknown, then it is left out', () => {
    expect(drawnWinLines([{ line: 99, symbol: 'seven', count: 3, win: 1 }], threeByThreeLines, 100)).toEqual(
      [],
    );
  });
});

describe('winningCells', () => {
  it('when scatters paid, then every scatter cell is lit beside the line cells', () => {
    const window = [
      ['pearl', 'whale', 'whale'],
      ['fish', 'whale', 'pearl'],
      ['whale', 'whale', 'shell'],
      ['pearl', 'fish', 'shell'],
      ['shell', 'shell', 'fish'],
    ];
    const result = spin(window, {
      lineWins: [{ line: 0, symbol: 'whale', count: 3, win: 100 }],
      scatterCount: 3,
      scatterWin: 200,
    });
    expect([...winningCells(result, dragonLines.lines, 'pearl')].sort()).toEqual(
      ['0:0', '0:1', '1:1', '1:2', '2:1', '3:0'].sort(),
    );
  });

  it('when nothing won, then no cell is lit', () => {
    expect(winningCells(spin([['a'], ['b'], ['c']]), threeByThreeLines, null).size).toBe(0);
  });
});
