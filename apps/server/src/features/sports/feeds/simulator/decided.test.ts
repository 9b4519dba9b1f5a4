import { fixtureStatus } from '@hanpan/core/sports/fixture-status';
import { describe, expect, it } from 'vitest';
import { trade360Settlement as S } from '../trade360/messages.ts';
import { decidedSettlement } from './decided.ts';
import type { MatchState, PeriodScore } from './match-engine.ts';

type Period = [home: number, away: number, isFinished: boolean];

// A live (or finished) state from its periods; the scoreboard adds them up (regulation: the first `regulation`).
function stateOf(periods: Period[], isFinished = false, regulation = 2): MatchState {
  const scores: PeriodScore[] = periods.map(([home, away, done], index) => ({
    number: index + 1,
    home,
    away,
    isFinished: done || isFinished,
  }));
  const add = (list: PeriodScore[]) =>
    list.reduce((acc, p) => ({ home: acc.home + p.home, away: acc.away + p.away }), { home: 0, away: 0 });
  return {
    status: isFinished ? fixtureStatus.finished : fixtureStatus.live,
    period: periods.length,
    clock: 0,
    feedClock: null,
    progress: 0.5,
    periods: scores,
    score: add(scores),
    regulation: add(scores.slice(0, regulation)),
    isSuspended: false,
    suspendReason: null,
    incidents: [],
    redCards: null,
  };
}

const firstHalfLive = stateOf([[1, 0, false]]);
const halfTime = stateOf([[1, 0, true]]);
const secondHalf = stateOf([
  [1, 0, true],
  [1, 1, false],
]);
const fullTime = stateOf(
  [
    [1, 0, true],
    [1, 1, true],
  ],
  true,
);

describe('when the events so far decide a market of the built-in feed', () => {
  it.each([
    // label, sport, market, pick, line, state, expected (null: still open)
    ['전반 승무패 at 1:0 in the first half', 201, 41, 'X', null, firstHalfLive, null],
    ['전반 승무패 at half time', 201, 41, 'X', null, halfTime, S.loser],
    ['전반 승무패 in the second half', 201, 41, '1', null, secondHalf, S.winner],
    ['전반 언더오버 over 0.5 passed in the first half', 201, 21, 'Over', 0.5, firstHalfLive, S.winner],
    ['전반 언더오버 under 0.5 passed in the first half', 201, 21, 'Under', 0.5, firstHalfLive, S.loser],
    ['전반 언더오버 under 1.5 not yet passed', 201, 21, 'Under', 1.5, firstHalfLive, null],
    ['전반 언더오버 under 1.5 at half time', 201, 21, 'Under', 1.5, halfTime, S.winner],
    ['언더오버 over 2.5 at 2:1 live', 201, 2, 'Over', 2.5, secondHalf, S.winner],
    ['언더오버 over 3.5 at 2:1 live', 201, 2, 'Over', 3.5, secondHalf, null],
    [
      '언더오버 over 2.75 at 2:1 live (half won could still become won)',
      201,
      2,
      'Over',
      2.75,
      secondHalf,
      null,
    ],
    ['언더오버 over 2.25 at 2:1 live (both halves passed)', 201, 2, 'Over', 2.25, secondHalf, S.winner],
    ['언더오버 under 3 at 2:1 live', 201, 2, 'Under', 3, secondHalf, null],
    ['승무패 at 2:1 live', 201, 1, '1', null, secondHalf, null],
    ['승무패 at full time', 201, 1, '1', null, fullTime, S.winner],
    ['핸디캡 at 2:1 live', 201, 3, '1', -0.5, secondHalf, null],
    ['홀짝 at 2:1 live', 201, 5, 'Odd', null, secondHalf, null],
    ['홀짝 at full time', 201, 5, 'Odd', null, fullTime, S.winner],
    ['양팀득점 yes once both scored', 201, 17, 'Yes', null, secondHalf, S.winner],
    ['양팀득점 no while one side has not scored', 201, 17, 'No', null, firstHalfLive, null],
    ['더블찬스 at 2:1 live', 201, 7, '1X', null, secondHalf, null],
  ] as const)('%s, then it settles %s', (_label, sportId, marketId, name, line, state, expected) => {
    expect(decidedSettlement(sportId, { marketId, name, line }, state)).toBe(expected);
  });

  it('when ice hockey is level after regulation and in overtime, then 1X2 is decided and 12 is not', () => {
    const overtime = stateOf(
      [
        [1, 0, true],
        [0, 1, true],
        [1, 1, true],
        [0, 0, false],
      ],
      false,
      3,
    );
    expect(decidedSettlement(205, { marketId: 1, name: 'X', line: null }, overtime)).toBe(S.winner);
    expect(decidedSettlement(205, { marketId: 226, name: '1', line: null }, overtime)).toBeNull();
    expect(decidedSettlement(205, { marketId: 41, name: '1', line: null }, overtime)).toBe(S.winner);
  });

  it('when a bout is in round 7, then rounds over 6.5 is decided and over 9.5 is not', () => {
    const round7 = stateOf(
      Array.from({ length: 7 }, (_, i): Period => [0, 0, i < 6]),
      false,
      12,
    );
    expect(decidedSettlement(208, { marketId: 29, name: 'Over', line: 6.5 }, round7)).toBe(S.winner);
    expect(decidedSettlement(208, { marketId: 29, name: 'Over', line: 9.5 }, round7)).toBeNull();
    expect(decidedSettlement(208, { marketId: 52, name: '1', line: null }, round7)).toBeNull();
  });

  it('when a match has not started, then nothing is decided', () => {
    const prematch = { ...stateOf([]), status: fixtureStatus.notStarted, period: 0 };
    expect(decidedSettlement(201, { marketId: 2, name: 'Under', line: 0.5 }, prematch)).toBeNull();
  });
});
