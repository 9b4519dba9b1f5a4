import type { BetHistoryItem, BetHistoryLeg, BetListData } from '@hanpan/core/api/bet-history';
import type { LiveFixtureState } from '@hanpan/core/api/sports-realtime';
import { describe, expect, it } from 'vitest';
import { openFixtureIds, patchLiveScores } from './live-scores.ts';

const leg = (fixtureId: string, extra: Partial<BetHistoryLeg> = {}): BetHistoryLeg => ({
  legNo: 1,
  fixtureId,
  sportId: 6046,
  leagueName: 'K리그1',
  homeName: '울산',
  awayName: '전북',
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

const bet = (
  id: string,
  legs: BetHistoryLeg[],
  status: BetHistoryItem['status'] = 'open',
): BetHistoryItem => ({
  id,
  kind: 'prematch',
  status,
  stake: 10_000,
  totalOdds: 210,
  bonusRate: 100,
  potentialPayout: 21_000,
  payout: null,
  settledOdds: null,
  isOddsChanged: false,
  placedAt: '2026-11-24T01:00:00.000Z',
  settledAt: null,
  isResettled: false,
  legs,
});

const page = (list: BetHistoryItem[]): BetListData => ({ list, page: 1, pageSize: 20, total: list.length });

const live = (
  fixtureId: number,
  status: number,
  home: number | null,
  away: number | null,
): LiveFixtureState => ({
  fixtureId,
  sportId: 6046,
  status,
  scoreHome: home,
  scoreAway: away,
  period: 10,
  clockSeconds: 600,
  clockAt: '2026-11-24T00:00:00.000Z',
  periods: [],
  redCards: null,
  incidents: [],
});

describe('patchLiveScores', () => {
  it('when a shown fixture kicks off and scores, then its legs in open bets show the status and score', () => {
    const data = page([bet('1', [leg('100'), leg('200', { legNo: 2 })]), bet('2', [leg('100')])]);
    const patched = patchLiveScores(data, [live(100, 2, 1, 0)]);
    expect(patched.list.map((item) => item.legs.map((l) => [l.fixtureId, l.fixtureStatus, l.score]))).toEqual(
      [
        [
          ['100', 2, { home: 1, away: 0 }],
          ['200', 1, null],
        ],
        [['100', 2, { home: 1, away: 0 }]],
      ],
    );
  });

  it('when the bet is already settled, then its legs keep the score the list gave', () => {
    const settled = bet('1', [leg('100', { fixtureStatus: 3, score: { home: 2, away: 1 } })], 'won');
    const data = page([settled]);
    expect(patchLiveScores(data, [live(100, 3, 2, 2)])).toBe(data);
  });

  it('when the message is about other fixtures or repeats the shown score, then the page is the same object', () => {
    const data = page([bet('1', [leg('100', { fixtureStatus: 2, score: { home: 0, away: 0 } })])]);
    expect(patchLiveScores(data, [live(999, 2, 1, 0)])).toBe(data);
    expect(patchLiveScores(data, [live(100, 2, 0, 0)])).toBe(data);
  });

  it('when a live message carries no score, then the last known score stays', () => {
    const data = page([bet('1', [leg('100', { fixtureStatus: 2, score: { home: 1, away: 1 } })])]);
    const patched = patchLiveScores(data, [live(100, 3, null, null)]);
    expect(patched.list[0]?.legs[0]).toMatchObject({ fixtureStatus: 3, score: { home: 1, away: 1 } });
  });
});

describe('openFixtureIds', () => {
  it("when the page has open and settled bets, then only the open bets' fixtures are followed, once each", () => {
    const data = page([
      bet('1', [leg('100'), leg('200', { legNo: 2 })]),
      bet('2', [leg('100')]),
      bet('3', [leg('300')], 'lost'),
    ]);
    expect(openFixtureIds(data)).toEqual(['100', '200']);
    expect(openFixtureIds(undefined)).toEqual([]);
  });
});
