import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { isCi, isTcpReachable } from '../../../test/services.ts';
import type { Db } from '../../lib/db/database.ts';
import { applyTrade360Message } from './catalogue-repository.ts';
import { stampSimulatorRun } from './feed-service.ts';
import { createFeedSimulator } from './feeds/simulator/simulator.ts';
import type { Trade360Message } from './feeds/trade360/messages.ts';
import { openTrade360Publisher } from './feeds/trade360/publisher.ts';

const amqpUrl = process.env.LSPORTS_AMQP_URL || 'amqp://guest:guest@127.0.0.1:5672';

// Runs against the real RabbitMQ when one answers; CI always has one, so there a missing broker fails.
const isBrokerReachable = await isTcpReachable(amqpUrl, 5672);

// The simulator's stream from a snapshot through a kick-off and half an hour of play, as feed:publish sends it.
function simulatedStream(): Trade360Message[] {
  const startAt = new Date('2026-11-21T11:00:00Z');
  const simulator = createFeedSimulator({ seed: 'rabbit', startAt, speed: 1, fixtureCount: 10 });
  const messages = [simulator.snapshot(startAt)];
  const minute = (offset: number) => new Date(Date.parse('2026-11-21T18:55:00Z') + offset * 60_000);
  for (let offset = 0; offset <= 30; offset++) messages.push(...simulator.advance(minute(offset)));
  return messages.map((message) => stampSimulatorRun(message, 1_795_000_000));
}

async function catalogueOf(db: Db) {
  const fixtures = await db
    .selectFrom('fixture')
    .select([
      'id',
      'status',
      'home_name',
      'away_name',
      'start_at',
      'score_home',
      'score_away',
      'current_period',
      'clock_seconds',
    ])
    .orderBy('id')
    .execute();
  const markets = await db
    .selectFrom('market')
    .select(['fixture_id', 'market_id', 'status', 'main_line'])
    .orderBy('fixture_id')
    .orderBy('market_id')
    .execute();
  const outcomes = await db
    .selectFrom('outcome')
    .select(['bet_id', 'fixture_id', 'market_id', 'name', 'line_raw', 'price', 'status', 'settlement'])
    .orderBy('bet_id')
    .execute();
  return { fixtures, markets, outcomes };
}

describe.runIf(isBrokerReachable || isCi)(
  'the simulator published to RabbitMQ and consumed as the LSports feed',
  () => {
    const queue = `hanpan-test-feed-${randomBytes(6).toString('hex')}`;
    const messages = simulatedStream();
    let consuming: TestApp | undefined;
    let direct: TestApp | undefined;

    beforeAll(async () => {
      const publisher = await openTrade360Publisher(amqpUrl, { queue });
      try {
        for (const message of messages) await publisher.publish(message);
        await publisher.flush();
      } finally {
        await publisher.close();
      }
    });
    afterAll(async () => {
      await consuming?.close();
      await direct?.close();
      const admin = await amqp.connect(amqpUrl);
      try {
        const channel = await admin.createChannel();
        await channel.deleteQueue(queue);
      } finally {
        await admin.close();
      }
    });

    it('when a server runs in lsports mode on that queue, then its catalogue holds the same fixtures, markets and prices as applying the messages directly', async () => {
      consuming = await createTestApp({
        feed: { feedSource: 'lsports', lsportsAmqpUrl: amqpUrl, lsportsQueue: queue },
      });
      direct = await createTestApp();
      for (const message of messages) await applyTrade360Message(direct.db, message);

      const feed = consuming.app.services.feed;
      await vi.waitFor(
        () => {
          const { applied, duplicates, stale, ignored, malformed, failed } = feed.status().counters;
          expect(applied + duplicates + stale + ignored + malformed + failed).toBe(messages.length);
        },
        { timeout: 120_000, interval: 200 },
      );
      expect(feed.status()).toMatchObject({
        source: 'lsports',
        isRunning: true,
        counters: { malformed: 0, failed: 0, duplicates: 0 },
      });

      const expected = await catalogueOf(direct.db);
      expect(expected.fixtures.some((fixture) => fixture.status === 2)).toBe(true);
      expect(expected.outcomes.length).toBeGreaterThan(0);
      expect(await catalogueOf(consuming.db)).toEqual(expected);
    }, 300_000);
  },
);
