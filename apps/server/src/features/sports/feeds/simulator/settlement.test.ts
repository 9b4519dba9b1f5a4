import { describe, expect, it } from 'vitest';
import { trade360Settlement as S } from '../trade360/messages.ts';
import { chancesFrom, impliedChance } from './pricing.ts';
import { scopeScore, settleBet } from './settlement.ts';

describe('settlement of one bet', () => {
  it.each([
    // market, pick, line, home, away, settlement
    [1, '1', null, 2, 1, S.winner],
    [1, 'X', null, 2, 1, S.loser],
    [1, 'X', null, 1, 1, S.winner],
    [1, '2', null, 1, 1, S.loser],
    [7, '1X', null, 1, 1, S.winner],
    [7, '12', null, 1, 1, S.loser],
    [7, 'X2', null, 0, 3, S.winner],
    [52, '1', null, 3, 1, S.winner],
    [226, '2', null, 100, 100, S.refund],
    [3, '1', -1, 2, 1, S.refund],
    [3, '2', 1, 2, 1, S.refund],
    [3, '1', -1.5, 2, 1, S.loser],
    [3, '2', 1.5, 2, 1, S.winner],
    [3, '1', -0.25, 1, 1, S.halfLost],
    [3, '2', 0.25, 1, 1, S.halfWon],
    [3, '1', -0.75, 2, 1, S.halfWon],
    [3, '2', 0.75, 2, 1, S.halfLost],
    [3, '1', -0.75, 3, 1, S.winner],
    [2, 'Over', 2.5, 2, 1, S.winner],
    [2, 'Under', 2.5, 2, 1, S.loser],
    [2, 'Over', 3, 2, 1, S.refund],
    [2, 'Over', 2.25, 1, 1, S.halfLost],
    [2, 'Under', 2.25, 1, 1, S.halfWon],
    [2, 'Over', 2.75, 2, 1, S.halfWon],
    [2, 'Under', 2.75, 2, 1, S.halfLost],
    [5, 'Odd', null, 2, 1, S.winner],
    [5, 'Even', null, 0, 0, S.winner],
    [17, 'Yes', null, 1, 0, S.loser],
    [17, 'No', null, 1, 0, S.winner],
    [342, '1', -5.5, 101, 95, S.winner],
    [28, 'Under', 220.5, 110, 110, S.winner],
  ] as const)('when market %s pick %s line %s ends %s-%s, then it settles %s', (marketId, name, line, home, away, expected) => {
    expect(settleBet({ marketId, name, line }, { home, away })).toBe(expected);
  });

  it('when a boxing bout ends in round 8, then rounds over 6.5 win and over 9.5 lose', () => {
    expect(settleBet({ marketId: 29, name: 'Over', line: 6.5 }, { home: 1, away: 0, rounds: 8 })).toBe(
      S.winner,
    );
    expect(settleBet({ marketId: 29, name: 'Over', line: 9.5 }, { home: 1, away: 0, rounds: 8 })).toBe(
      S.loser,
    );
  });

  it('when the market is unknown, then the bet is cancelled', () => {
    expect(settleBet({ marketId: 9999, name: '1', line: null }, { home: 1, away: 0 })).toBe(S.cancelled);
  });

  it('when ice hockey goes to overtime, then 1X2 settles on regulation and 12 including overtime on the final', () => {
    const final = {
      score: { home: 3, away: 2 },
      regulation: { home: 2, away: 2 },
      periods: [
        { home: 1, away: 0 },
        { home: 0, away: 2 },
        { home: 1, away: 0 },
        { home: 1, away: 0 },
      ],
    };
    expect(settleBet({ marketId: 1, name: 'X', line: null }, scopeScore(205, 1, final))).toBe(S.winner);
    expect(settleBet({ marketId: 226, name: '1', line: null }, scopeScore(205, 226, final))).toBe(S.winner);
    expect(settleBet({ marketId: 41, name: '1', line: null }, scopeScore(205, 41, final))).toBe(S.winner);
    expect(settleBet({ marketId: 42, name: '2', line: null }, scopeScore(205, 42, final))).toBe(S.winner);
  });

  it('when soccer is 1-0 at half time and 1-2 at the end, then first half markets settle on the first half', () => {
    const final = {
      score: { home: 1, away: 2 },
      regulation: { home: 1, away: 2 },
      periods: [
        { home: 1, away: 0 },
        { home: 0, away: 2 },
      ],
    };
    expect(settleBet({ marketId: 41, name: '1', line: null }, scopeScore(201, 41, final))).toBe(S.winner);
    expect(settleBet({ marketId: 21, name: 'Over', line: 0.75 }, scopeScore(201, 21, final))).toBe(S.halfWon);
    expect(settleBet({ marketId: 1, name: '2', line: null }, scopeScore(201, 1, final))).toBe(S.winner);
  });
});

describe('implied chance with refunds', () => {
  it('when a line can push, then the fair chances of both sides still add up to one', () => {
    // Home -1: wins by two or more 40%, wins by one 25% (push), else 35%.
    const home = new Map([
      [S.winner, 0.4],
      [S.refund, 0.25],
      [S.loser, 0.35],
    ]);
    const away = new Map([
      [S.loser, 0.4],
      [S.refund, 0.25],
      [S.winner, 0.35],
    ]);
    expect(impliedChance(chancesFrom(home)) + impliedChance(chancesFrom(away))).toBeCloseTo(1, 9);
    expect(impliedChance(chancesFrom(home))).toBeCloseTo(0.4 / 0.75, 9);
  });

  it('when a quarter line can be half won or half lost, then the fair chances add up to one', () => {
    const home = new Map([
      [S.winner, 0.45],
      [S.halfLost, 0.27],
      [S.loser, 0.28],
    ]);
    const away = new Map([
      [S.loser, 0.45],
      [S.halfWon, 0.27],
      [S.winner, 0.28],
    ]);
    expect(impliedChance(chancesFrom(home)) + impliedChance(chancesFrom(away))).toBeCloseTo(1, 9);
  });
});
