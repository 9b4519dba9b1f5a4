import {
  type FixtureChangedMessage,
  fixtureTopic,
  type ListsChangedMessage,
  type LiveChangedMessage,
  sportsTopic,
} from '@hanpan/core/api/sports-realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { connectStomp, type TestStompClient, waitUntil } from '../../../test/realtime-clients.ts';
import { applyTrade360Message } from './catalogue-repository.ts';
import { createSportsEvents, type SportsEvents } from './events.ts';
import { readFixtureStates } from './feed-service.ts';
import type { Trade360Message } from './feeds/trade360/messages.ts';
import {
  betOf,
  fixtureMessage,
  fixtureOf,
  livescoreMessage,
  marketOf,
  marketsMessage,
} from './feeds/trade360/test-messages.ts';

let t: TestApp;
let client: TestStompClient;
let events: SportsEvents;
const errors: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  client = await connectStomp(baseUrl, { transport: 'websocket' });
  events = createSportsEvents({
    realtime: t.app.services.realtime,
    readFixtureStates: (ids) => readFixtureStates(t.db, ids),
    onError: (error) => errors.push(error),
  });
});
afterAll(async () => {
  events.close();
  await client.stop();
  await t.close();
});

// Applies messages as the feed does (each in its own transaction) and publishes them as one batch.
async function applyBatch(messages: Trade360Message[]) {
  for (const message of messages) events.collect(await applyTrade360Message(t.db, message));
  await events.flush();
}

const received = <T>(destination: string) => (client.received.get(destination) ?? []) as T[];

const fixtureId = 31_000_001;
const bet = (id: string, name: string, price: string, minute: number) =>
  betOf(id, name, price, { LastUpdate: `2026-11-21T12:${String(minute).padStart(2, '0')}:00Z` });
const winner = (minute: number, prices: [string, string, string]) =>
  marketsMessage(fixtureId, [
    marketOf(1, [
      bet('3100000101', '1', prices[0], minute),
      bet('3100000102', 'X', prices[1], minute),
      bet('3100000103', '2', prices[2], minute),
    ]),
  ]);

describe('sports what-changed messages', () => {
  it('when feed batches change a fixture, then subscribers get one message per fixture per batch with only what changed, the live list hears the score and the lists hear new and started fixtures', async () => {
    await client.subscribe(fixtureTopic(fixtureId));
    await client.subscribe(sportsTopic.live);
    await client.subscribe(sportsTopic.lists);

    await applyBatch([
      fixtureMessage(fixtureId, fixtureOf({ LastUpdate: '2026-11-21T12:00:00Z' })),
      winner(1, ['2.10', '3.20', '3.40']),
    ]);
    const first = (await client.waitForMessage(fixtureTopic(fixtureId))) as FixtureChangedMessage;
    expect(first).toEqual({
      type: 'fixtureChanged',
      fixtureId,
      fixture: { status: 1 },
      markets: [{ marketId: 1, status: 'open', suspendReason: null, mainLine: null }],
      outcomes: [
        { id: '3100000101', marketId: 1, price: 210, status: 'open' },
        { id: '3100000102', marketId: 1, price: 320, status: 'open' },
        { id: '3100000103', marketId: 1, price: 340, status: 'open' },
      ],
    });
    expect(await client.waitForMessage(sportsTopic.lists)).toEqual({ type: 'listsChanged', sportIds: [201] });

    // Kick-off, a goal and two price moves of the same bet in one batch.
    const board = (home: string) => ({
      Scoreboard: {
        Status: 2,
        CurrentPeriod: 10,
        Time: 600,
        Results: [
          { Position: '1', Value: home },
          { Position: '2', Value: '0' },
        ],
      },
      Periods: [],
    });
    await applyBatch([
      livescoreMessage(fixtureId, board('0')),
      winner(2, ['1.90', '3.20', '3.40']),
      livescoreMessage(fixtureId, board('1')),
      winner(3, ['1.50', '3.90', '6.00']),
    ]);
    await client.waitForMessage(sportsTopic.live);
    expect(received<LiveChangedMessage>(sportsTopic.live)).toEqual([
      {
        type: 'liveChanged',
        fixtures: [
          // CurrentPeriod 10 is LSports' first half: our period 1.
          {
            fixtureId,
            sportId: 201,
            status: 2,
            scoreHome: 1,
            scoreAway: 0,
            period: 1,
            clockSeconds: 600,
            clockAt: expect.any(String),
            periods: [],
            redCards: { home: 0, away: 0 },
            incidents: [],
          },
        ],
      },
    ]);
    // The kick-off changes the lists too (sent once the interval since the last lists message has passed).
    await waitUntil(() => received(sportsTopic.lists).length === 2, 20_000, 'the throttled lists message');
    expect(received<ListsChangedMessage>(sportsTopic.lists)[1]).toEqual({
      type: 'listsChanged',
      sportIds: [201],
    });

    expect(received<FixtureChangedMessage>(fixtureTopic(fixtureId))).toEqual([
      first,
      {
        type: 'fixtureChanged',
        fixtureId,
        fixture: {
          status: 2,
          score: { home: 1, away: 0 },
          period: 1,
          clockSeconds: 600,
          clockAt: expect.any(String),
          periods: [],
          redCards: { home: 0, away: 0 },
          incidents: [],
        },
        markets: [],
        outcomes: [
          { id: '3100000101', marketId: 1, price: 150, status: 'open' },
          { id: '3100000102', marketId: 1, price: 390, status: 'open' },
          { id: '3100000103', marketId: 1, price: 600, status: 'open' },
        ],
      },
    ]);

    // The same prices again, then a redelivery (same MsgId): nothing changed, nothing is published.
    const redelivered = winner(3, ['1.50', '3.90', '6.00']);
    await applyBatch([redelivered, redelivered]);
    await applyBatch([winner(4, ['1.55', '3.90', '6.00'])]);
    await waitUntil(() => received(fixtureTopic(fixtureId)).length === 3, 10_000, 'the price move');
    expect(received<FixtureChangedMessage>(fixtureTopic(fixtureId))[2]?.outcomes).toEqual([
      { id: '3100000101', marketId: 1, price: 155, status: 'open' },
    ]);
    expect(errors).toEqual([]);
  }, 60_000);

  it('when a live score brings goals and a red card and a market is suspended with a reason, then the fixture and live topics carry the timeline and red cards, the market its reason, and null once it reopens', async () => {
    const liveId = 31_000_002;
    const topic = fixtureTopic(liveId);
    await client.subscribe(topic);
    const results = (home: number, away: number) => [
      { Position: '1', Value: String(home) },
      { Position: '2', Value: String(away) },
    ];
    const market = (minute: number, status: number, reason?: string) =>
      marketsMessage(liveId, [
        {
          ...marketOf(
            1,
            [bet('3100000201', '1', '2.00', minute), bet('3100000202', '2', '1.80', minute)].map((entry) => ({
              ...entry,
              Status: status,
            })),
          ),
          ...(reason ? { SuspensionReason: reason } : {}),
        },
      ]);
    await applyBatch([
      fixtureMessage(liveId, fixtureOf({ LastUpdate: '2026-11-21T12:00:00Z' })),
      market(1, 1),
    ]);
    await client.waitForMessage(topic);
    const liveBefore = received(sportsTopic.live).length;

    await applyBatch([
      livescoreMessage(liveId, {
        Scoreboard: { Status: 2, CurrentPeriod: 10, Time: 1300, Results: results(1, 0) },
        Periods: [
          {
            Type: 10,
            Results: results(1, 0),
            Incidents: [
              { IncidentType: 9, Seconds: 1200, ParticipantPosition: '1', Results: results(1, 0) },
              { IncidentType: 7, Seconds: 1290, ParticipantPosition: '2' },
            ],
          },
        ],
        Statistics: [{ Type: 7, Results: results(0, 1) }],
      }),
      market(2, 2, 'goalCheck'),
    ]);
    const incidents = [
      { kind: 'goal', period: 1, clockSeconds: 1200, side: 1, score: { home: 1, away: 0 } },
      { kind: 'redCard', period: 1, clockSeconds: 1290, side: 2, score: null },
    ];
    const changed = (await client.waitForMessage(
      topic,
      (body) => (body as FixtureChangedMessage).fixture?.incidents !== undefined,
    )) as FixtureChangedMessage;
    expect(changed.fixture).toMatchObject({
      status: 2,
      periods: [{ number: 1, home: 1, away: 0, isFinished: false }],
      redCards: { home: 0, away: 1 },
      incidents,
    });
    expect(Number.isNaN(Date.parse(changed.fixture?.clockAt ?? ''))).toBe(false);
    expect(changed.markets).toEqual([
      { marketId: 1, status: 'suspended', suspendReason: 'goalCheck', mainLine: null },
    ]);
    await waitUntil(() => received(sportsTopic.live).length > liveBefore, 10_000, 'the live message');
    const live = received<LiveChangedMessage>(sportsTopic.live)
      .slice(liveBefore)
      .flatMap((message) => message.fixtures)
      .find((fixture) => fixture.fixtureId === liveId);
    expect(live).toMatchObject({ redCards: { home: 0, away: 1 }, incidents });

    const before = received(topic).length;
    await applyBatch([market(3, 1, 'goalCheck')]);
    await waitUntil(() => received(topic).length > before, 10_000, 'the reopening');
    const reopened = received<FixtureChangedMessage>(topic).at(-1) as FixtureChangedMessage;
    expect(reopened.markets).toEqual([{ marketId: 1, status: 'open', suspendReason: null, mainLine: null }]);
    expect(errors).toEqual([]);
  }, 60_000);
});
