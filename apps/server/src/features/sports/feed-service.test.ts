import {
  type FixtureChangedMessage,
  fixtureTopic,
  type LiveChangedMessage,
  sportsTopic,
} from '@hanpan/core/api/sports-realtime';
import { SUSPEND_REASONS } from '@hanpan/core/sports/live-incidents';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { connectStomp, type TestStompClient } from '../../../test/realtime-clients.ts';
import { loadConfig } from '../../config.ts';

// The simulator runs fast (20 minutes of matches per real second) so a fixture kicks off within the test.
const feed = { feedSource: 'simulator', feedSpeed: 1200, feedTickMs: 50, feedFixtureCount: 20 } as const;

describe('the built-in odds feed in a running server', () => {
  let t: TestApp;
  let baseUrl: string;
  let client: TestStompClient | undefined;

  beforeAll(async () => {
    t = await createTestApp({ feed });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await client?.stop();
    await t.close();
  });

  it('when the simulator runs, then the catalogue fills, a fixture goes live, its prices move in the database and subscribers hear what changed', async () => {
    await vi.waitFor(
      async () => {
        const count = await t.db
          .selectFrom('fixture')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(count.n)).toBeGreaterThan(0);
      },
      { timeout: 30_000, interval: 100 },
    );
    // Subscribe to the next few fixtures first, then take the soonest still not started: a kick-off
    // between reading the catalogue and subscribing (likely under load at this speed) cannot be missed.
    const upcoming = await t.db
      .selectFrom('fixture')
      .select('id')
      .where('status', 'in', [1, 9])
      .orderBy('start_at')
      .limit(5)
      .execute();
    expect(upcoming.length).toBeGreaterThan(0);
    client = await connectStomp(baseUrl, { transport: 'websocket' });
    for (const row of upcoming) await client.subscribe(fixtureTopic(Number(row.id)));
    await client.subscribe(sportsTopic.live);
    const target = await t.db
      .selectFrom('fixture')
      .select(['id', 'status', 'start_at'])
      .where(
        'id',
        'in',
        upcoming.map((row) => row.id),
      )
      .where('status', 'in', [1, 9])
      .orderBy('start_at')
      .executeTakeFirstOrThrow();
    const fixtureId = Number(target.id);
    const before = new Map(
      (
        await t.db
          .selectFrom('outcome')
          .select(['bet_id', 'price'])
          .where('fixture_id', '=', target.id)
          .execute()
      ).map((row) => [row.bet_id, row.price]),
    );
    expect(before.size).toBeGreaterThan(0);

    const kickOff = (await client.waitForMessage(
      fixtureTopic(fixtureId),
      (body) => (body as FixtureChangedMessage).fixture?.status === 2,
      200_000,
    )) as FixtureChangedMessage;
    expect(kickOff).toMatchObject({ type: 'fixtureChanged', fixtureId, fixture: { status: 2 } });
    const withPrices = (await client.waitForMessage(
      fixtureTopic(fixtureId),
      (body) => (body as FixtureChangedMessage).outcomes.length > 0,
      200_000,
    )) as FixtureChangedMessage;
    expect(withPrices).toMatchObject({ type: 'fixtureChanged', fixtureId });
    for (const outcome of withPrices.outcomes) {
      expect(Number.isInteger(outcome.price)).toBe(true);
      expect(['open', 'suspended', 'settled']).toContain(outcome.status);
    }
    const live = (await client.waitForMessage(
      sportsTopic.live,
      (body) => (body as LiveChangedMessage).fixtures.some((fixture) => fixture.fixtureId === fixtureId),
      200_000,
    )) as LiveChangedMessage;
    expect(live.type).toBe('liveChanged');
    const state = live.fixtures.find((fixture) => fixture.fixtureId === fixtureId);
    expect(Number.isNaN(Date.parse(state?.clockAt ?? ''))).toBe(false);
    expect(Array.isArray(state?.periods) && Array.isArray(state?.incidents)).toBe(true);

    await vi.waitFor(
      async () => {
        const fixture = await t.db
          .selectFrom('fixture')
          .select('status')
          .where('id', '=', target.id)
          .executeTakeFirstOrThrow();
        expect([2, 3]).toContain(fixture.status);
        const after = await t.db
          .selectFrom('outcome')
          .select(['bet_id', 'price'])
          .where('fixture_id', '=', target.id)
          .execute();
        expect(after.some((row) => before.has(row.bet_id) && before.get(row.bet_id) !== row.price)).toBe(
          true,
        );
      },
      { timeout: 200_000, interval: 200 },
    );
    const outcomeIds = new Set(
      (await t.db.selectFrom('outcome').select('bet_id').where('fixture_id', '=', target.id).execute()).map(
        (row) => row.bet_id,
      ),
    );
    expect(withPrices.outcomes.every((outcome) => outcomeIds.has(outcome.id))).toBe(true);

    // The simulator's suspension reasons and soccer timelines reach the catalogue through the adapter;
    // a reason is only ever stored on a suspended market.
    await vi.waitFor(
      async () => {
        const reasons = await t.db
          .selectFrom('market')
          .select(['status', 'suspend_reason'])
          .where('suspend_reason', 'is not', null)
          .execute();
        expect(reasons.length).toBeGreaterThan(0);
        for (const market of reasons) {
          expect(market.status).toBe('suspended');
          expect(SUSPEND_REASONS).toContain(market.suspend_reason);
        }
        const soccer = await t.db
          .selectFrom('fixture')
          .select(['incidents', 'red_cards'])
          .where('sport_id', '=', 201)
          .where('status', 'in', [2, 3])
          .execute();
        expect(soccer.some((row) => Array.isArray(row.incidents) && row.incidents.length > 0)).toBe(true);
        expect(soccer.every((row) => row.red_cards !== null)).toBe(true);
      },
      { timeout: 200_000, interval: 100 },
    );

    const status = t.app.services.feed.status();
    expect(status).toMatchObject({ source: 'simulator', isRunning: true });
    expect(status.counters.applied).toBeGreaterThan(0);
    expect(status.counters.failed).toBe(0);
  }, 600_000);
});

describe('a server with the feed off', () => {
  it('when FEED_SOURCE is off, then nothing runs and the catalogue stays empty', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.services.feed.status()).toMatchObject({
        source: 'off',
        isRunning: false,
        startedAt: null,
      });
      const fixtures = await t.db.selectFrom('fixture').select('id').execute();
      expect(fixtures).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('feed settings', () => {
  const amqpUrl = 'amqp://guest:guest@127.0.0.1:5672';

  it('when nothing is set, then the simulator runs at real speed with the default seed', () => {
    expect(loadConfig({})).toMatchObject({
      feedSource: 'simulator',
      lsportsQueue: 'trade360',
      feedSeed: 'hanpan',
      feedSpeed: 1,
      feedTickMs: 1000,
      feedFixtureCount: undefined,
    });
  });

  it('when LSPORTS_AMQP_URL is set, then the LSports feed is the default unless FEED_SOURCE says otherwise', () => {
    expect(loadConfig({ LSPORTS_AMQP_URL: amqpUrl, LSPORTS_QUEUE: 'odds' })).toMatchObject({
      feedSource: 'lsports',
      lsportsAmqpUrl: amqpUrl,
      lsportsQueue: 'odds',
    });
    expect(loadConfig({ LSPORTS_AMQP_URL: amqpUrl, FEED_SOURCE: 'off' }).feedSource).toBe('off');
    expect(loadConfig({ FEED_SPEED: '60', FEED_TICK_MS: '250', FEED_SEED: 'x' })).toMatchObject({
      feedSpeed: 60,
      feedTickMs: 250,
      feedSeed: 'x',
    });
  });

  it('when FEED_SOURCE is lsports without a broker URL or the speed is not positive, then the settings are refused', () => {
    expect(() => loadConfig({ FEED_SOURCE: 'lsports' })).toThrow(/LSPORTS_AMQP_URL/);
    expect(() => loadConfig({ FEED_SPEED: '0' })).toThrow();
    expect(() => loadConfig({ FEED_SOURCE: 'rss' })).toThrow();
  });
});
