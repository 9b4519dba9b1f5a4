import type { BetHistoryItem, BetHistoryLeg } from '@hanpan/core/api/bet-history';
import { describe, expect, it } from 'vitest';
import { bonusText, legMatchState, legPickText } from './bet-display.ts';

const leg = (extra: Partial<BetHistoryLeg> = {}): BetHistoryLeg => ({
  legNo: 1,
  fixtureId: '100',
  sportId: 6046,
  leagueName: 'K리그1',
  homeName: '울산',
  awayName: '전북',
  // 2026-11-24 19:00 KST.
  startAt: '2026-11-24T10:00:00.000Z',
  fixtureStatus: 1,
  score: null,
  marketId: 1,
  marketName: '승무패',
  pickLabel: '홈승',
  baseLine: null,
  odds: 210,
  isInplay: false,
  status: 'open',
  ...extra,
});

describe('legMatchState', () => {
  it.each([
    ['not started', leg(), { kind: 'scheduled', text: '11-24 19:00' }],
    ['about to start', leg({ fixtureStatus: 9 }), { kind: 'scheduled', text: '11-24 19:00' }],
    [
      'in play',
      leg({ fixtureStatus: 2, score: { home: 1, away: 0 } }),
      { kind: 'live', text: '라이브', score: '1 : 0' },
    ],
    ['in play before a score came', leg({ fixtureStatus: 2 }), { kind: 'live', text: '라이브', score: null }],
    [
      'finished',
      leg({ fixtureStatus: 3, score: { home: 2, away: 2 } }),
      { kind: 'finished', text: '종료', score: '2 : 2' },
    ],
    ['cancelled', leg({ fixtureStatus: 4 }), { kind: 'other', text: '취소', score: null }],
    ['postponed', leg({ fixtureStatus: 5 }), { kind: 'other', text: '연기', score: null }],
  ])('when the fixture is %s, then the row shows %o', (_name, input, state) => {
    expect(legMatchState(input)).toEqual(state);
  });
});

describe('legPickText', () => {
  it('when the pick has a line, then it follows the label in brackets as the slip shows it', () => {
    expect(legPickText(leg({ pickLabel: '원정승', baseLine: '+1.5' }))).toBe('원정승 (+1.5)');
    expect(legPickText(leg())).toBe('홈승');
  });
});

describe('bonusText', () => {
  it('when the bet has a bonus, then it reads as a multiplier; without one there is none', () => {
    expect(bonusText({ bonusRate: 103 } as BetHistoryItem)).toBe('×1.03');
    expect(bonusText({ bonusRate: 100 } as BetHistoryItem)).toBeNull();
  });
});
