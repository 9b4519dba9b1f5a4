import type { SportsFixtureData, SportsLiveData } from '@hanpan/core/api/sports';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { applyTrade360Message } from './catalogue-repository.ts';
import { at } from './feeds/trade360/test-catalogue.ts';
import {
  betOf,
  fixtureMessage,
  fixtureOf,
  livescoreMessage,
  marketOf,
  marketsMessage,
} from './feeds/trade360/test-messages.ts';

let t: TestApp;
beforeAll(async () => {
  // No shared answers: each call reads what the feed last wrote (no events are published here).
  t = await createTestApp({ sportsReadMaxAgeMs: 0 });
});
afterAll(async () => {
  await t.close();
});

const fixtureId = 13_000_001;
const results = (home: number, away: number) => [
  { Position: '1', Value: String(home) },
  { Position: '2', Value: String(away) },
];
const winner = (minute: number, status: number, reason?: string) =>
  marketsMessage(fixtureId, [
    {
      ...marketOf(
        1,
        [
          betOf(`${fixtureId}01`, '1', '2.00'),
          betOf(`${fixtureId}02`, 'X', '3.10'),
          betOf(`${fixtureId}03`, '2', '3.50'),
        ].map((bet) => ({ ...bet, Status: status, LastUpdate: at(minute) })),
      ),
      ...(reason ? { SuspensionReason: reason } : {}),
    },
  ]);

const post = async <T>(url: string, body: unknown) => {
  const response = await postJson(t.app, url, body);
  expect(response.statusCode).toBe(200);
  return envelope<T>(response);
};
const liveItem = async () =>
  (await post<SportsLiveData>('/api/sports/live', {})).data?.list.find(
    (item) => item.fixtureId === fixtureId,
  );
const detail = async () =>
  (await post<SportsFixtureData>('/api/sports/fixture', { fixtureId })).data?.fixture;

describe('the live score and suspension reasons in the sports replies', () => {
  it('when a live fixture has goals, cards and a market suspended for a video review, then the live list and the detail show the timeline, red cards and reason, and null once the market reopens', async () => {
    await applyTrade360Message(t.db, fixtureMessage(fixtureId, fixtureOf({ LastUpdate: at(0) })));
    await applyTrade360Message(t.db, winner(1, 1));
    await applyTrade360Message(
      t.db,
      livescoreMessage(fixtureId, {
        Scoreboard: { Status: 2, CurrentPeriod: 20, Time: 2950, Results: results(0, 1) },
        Periods: [
          {
            Type: 10,
            IsFinished: true,
            Results: results(0, 0),
            Incidents: [{ IncidentType: 6, Seconds: 600, ParticipantPosition: '1' }],
          },
          {
            Type: 20,
            Results: results(0, 1),
            Incidents: [
              { IncidentType: 7, Seconds: 2800, ParticipantPosition: '1' },
              { IncidentType: 9, Seconds: 2940, ParticipantPosition: '2', Results: results(0, 1) },
            ],
          },
        ],
        Statistics: [{ Type: 7, Results: results(1, 0) }],
      }),
    );
    await applyTrade360Message(t.db, winner(2, 2, 'var'));

    const expected = {
      scoreHome: 0,
      scoreAway: 1,
      period: 2,
      periodName: '후반',
      clockSeconds: 2950,
      periods: [
        { number: 1, home: 0, away: 0, isFinished: true },
        { number: 2, home: 0, away: 1, isFinished: false },
      ],
      redCards: { home: 1, away: 0 },
      incidents: [
        { kind: 'yellowCard', period: 1, clockSeconds: 600, side: 1, score: null },
        { kind: 'periodEnd', period: 1, clockSeconds: null, side: null, score: { home: 0, away: 0 } },
        { kind: 'redCard', period: 2, clockSeconds: 2800, side: 1, score: null },
        { kind: 'goal', period: 2, clockSeconds: 2940, side: 2, score: { home: 0, away: 1 } },
      ],
    };
    const listed = await liveItem();
    expect(listed?.live).toMatchObject(expected);
    expect(listed?.markets.find((market) => market.marketId === 1)).toMatchObject({
      status: 'suspended',
      suspendReason: 'var',
    });
    const shown = await detail();
    expect(shown?.live).toMatchObject(expected);
    expect(shown?.markets.find((market) => market.marketId === 1)?.suspendReason).toBe('var');

    await applyTrade360Message(t.db, winner(3, 1));
    expect((await detail())?.markets.find((market) => market.marketId === 1)).toMatchObject({
      status: 'open',
      suspendReason: null,
    });
    expect((await liveItem())?.markets.find((market) => market.marketId === 1)?.suspendReason).toBeNull();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('when the clock is read, then clockAt is when a different clock came: a metadata update or the same clock again leave it', async () => {
    const clockId = 13_000_002;
    const board = (time: number) =>
      livescoreMessage(clockId, {
        Scoreboard: { Status: 2, CurrentPeriod: 10, Time: time, Results: results(0, 0) },
        Periods: [{ Type: 10, Results: results(0, 0) }],
      });
    const clockAt = async () =>
      (await post<SportsFixtureData>('/api/sports/fixture', { fixtureId: clockId })).data?.fixture.live
        ?.clockAt;
    vi.useFakeTimers({ toFake: ['Date'] });
    const kickOff = Date.parse('2026-11-21T12:00:00Z');
    vi.setSystemTime(kickOff);
    await applyTrade360Message(t.db, fixtureMessage(clockId, fixtureOf({ LastUpdate: at(0) })));
    await applyTrade360Message(t.db, board(600));
    expect(await clockAt()).toBe(new Date(kickOff).toISOString());

    vi.setSystemTime(kickOff + 20_000);
    await applyTrade360Message(t.db, fixtureMessage(clockId, fixtureOf({ LastUpdate: at(1), Status: 2 })));
    await applyTrade360Message(t.db, board(600));
    expect(await clockAt()).toBe(new Date(kickOff).toISOString());

    vi.setSystemTime(kickOff + 30_000);
    await applyTrade360Message(t.db, board(630));
    expect(await clockAt()).toBe(new Date(kickOff + 30_000).toISOString());
  });
});
