import { describe, expect, it } from 'vitest';
import { summaryChips } from './family-views.ts';
import {
  formatCard,
  formatCountdown,
  formatRoundNumber,
  oddEvenText,
  roundNumberOf,
  truncateHash,
} from './minigame-format.ts';

describe('mini-game formatting', () => {
  it('when a round key is read, then its round number shows as N회', () => {
    expect(roundNumberOf('2026-11-24-123')).toBe(123);
    expect(formatRoundNumber('2026-11-24-7')).toBe('7회');
    expect(roundNumberOf('nonsense')).toBeNull();
    expect(formatRoundNumber('nonsense')).toBe('nonsense');
  });

  it('when time is left, then it counts down in m:ss, seconds rounded up, never below zero', () => {
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(4_001)).toBe('0:05');
    expect(formatCountdown(-3_000)).toBe('0:00');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
  });

  it('when a hash or a card shows, then the hash is shortened and the card named by suit and rank', () => {
    expect(truncateHash('a'.repeat(10) + 'b'.repeat(54), 6)).toBe('aaaaaa…bbbbbb');
    expect(truncateHash('abc')).toBe('abc');
    expect(formatCard({ rank: 12, suit: 'heart' })).toBe('♥Q');
    expect(formatCard({ rank: 10, suit: 'club' })).toBe('♣10');
    expect(oddEvenText(7)).toBe('홀');
    expect(oddEvenText(0)).toBe('짝');
  });

  it('when a round is summarised, then each family lists its market results', () => {
    expect(summaryChips('powerball', { sum: 71, powerball: 3 })).toEqual([
      '파워볼 홀',
      '언더',
      'B구간',
      '합 71',
      '홀',
      '언더',
      '중',
    ]);
    expect(summaryChips('ladder', { start: 'left', rungs: 3, finish: 'even' })).toEqual([
      '좌3짝',
      '좌',
      '3줄',
      '짝',
    ]);
    expect(summaryChips('speed-keno', { sum: 781 })).toEqual(['합 781', '홀', '오버']);
    expect(
      summaryChips('baccarat', {
        playerTotal: 8,
        bankerTotal: 8,
        winner: 'tie',
        playerPair: true,
        bankerPair: false,
      }),
    ).toEqual(['타이 승', 'P 8 : B 8', 'P페어']);
    expect(summaryChips('odd-even', { rank: 4, suit: 'spade' })).toEqual(['짝', '블랙']);
    expect(summaryChips('powerball', null)).toEqual([]);
  });
});
