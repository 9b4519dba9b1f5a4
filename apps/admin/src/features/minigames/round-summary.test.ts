import { describe, expect, it } from 'vitest';
import { describeSummary } from './round-summary.ts';

describe('round summary', () => {
  it.each([
    [{ sum: 73, powerball: 5 }, '합 73 · 파워볼 5'],
    [{ start: 'left', rungs: 3, finish: 'even' }, '출발 좌 · 3줄 · 결과 짝'],
    [
      { playerTotal: 6, bankerTotal: 7, winner: 'banker', playerPair: true, bankerPair: false },
      '플레이어 6 · 뱅커 7 · 뱅커 승 · 플레이어 페어',
    ],
    [{ rank: 12, suit: 'heart' }, '카드 ♥Q'],
    [null, '-'],
  ])('when the summary %j is shown, then it reads %j', (summary, text) => {
    expect(describeSummary(summary)).toBe(text);
  });
});
