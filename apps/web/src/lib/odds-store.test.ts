import type { SportsFixture } from '@hanpan/core/api/sports';
import type { FixtureChangedMessage, LiveFixtureState } from '@hanpan/core/api/sports-realtime';
import type { LiveIncident } from '@hanpan/core/sports/live-incidents';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyFixtureChange,
  applyLiveChange,
  flashEndGroupMs,
  flashMs,
  getFixtureLive,
  getMarketStatus,
  getMarketSuspendReason,
  getOutcomeCell,
  isFixtureOpen,
  resetOddsStore,
  seedFixtures,
  subscribeOutcome,
} from './odds-store.ts';

/** A prematch soccer fixture with 승무패 (ids o1, oX, o2) and 언더오버 2.5 (oO, oU). */
/** A live state's scoreboard fields, empty. */
const firstHalf = (home: number, away: number) => ({ number: 1, home, away, isFinished: false });
const goal: LiveIncident = {
  kind: 'goal',
  period: 1,
  clockSeconds: 600,
  side: 1,
  score: { home: 1, away: 0 },
};
const redCard: LiveIncident = { kind: 'redCard', period: 1, clockSeconds: 900, side: 1, score: null };

/** Fixture 7 in play at home-away, with its first half and a goal on the board. */
function liveFixture(home: number, away: number): SportsFixture {
  return {
    ...fixture(),
    status: 2,
    gameType: 3,
    live: {
      scoreHome: home,
      scoreAway: away,
      period: 1,
      periodName: '전반',
      clockSeconds: 1_200,
      clockAt: '2026-11-24T00:00:00.000Z',
      periods: [firstHalf(home, away)],
      redCards: { home: 0, away: 0 },
      incidents: [goal],
    },
  };
}

const boardOf = () => ({ clockAt: '2026-11-24T00:00:00.000Z', periods: [], redCards: null, incidents: [] });

function fixture(id = 7): SportsFixture {
  const outcome = (outcomeId: string, name: string, price: number, baseLine = '') => ({
    id: outcomeId,
    name,
    pickLabel: name,
    line: baseLine,
    baseLine,
    price,
    status: 'open' as const,
  });
  return {
    fixtureId: id,
    sportId: 201,
    sportName: '축구',
    regionId: 1,
    regionName: '잉글랜드',
    leagueId: 67,
    leagueName: '프리미어리그',
    homeName: '홈',
    awayName: '원정',
    startAt: '2026-11-21T15:00:00.000Z',
    status: 1,
    gameType: 0,
    live: null,
    markets: [
      {
        marketId: 1,
        name: '승무패',
        kind: 'threeWay',
        status: 'open',
        suspendReason: null,
        mainLine: null,
        outcomes: [outcome('o1', '1', 195), outcome('oX', 'X', 330), outcome('o2', '2', 410)],
      },
      {
        marketId: 2,
        name: '언더오버',
        kind: 'lineTwoWay',
        status: 'open',
        suspendReason: null,
        mainLine: '2.5',
        outcomes: [outcome('oO', 'Over', 190, '2.5'), outcome('oU', 'Under', 190, '2.5')],
      },
    ],
    marketCount: 2,
  };
}

/** A fixture message with only outcome changes. */
function priceMessage(
  ...changes: [string, number, ('open' | 'suspended' | 'settled')?][]
): FixtureChangedMessage {
  return {
    type: 'fixtureChanged',
    fixtureId: 7,
    markets: [],
    outcomes: changes.map(([id, price, status]) => ({ id, marketId: 1, price, status: status ?? 'open' })),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetOddsStore();
  seedFixtures([fixture()], 1_000);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('applyFixtureChange', () => {
  it.each([
    ['rises', 205, 'up'],
    ['falls', 180, 'down'],
  ])('when a price %s, then the cell flashes %s and stops after the flash time', (_, price, flash) => {
    applyFixtureChange(priceMessage(['o1', price]), 2_000);
    expect(getOutcomeCell('o1')).toEqual({ price, status: 'open', flash });
    vi.advanceTimersByTime(flashMs - 1);
    expect(getOutcomeCell('o1')?.flash).toBe(flash);
    vi.advanceTimersByTime(1);
    expect(getOutcomeCell('o1')).toEqual({ price, status: 'open', flash: null });
  });

  it('when a price moves twice, then the flash follows the last move and lasts from it', () => {
    applyFixtureChange(priceMessage(['o1', 205]), 2_000);
    vi.advanceTimersByTime(1_500);
    applyFixtureChange(priceMessage(['o1', 200]), 3_500);
    vi.advanceTimersByTime(1_500);
    expect(getOutcomeCell('o1')).toEqual({ price: 200, status: 'open', flash: 'down' });
    vi.advanceTimersByTime(500);
    expect(getOutcomeCell('o1')?.flash).toBeNull();
  });

  it('when prices move moments apart, then their flashes end together in one task', () => {
    const heard: string[] = [];
    for (const id of ['o1', 'oX']) subscribeOutcome(id, () => heard.push(id));
    applyFixtureChange(priceMessage(['o1', 205]), 2_000);
    vi.advanceTimersByTime(flashEndGroupMs - 50);
    applyFixtureChange(priceMessage(['oX', 340]), 2_200);
    heard.length = 0;
    vi.advanceTimersByTime(flashMs - (flashEndGroupMs - 50));
    expect(getOutcomeCell('o1')?.flash).toBeNull();
    expect(getOutcomeCell('oX')?.flash).toBeNull();
    expect(heard).toEqual(['o1', 'oX']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('when one outcome changes, then only its listeners hear of it', () => {
    const heard: string[] = [];
    for (const id of ['o1', 'oX', 'o2', 'oO']) subscribeOutcome(id, () => heard.push(id));
    applyFixtureChange(priceMessage(['oX', 340], ['o2', 410]), 2_000);
    expect(heard).toEqual(['oX']);
  });

  it('when an outcome is suspended without a price move, then it locks without flashing', () => {
    applyFixtureChange(priceMessage(['o2', 410, 'suspended']), 2_000);
    expect(getOutcomeCell('o2')).toEqual({ price: 410, status: 'suspended', flash: null });
  });

  it('when a message names an outcome the page never showed, then it is not stored but its price is reported', () => {
    const applied = applyFixtureChange(priceMessage(['other', 250]), 2_000);
    expect(getOutcomeCell('other')).toBeUndefined();
    expect(applied.prices).toEqual([{ id: 'other', price: 250 }]);
  });

  it('when prices move, then the moved ones are reported for the cart', () => {
    const applied = applyFixtureChange(priceMessage(['o1', 199], ['oX', 330]), 2_000);
    expect(applied.prices).toEqual([{ id: 'o1', price: 199 }]);
  });

  it('when a market is suspended or its main line moves, then its status changes and the move is reported', () => {
    const applied = applyFixtureChange(
      {
        type: 'fixtureChanged',
        fixtureId: 7,
        markets: [
          { marketId: 1, status: 'suspended', suspendReason: 'goalCheck', mainLine: null },
          { marketId: 2, status: 'open', suspendReason: null, mainLine: '2.75' },
        ],
        outcomes: [],
      },
      2_000,
    );
    expect(getMarketStatus(7, 1)).toBe('suspended');
    expect(getMarketStatus(7, 2)).toBe('open');
    expect(applied.mainLineMarketIds).toEqual([2]);
  });

  it('when the fixture starts and scores, then its live state changes and the clock restarts from the message', () => {
    applyFixtureChange(
      {
        type: 'fixtureChanged',
        fixtureId: 7,
        fixture: { status: 2, score: { home: 1, away: 0 }, period: 1, clockSeconds: 600 },
        markets: [],
        outcomes: [],
      },
      5_000,
    );
    expect(getFixtureLive(7)).toEqual({
      status: 2,
      scoreHome: 1,
      scoreAway: 0,
      period: 1,
      clockSeconds: 600,
      clockAt: 5_000,
      periods: [],
      redCards: null,
      incidents: [],
      scoreChangedAt: 5_000,
    });
  });

  it('when a market is suspended with a reason and reopens, then the reason is stored and then cleared', () => {
    const market = (status: 'open' | 'suspended', suspendReason: 'goalCheck' | null) => ({
      type: 'fixtureChanged' as const,
      fixtureId: 7,
      markets: [{ marketId: 1, status, suspendReason, mainLine: null }],
      outcomes: [],
    });
    expect(getMarketSuspendReason(7, 1)).toBeNull();
    applyFixtureChange(market('suspended', 'goalCheck'), 2_000);
    expect(getMarketSuspendReason(7, 1)).toBe('goalCheck');
    applyFixtureChange(market('open', null), 3_000);
    expect(getMarketSuspendReason(7, 1)).toBeNull();
  });

  it('when a stale message comes after a newer one, then the newer reason stays', () => {
    applyFixtureChange(
      {
        type: 'fixtureChanged',
        fixtureId: 7,
        markets: [{ marketId: 1, status: 'suspended', suspendReason: 'var', mainLine: null }],
        outcomes: [],
      },
      3_000,
    );
    applyFixtureChange(
      {
        type: 'fixtureChanged',
        fixtureId: 7,
        markets: [{ marketId: 1, status: 'open', suspendReason: null, mainLine: null }],
        outcomes: [],
      },
      2_000,
    );
    expect(getMarketSuspendReason(7, 1)).toBe('var');
  });

  it('when a message carries the scoreboard and timeline, then they replace the stored ones', () => {
    applyFixtureChange(
      {
        type: 'fixtureChanged',
        fixtureId: 7,
        fixture: {
          status: 2,

          periods: [firstHalf(0, 0)],
          redCards: { home: 0, away: 0 },
          incidents: [],
        },
        markets: [],
        outcomes: [],
      },
      2_000,
    );
    applyFixtureChange(
      {
        type: 'fixtureChanged',
        fixtureId: 7,
        fixture: { redCards: { home: 1, away: 0 }, incidents: [redCard] },
        markets: [],
        outcomes: [],
      },
      3_000,
    );
    expect(getFixtureLive(7)).toMatchObject({
      periods: [firstHalf(0, 0)],
      redCards: { home: 1, away: 0 },
      incidents: [redCard],
      scoreChangedAt: null,
    });
  });
});

describe('seedFixtures', () => {
  it('when a reply brings a live score, then the board is stored but nothing counts as a score change', () => {
    seedFixtures([liveFixture(2, 1)], 2_000);
    expect(getFixtureLive(7)).toMatchObject({
      scoreHome: 2,
      scoreAway: 1,
      periods: [firstHalf(2, 1)],
      incidents: [goal],
      scoreChangedAt: null,
    });
  });

  it('when a reply is seeded after a goal message, then the flash time of that goal is kept', () => {
    seedFixtures([liveFixture(0, 0)], 2_000);
    applyFixtureChange(
      {
        type: 'fixtureChanged',
        fixtureId: 7,
        fixture: { score: { home: 1, away: 0 } },
        markets: [],
        outcomes: [],
      },
      3_000,
    );
    seedFixtures([liveFixture(1, 0)], 4_000);
    expect(getFixtureLive(7)?.scoreChangedAt).toBe(3_000);
  });

  it('when a cached reply older than a patch is seeded again, then the patch stays', () => {
    applyFixtureChange(priceMessage(['o1', 220]), 2_000);
    seedFixtures([fixture()], 1_500);
    expect(getOutcomeCell('o1')?.price).toBe(220);
  });

  it('when a newer reply is seeded, then it replaces the values without a flash', () => {
    applyFixtureChange(priceMessage(['o1', 220]), 2_000);
    vi.advanceTimersByTime(flashMs);
    seedFixtures([fixture()], 3_000);
    expect(getOutcomeCell('o1')).toEqual({ price: 195, status: 'open', flash: null });
  });
});

describe('applyLiveChange', () => {
  it('when a live message carries a new score, then the fixture changes; the same clock keeps its time', () => {
    applyFixtureChange(
      {
        type: 'fixtureChanged',
        fixtureId: 7,
        fixture: { status: 2, clockSeconds: 60, ...boardOf() },
        markets: [],
        outcomes: [],
      },
      2_000,
    );
    applyLiveChange(
      {
        type: 'liveChanged',
        fixtures: [
          {
            fixtureId: 7,
            sportId: 201,
            status: 2,
            scoreHome: 0,
            scoreAway: 1,
            period: 1,
            clockSeconds: 60,
            ...boardOf(),
          },
          {
            fixtureId: 99,
            sportId: 201,
            status: 2,
            scoreHome: 3,
            scoreAway: 3,
            period: 2,
            clockSeconds: 10,
            ...boardOf(),
          },
        ],
      },
      4_000,
    );
    expect(getFixtureLive(7)).toMatchObject({ scoreHome: 0, scoreAway: 1, clockSeconds: 60, clockAt: 2_000 });
    expect(getFixtureLive(99)).toBeUndefined();
  });
});

describe('applyLiveChange scoreboard', () => {
  const state = (over: Partial<LiveFixtureState>): LiveFixtureState => ({
    fixtureId: 7,
    sportId: 201,
    status: 2,
    scoreHome: 0,
    scoreAway: 0,
    period: 1,
    clockSeconds: 60,
    ...boardOf(),
    ...over,
  });

  beforeEach(() => seedFixtures([liveFixture(0, 0)], 1_500));

  it('when only the timeline and periods change, then they are stored and listeners hear, with no score change', () => {
    applyLiveChange(
      { type: 'liveChanged', fixtures: [state({ periods: [firstHalf(0, 0)], incidents: [redCard] })] },
      2_000,
    );
    expect(getFixtureLive(7)).toMatchObject({
      periods: [firstHalf(0, 0)],
      incidents: [redCard],
      scoreChangedAt: null,
    });
  });

  it('when the score changes, then the change time is stored; a later message with the same score keeps it', () => {
    applyLiveChange({ type: 'liveChanged', fixtures: [state({ scoreHome: 1, incidents: [goal] })] }, 2_000);
    expect(getFixtureLive(7)?.scoreChangedAt).toBe(2_000);
    applyLiveChange(
      { type: 'liveChanged', fixtures: [state({ scoreHome: 1, clockSeconds: 120, incidents: [goal] })] },
      3_000,
    );
    expect(getFixtureLive(7)).toMatchObject({ clockSeconds: 120, scoreChangedAt: 2_000 });
  });
});

describe('isFixtureOpen', () => {
  it.each([
    [1, 0, true],
    [9, 0, true],
    [2, 0, false],
    [3, 0, false],
    [2, 3, true],
    [1, 3, false],
    [6, 3, false],
  ] as const)('when status is %i on a page of GameType %i, then open is %s', (status, gameType, open) => {
    expect(isFixtureOpen(status, gameType)).toBe(open);
  });
});
