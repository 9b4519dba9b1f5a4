import { describe, expect, it } from 'vitest';
import {
  formatOrder,
  formatPosition,
  formatResultLine,
  formatRtp,
  formatRunnerForm,
  formatTeamForm,
} from './virtual-format.ts';
import { isVirtualGameType, virtualGameOf } from './virtual-games.ts';

describe('virtual text', () => {
  it('when forms are written, then runners show places and teams show 승무패', () => {
    expect(formatRunnerForm([1, 3, 2])).toBe('1-3-2');
    expect(formatRunnerForm([])).toBe('-');
    expect(formatTeamForm(['W', 'D', 'L'])).toBe('승무패');
    expect(formatPosition(3)).toBe('3위');
    expect(formatOrder([5, 2, 1, 3])).toBe('5-2-1');
    expect(formatRtp(0.93125)).toBe('93.13%');
    expect(formatRtp(0.9)).toBe('90.00%');
  });

  it('when results are written, then a race names its first three and a match its score', () => {
    expect(formatResultLine({ kind: 'horse', order: [3, 1, 5, 2], frames: [], commentary: [] })).toBe(
      '1착 3번 · 2착 1번 · 3착 5번',
    );
    expect(
      formatResultLine({ kind: 'soccer', home: 2, away: 1, halfTime: { home: 1, away: 0 }, timeline: [] }),
    ).toBe('2 : 1 (전반 1 : 0)');
    const quarter = { home: 20, away: 20 };
    expect(
      formatResultLine({
        kind: 'basketball',
        quarters: [quarter, quarter, quarter, quarter, { home: 8, away: 4 }],
        home: 88,
        away: 84,
        regulation: { home: 80, away: 80 },
        timeline: [],
      }),
    ).toBe('88 : 84 (연장)');
  });

  it('when a route slug or game type is looked up, then the virtual game is found', () => {
    expect(virtualGameOf('dogBet365')).toMatchObject({
      kind: 'greyhound',
      gameType: 121,
      name: '가상 개경주',
    });
    expect(virtualGameOf(124)?.slug).toBe('basketballBet365');
    expect(virtualGameOf('powerball')).toBeUndefined();
    expect(isVirtualGameType(123)).toBe(true);
    expect(isVirtualGameType(101)).toBe(false);
  });
});
