import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/app.ts';
import { isCi, isTcpReachable } from '../../../../../test/services.ts';
import { openDatabase } from '../../../../lib/db/open-database.ts';
import type { CatalogueChanges } from './catalogue-changes.ts';
import { createTrade360Consumer, type Trade360Consumer } from './consumer.ts';
import { trade360Type } from './messages.ts';
import { openTrade360Publisher, type Trade360Publisher } from './publisher.ts';
import { settlementHistory } from './test-catalogue.ts';
import {
  betOf,
  fixtureMessage,
  fixtureOf,
  keepAliveMessage,
  marketOf,
  marketsMessage,
} from './test-messages.ts';

const amqpUrl = process.env.LSPORTS_AMQP_URL || 'amqp://guest:guest@127.0.0.1:5672';

// Runs against the real RabbitMQ when one answers. CI always has one, so there a missing broker fails
// the suite instead of skipping it.
const isBrokerReachable = await isTcpReachable(amqpUrl, 5672);

const logged: { level: string; args: unknown[] }[] = [];
const logger = {
  info: () => {},
  warn: (...args: unknown[]) => void logged.push({ level: 'warn', args }),
  error: (...args: unknown[]) => void logged.push({ level: 'error', args }),
};

describe.runIf(isBrokerReachable || isCi)('TRADE360 consumer through RabbitMQ', () => {
  let t: TestApp;
  let nextFixtureId = 20_000_000;
  let queue: string;
  let consumer: Trade360Consumer;
  let publisher: Trade360Publisher;
  let changes: CatalogueChanges[];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const startFeed = async () => {
    queue = `hanpan-test-trade360-${randomBytes(6).toString('hex')}`;
    changes = [];
    publisher = await openTrade360Publisher(amqpUrl, { queue });
    consumer = createTrade360Consumer({
      url: amqpUrl,
      queue,
      db: t.db,
      logger,
      prefetch: 10,
      reconnectDelayMs: { initial: 50, max: 500 },
      onChanges: (applied) => void changes.push(applied),
    });
    await consumer.start();
  };

  afterEach(async () => {
    await consumer.close();
    await publisher.close();
    const admin = await amqp.connect(amqpUrl);
    const channel = await admin.createChannel();
    await channel.deleteQueue(queue);
    await admin.close();
  });

  const handled = () => {
    const c = consumer.counters;
    return c.applied + c.duplicates + c.stale + c.ignored + c.malformed + c.failed;
  };
  const waitForHandled = (count: number) =>
    vi.waitFor(() => expect(handled()).toBe(count), { timeout: 10_000 });
  const priceOf = async (betId: string) =>
    (await t.db.selectFrom('outcome').select('price').where('bet_id', '=', betId).executeTakeFirstOrThrow())
      .price;

  it('when fixture, full markets and then a delta arrive, then the catalogue holds the latest prices', async () => {
    await startFeed();
    const fixtureId = nextFixtureId++;
    await publisher.publish(fixtureMessage(fixtureId, fixtureOf()));
    await publisher.publish(
      marketsMessage(fixtureId, [
        marketOf(1, [
          betOf(`${fixtureId}1`, '1', '2.40'),
          betOf(`${fixtureId}2`, 'X', '3.10'),
          betOf(`${fixtureId}3`, '2', '2.95'),
        ]),
      ]),
    );
    await publisher.publish(marketsMessage(fixtureId, [marketOf(1, [betOf(`${fixtureId}3`, '2', '2.80')])]));
    await waitForHandled(3);
    expect(consumer.counters).toMatchObject({ applied: 3, duplicates: 0, stale: 0, malformed: 0 });
    expect([
      await priceOf(`${fixtureId}1`),
      await priceOf(`${fixtureId}2`),
      await priceOf(`${fixtureId}3`),
    ]).toEqual([240, 310, 280]);
    expect(changes[2]?.outcomes).toEqual([
      expect.objectContaining({ betId: `${fixtureId}3`, priceFrom: 295, priceTo: 280 }),
    ]);
  });

  it('when the same message is delivered twice and an older update arrives late, then both are counted and change nothing', async () => {
    await startFeed();
    const fixtureId = nextFixtureId++;
    const betId = `${fixtureId}1`;
    const newer = marketsMessage(fixtureId, [
      marketOf(1, [betOf(betId, '1', '1.90', { LastUpdate: '2026-11-21T12:10:00Z' })]),
    ]);
    await publisher.publish(fixtureMessage(fixtureId, fixtureOf()));
    await publisher.publish(newer);
    await publisher.publish(newer);
    await publisher.publish(
      marketsMessage(fixtureId, [
        marketOf(1, [betOf(betId, '1', '1.50', { LastUpdate: '2026-11-21T12:05:00Z' })]),
      ]),
    );
    await waitForHandled(4);
    expect(consumer.counters).toMatchObject({ applied: 2, duplicates: 1, stale: 1, malformed: 0 });
    expect(await priceOf(betId)).toBe(190);
  });

  const errorsLogged = () =>
    logged.filter((entry) => entry.level === 'error' && entry.args[1] === 'TRADE360 message not applied')
      .length;
  const readyMessages = async () => {
    const admin = await amqp.connect(amqpUrl);
    const check = await (await admin.createChannel()).checkQueue(queue);
    await admin.close();
    return check.messageCount;
  };

  it('when malformed, unused-type and keep-alive messages arrive, then they are counted, acknowledged and the feed goes on', async () => {
    await startFeed();
    const fixtureId = nextFixtureId++;
    await publisher.publishRaw('this is not JSON');
    await publisher.publishRaw(JSON.stringify({ Header: { Type: 3, MsgId: 'x' }, Body: { Events: 'nope' } }));
    await publisher.publishRaw(JSON.stringify({ Header: { Type: 'three' }, Body: {} }));
    await publisher.publishRaw(JSON.stringify({ Header: { Type: 37, MsgId: 'outright' }, Body: {} }));
    await publisher.publish(keepAliveMessage([fixtureId]));
    await publisher.publish(fixtureMessage(fixtureId, fixtureOf()));
    await waitForHandled(6);
    expect(consumer.counters).toMatchObject({ applied: 1, malformed: 3, ignored: 2 });
    expect(consumer.lastMessageAt()).toBeInstanceOf(Date);
    expect(
      logged.filter((entry) => entry.level === 'warn' && entry.args[1] === 'TRADE360 message dropped'),
    ).toHaveLength(3);
    await consumer.close();
    // Nothing went back to the queue: every message, the malformed ones too, was acknowledged.
    expect(await readyMessages()).toBe(0);
  });

  it('when a settlement is cancelled by a later message, then the outcome ends cancelled with both values recorded', async () => {
    await startFeed();
    const fixtureId = nextFixtureId++;
    const betId = `${fixtureId}1`;
    const settlements = { type: trade360Type.settlements } as const;
    await publisher.publish(fixtureMessage(fixtureId, fixtureOf({ Status: 3 })));
    await publisher.publish(
      marketsMessage(
        fixtureId,
        [marketOf(1, [betOf(betId, '1', '1.70', { Status: 3, Settlement: 2 })])],
        settlements,
      ),
    );
    await publisher.publish(
      marketsMessage(
        fixtureId,
        [marketOf(1, [betOf(betId, '1', '1.70', { Status: 3, Settlement: -1 })])],
        settlements,
      ),
    );
    await waitForHandled(3);
    const outcome = await t.db
      .selectFrom('outcome')
      .selectAll()
      .where('bet_id', '=', betId)
      .executeTakeFirstOrThrow();
    expect(outcome).toMatchObject({ status: 'settled', settlement: -1 });
    expect(await settlementHistory(t.db, betId)).toEqual([
      { previous: null, settlement: 2 },
      { previous: 2, settlement: -1 },
    ]);
    expect(changes[2]?.outcomes).toEqual([expect.objectContaining({ settlementFrom: 2, settlementTo: -1 })]);
  });

  it('when the database refuses a message, then it is delivered once more, then dropped and counted as failed', async () => {
    await startFeed();
    const fixtureId = nextFixtureId++;
    // A league id beyond the integer column: the insert fails on every try.
    await publisher.publish(
      fixtureMessage(fixtureId, fixtureOf({ League: { Id: 3_000_000_000, Name: 'Too big' } })),
    );
    await publisher.publish(fixtureMessage(nextFixtureId++, fixtureOf()));
    const errorsBefore = errorsLogged();
    await waitForHandled(2);
    expect(consumer.counters).toMatchObject({ applied: 1, failed: 1 });
    expect(errorsLogged() - errorsBefore).toBe(2);
    const refused = await t.db
      .selectFrom('fixture')
      .select('id')
      .where('id', '=', BigInt(fixtureId))
      .execute();
    expect(refused).toEqual([]);
  });

  it('when the database cannot be reached, then messages are not dropped: they stay in the queue', async () => {
    const closed = await openDatabase({});
    await closed.close();
    queue = `hanpan-test-trade360-${randomBytes(6).toString('hex')}`;
    publisher = await openTrade360Publisher(amqpUrl, { queue });
    consumer = createTrade360Consumer({ url: amqpUrl, queue, db: closed.db, logger, retryDelayMs: 20 });
    await consumer.start();
    await publisher.publish(fixtureMessage(nextFixtureId++, fixtureOf()));
    await vi.waitFor(() => expect(errorsLogged()).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    await consumer.close();
    expect(consumer.counters).toMatchObject({ applied: 0, failed: 0 });
    expect(await readyMessages()).toBe(1);
  });

  it('when messages are published to an exchange, then the queue bound to it feeds the consumer', async () => {
    await startFeed();
    const exchange = `${queue}-x`;
    const admin = await amqp.connect(amqpUrl);
    const channel = await admin.createChannel();
    await channel.assertExchange(exchange, 'fanout', { autoDelete: true });
    await channel.bindQueue(queue, exchange, '');
    const viaExchange = await openTrade360Publisher(amqpUrl, { exchange });
    await viaExchange.publish(fixtureMessage(nextFixtureId++, fixtureOf()));
    await viaExchange.close();
    await waitForHandled(1);
    expect(consumer.counters.applied).toBe(1);
    await channel.deleteExchange(exchange);
    await admin.close();
  });

  it('when the broker connection drops, then the consumer reconnects and applies what comes next', async () => {
    await startFeed();
    const fixtureId = nextFixtureId++;
    await publisher.publish(fixtureMessage(fixtureId, fixtureOf()));
    await waitForHandled(1);
    await consumer.currentConnection()?.close();
    await vi.waitFor(() => expect(consumer.counters.reconnects).toBe(1), { timeout: 10_000 });
    await consumer.whenConsuming();
    await publisher.publish(marketsMessage(fixtureId, [marketOf(1, [betOf(`${fixtureId}1`, '1', '2.05')])]));
    await waitForHandled(2);
    expect(consumer.counters).toMatchObject({ applied: 2, reconnects: 1 });
    expect(await priceOf(`${fixtureId}1`)).toBe(205);
  });
});

describe('TRADE360 consumer without a broker', () => {
  it('when the broker is not reachable, then it keeps retrying until closed (warnings, then errors from the third attempt), and close() ends it cleanly', async () => {
    const handle = await openDatabase({});
    const warnings: unknown[][] = [];
    const levels: string[] = [];
    const record =
      (level: string) =>
      (...args: unknown[]) => {
        levels.push(level);
        warnings.push(args);
      };
    const consumer = createTrade360Consumer({
      // Port 1 on this machine refuses connections.
      url: 'amqp://guest:guest@127.0.0.1:1',
      queue: 'nowhere',
      db: handle.db,
      logger: { info: () => {}, warn: record('warn'), error: record('error') },
      reconnectDelayMs: { initial: 10, max: 40 },
    });
    const started = consumer.start();
    await vi.waitFor(() => expect(warnings.length).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    expect(warnings.every((args) => args[1] === 'TRADE360 broker not reachable; retrying')).toBe(true);
    expect(levels.slice(0, 3)).toEqual(['warn', 'warn', 'error']);
    expect(warnings[0]?.[0]).toMatchObject({ queue: 'nowhere', attempt: 1 });
    await consumer.close();
    await started;
    const attempts = warnings.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(warnings.length).toBe(attempts);
    expect(consumer.currentConnection()).toBe(null);
    await handle.close();
  });
});
