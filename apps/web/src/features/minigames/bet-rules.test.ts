import { type MinigameBetView, minigameBetText } from '@hanpan/core/api/minigame-bets';
import type { MinigameRoundView } from '@hanpan/core/api/minigames';
import { describe, expect, it } from 'vitest';
import {
  betFormProblem,
  betReplyText,
  choosePickText,
  enterStakeText,
  pickedCodes,
  potentialWinOf,
  roundBetState,
  shortPickName,
  todaysBets,
} from './bet-rules.ts';

const round = (overrides: Partial<MinigameRoundView> = {}): MinigameRoundView => ({
  gameType: 451,
  roundKey: '2026-11-24-100',
  gameUid: '451-2026-11-24-100',
  status: 'open',
  closeAt: '2026-11-24T01:39:30.000Z',
  drawAt: '2026-11-24T01:40:00.000Z',
  drawnAt: null,
  commitment: 'ab',
  seed: null,
  result: null,
  summary: null,
  ...overrides,
});

const bet = (overrides: Partial<MinigameBetView> = {}): MinigameBetView => ({
  id: '1',
  gameType: 451,
  gameName: 'EOS 파워볼 1분',
  roundKey: '2026-11-24-100',
  gameUid: '451-2026-11-24-100',
  pick: 1,
  pickName: '파워볼 홀',
  marketName: '파워볼 홀짝',
  odds: 195,
  stake: 10_000,
  potentialWin: 19_500,
  status: 'open',
  payout: null,
  placedAt: '2026-11-24T01:39:00.000Z',
  settledAt: null,
  ...overrides,
});

describe('the odds buttons', () => {
  it('when the round is before its close, then it takes bets; at and after the close, or between rounds, it does not', () => {
    const close = Date.parse('2026-11-24T01:39:30.000Z');
    expect(roundBetState(round(), close - 1)).toBe('open');
    expect(roundBetState(round(), close)).toBe('closed');
    expect(roundBetState(round({ status: 'drawn' }), close - 10_000)).toBe('closed');
    expect(roundBetState(null, close)).toBe('none');
    expect(roundBetState(undefined, close)).toBe('none');
  });

  it.each([
    ['파워볼 홀짝', '파워볼 홀', '홀'],
    ['파워볼 구간', '파워볼 A (0-2)', 'A (0-2)'],
    ['일반볼 합 홀짝', '일반볼 홀', '홀'],
    ['일반볼 합 대중소', '대 (81-130)', '대 (81-130)'],
    ['파워볼 홀짝+일반볼 홀짝', '파워볼 홀+일반볼 홀', '홀+홀'],
    ['파워볼 홀짝+일반볼 언더오버', '파워볼 짝+일반볼 언더', '짝+언더'],
    ['출발', '좌', '좌'],
    ['플레이어 페어', '플레이어 페어', '페어'],
  ])('when market %s shows pick %s, then its button reads %s', (market, pick, shown) => {
    expect(shortPickName(market, pick)).toBe(shown);
  });

  it('when the member holds picks in the current round, then only those are marked', () => {
    const bets = [
      bet({ pick: 1 }),
      bet({ id: '2', pick: 4 }),
      bet({ id: '3', pick: 2, gameUid: '451-2026-11-24-99' }),
    ];
    expect([...pickedCodes(bets, '451-2026-11-24-100')].sort()).toEqual([1, 4]);
    expect(pickedCodes(bets, undefined).size).toBe(0);
  });
});

describe('the bet form', () => {
  it('when a stake is typed, then the potential win is stake x odds rounded down to the won', () => {
    expect(potentialWinOf(10_000, 195)).toBe(19_500);
    expect(potentialWinOf(1_001, 195)).toBe(1_951);
    expect(potentialWinOf(0, 195)).toBe(0);
  });

  it('when the form is pressed, then a missing pick, a closed round, no stake and too little cash are said in that order', () => {
    const ok = { hasPick: true, betState: 'open', stake: 5_000, cash: 10_000 } as const;
    expect(betFormProblem(ok)).toBeNull();
    expect(betFormProblem({ ...ok, hasPick: false, betState: 'closed' })).toBe(choosePickText);
    expect(betFormProblem({ ...ok, betState: 'closed', stake: 0 })).toBe(minigameBetText.notBettable);
    expect(betFormProblem({ ...ok, betState: 'none' })).toBe(minigameBetText.notBettable);
    expect(betFormProblem({ ...ok, stake: 0 })).toBe(enterStakeText);
    expect(betFormProblem({ ...ok, stake: 10_001 })).toBe(minigameBetText.insufficientBalance);
    expect(betFormProblem({ ...ok, stake: 10_000 })).toBeNull();
  });

  it.each([
    [0, minigameBetText.placed],
    [2, minigameBetText.noGame],
    [3, minigameBetText.insufficientBalance],
    [5, minigameBetText.closedByStaff],
    [6, minigameBetText.notBettable],
    [7, minigameBetText.betLimits],
    [8, minigameBetText.roundLimits],
    [10, minigameBetText.cannotPlay],
    [42, '베팅할 수 없습니다. (코드 42)'],
  ])('when the server answers code %i without a message, then the form says %s', (code, text) => {
    expect(betReplyText(code)).toBe(text);
  });

  it('when the server explains itself, then its message is shown', () => {
    expect(betReplyText(6, '서버 문구')).toBe('서버 문구');
    expect(betReplyText(6, '  ')).toBe(minigameBetText.notBettable);
  });
});

describe('the member’s bets', () => {
  it('when the lobby lists today, then only bets of its games placed on the KST day show', () => {
    // 2026-11-24 00:30 KST is 2026-11-23 15:30 UTC: a bet at 14:59 UTC was placed the day before in Seoul.
    const now = Date.parse('2026-11-23T15:30:00.000Z');
    const bets = [
      bet({ id: 'today', placedAt: '2026-11-23T15:01:00.000Z' }),
      bet({ id: 'yesterday', placedAt: '2026-11-23T14:59:00.000Z' }),
      bet({ id: 'other-lobby', gameType: 101, placedAt: '2026-11-23T15:10:00.000Z' }),
    ];
    expect(todaysBets(bets, now, [451, 452]).map((entry) => entry.id)).toEqual(['today']);
  });
});
