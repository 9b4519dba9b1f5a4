import amqp, { type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../../lib/db/database.ts';
import { applyTrade360Message } from '../../catalogue-repository.ts';
import type { CatalogueChanges } from './catalogue-changes.ts';
import { parseTrade360 } from './messages.ts';

/** Where the consumer writes what it did; Fastify's logger fits. */
export type FeedLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** How the TRADE360 consumer connects and what it calls after each applied message. */
export type Trade360ConsumerOptions = {
  /** LSPORTS_AMQP_URL. */
  url: string;
  queue: string;
  db: Db;
  logger: FeedLogger;
  /** Unacknowledged messages the broker may send ahead (messages are still applied one at a time, in order). */
  prefetch?: number;
  /** First and longest wait before reconnecting; the wait doubles between failed attempts. */
  reconnectDelayMs?: { initial: number; max: number };
  /** Wait before the next message when the database could not be reached. */
  retryDelayMs?: number;
  /** Called after each commit with what changed (for the real-time what-changed messages). */
  onChanges?: (changes: CatalogueChanges) => void | Promise<void>;
};

/** What the consumer has done since it started. */
export type Trade360ConsumerCounters = {
  applied: number;
  duplicates: number;
  stale: number;
  /** Keep-alives, heartbeats and types the catalogue does not use (outrights...). */
  ignored: number;
  /** Not JSON or not a TRADE360 message: logged, acknowledged and dropped. */
  malformed: number;
  /** The database refused the message as data twice (it was delivered again once, then dropped). */
  failed: number;
  reconnects: number;
};

/** The TRADE360 feed consumer: start it, read its counters, close it. */
export type Trade360Consumer = {
  readonly counters: Trade360ConsumerCounters;
  /** When the last message of any kind arrived (heartbeats included): a feed gone quiet shows here. */
  lastMessageAt(): Date | null;
  /** Connects (retrying with backoff) and resolves once messages flow; never rejects. */
  start(): Promise<void>;
  /** Resolves when the consumer is connected and consuming (now or after the next reconnect). */
  whenConsuming(): Promise<void>;
  /** The live broker connection, if any (tests drop it to check the reconnect). */
  currentConnection(): ChannelModel | null;
  /** Stops taking messages, finishes the one being applied and closes the connection. */
  close(): Promise<void>;
};

type Link = { model: ChannelModel; channel: Channel; consumerTag: string };

// SQLSTATE classes 22 (data exception) and 23 (integrity constraint): the message itself is the problem.
const isDataError = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
};

/** Creates a consumer of a RabbitMQ queue carrying TRADE360 JSON that applies every message to the catalogue. */
export function createTrade360Consumer(options: Trade360ConsumerOptions): Trade360Consumer {
  const { logger } = options;
  const delays = options.reconnectDelayMs ?? { initial: 500, max: 30_000 };
  const retryDelayMs = options.retryDelayMs ?? 1_000;
  const counters: Trade360ConsumerCounters = {
    applied: 0,
    duplicates: 0,
    stale: 0,
    ignored: 0,
    malformed: 0,
    failed: 0,
    reconnects: 0,
  };
  let link: Link | null = null;
  let lastMessageAt: Date | null = null;
  let isClosing = false;
  let hasStarted = false;
  let failedAttempts = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let attempt: Promise<void> | null = null;
  let waiters: (() => void)[] = [];
  // Messages are applied strictly one after another, in delivery order.
  let tail: Promise<void> = Promise.resolve();

  const handle = async (channel: Channel, delivery: ConsumeMessage) => {
    lastMessageAt = new Date();
    const parsed = parseTrade360(delivery.content.toString('utf8'));
    if (!parsed.ok && parsed.isUnsupportedType) {
      counters.ignored += 1;
      return acknowledge(channel, delivery);
    }
    if (!parsed.ok) {
      counters.malformed += 1;
      logger.warn(
        { reason: parsed.reason, deliveryTag: delivery.fields.deliveryTag },
        'TRADE360 message dropped',
      );
      return acknowledge(channel, delivery);
    }
    let changes: CatalogueChanges;
    try {
      changes = await applyTrade360Message(options.db, parsed.message);
    } catch (error) {
      // A message the database refuses as data is delivered again once, then dropped so it cannot block
      // the feed; any other failure (database unreachable) keeps the message and waits before going on.
      const isRefusedData = isDataError(error);
      const isDropped = isRefusedData && delivery.fields.redelivered;
      if (isDropped) counters.failed += 1;
      logger.error(
        { err: error, msgId: parsed.message.Header.MsgId, isDropped },
        'TRADE360 message not applied',
      );
      settleSafely(() => (isDropped ? channel.ack(delivery) : channel.nack(delivery, false, true)));
      if (!isRefusedData) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      return;
    }
    acknowledge(channel, delivery);
    if (changes.result === 'applied') counters.applied += 1;
    else if (changes.result === 'duplicate') counters.duplicates += 1;
    else if (changes.result === 'stale') counters.stale += 1;
    else counters.ignored += 1;
    if (changes.skippedParts.length > 0) {
      logger.warn(
        { msgId: changes.msgId, skipped: changes.skippedParts.slice(0, 5) },
        'TRADE360 parts skipped',
      );
    }
    try {
      await options.onChanges?.(changes);
    } catch (error) {
      logger.error({ err: error, msgId: changes.msgId }, 'TRADE360 change listener failed');
    }
  };

  // After a drop the channel is gone: the broker redelivers what was not acknowledged, and MsgId dedup absorbs it.
  const settleSafely = (settle: () => void) => {
    try {
      settle();
    } catch (error) {
      logger.warn({ err: error }, 'TRADE360 acknowledgement lost with its channel');
    }
  };
  const acknowledge = (channel: Channel, delivery: ConsumeMessage) =>
    settleSafely(() => channel.ack(delivery));

  const dropLink = (reason: unknown) => {
    const dropped = link;
    if (!dropped || isClosing) return;
    link = null;
    logger.warn({ err: reason }, 'TRADE360 broker connection lost; reconnecting');
    dropped.model.close().catch(() => {});
    counters.reconnects += 1;
    scheduleConnect();
  };

  const connectOnce = async () => {
    const model = await amqp.connect(options.url);
    try {
      model.on('error', (error: Error) =>
        logger.error({ err: error, queue: options.queue }, 'TRADE360 broker connection error'),
      );
      const channel = await model.createChannel();
      channel.on('error', (error: Error) =>
        logger.error({ err: error, queue: options.queue }, 'TRADE360 channel error'),
      );
      await channel.prefetch(options.prefetch ?? 100);
      const { consumerTag } = await channel.consume(options.queue, (delivery) => {
        // null: the broker cancelled the consumer (queue deleted); treat it as a drop and retry.
        if (delivery === null) return dropLink(new Error('consumer cancelled by the broker'));
        tail = tail.then(() => handle(channel, delivery));
      });
      const current: Link = { model, channel, consumerTag };
      model.on('close', (error?: Error) => {
        if (link === current) dropLink(error ?? new Error('connection closed'));
      });
      channel.on('close', () => {
        if (link === current) dropLink(new Error('channel closed'));
      });
      return current;
    } catch (error) {
      await model.close().catch(() => {});
      throw error;
    }
  };

  const connect = () => {
    reconnectTimer = null;
    if (isClosing) return;
    attempt = connectAndConsume().finally(() => {
      attempt = null;
    });
  };

  const connectAndConsume = async () => {
    try {
      const opened = await connectOnce();
      if (isClosing) {
        await opened.model.close().catch(() => {});
        return;
      }
      link = opened;
      failedAttempts = 0;
      logger.info({ queue: options.queue }, 'TRADE360 consumer connected');
      for (const resolve of waiters) resolve();
      waiters = [];
    } catch (error) {
      if (isClosing) return;
      failedAttempts += 1;
      // A broker that stays away is an outage, not a blip.
      const line = { err: error, queue: options.queue, attempt: failedAttempts };
      if (failedAttempts >= 3) logger.error(line, 'TRADE360 broker not reachable; retrying');
      else logger.warn(line, 'TRADE360 broker not reachable; retrying');
      scheduleConnect();
    }
  };

  const scheduleConnect = () => {
    if (isClosing || reconnectTimer) return;
    const base = Math.min(delays.max, delays.initial * 2 ** Math.min(failedAttempts, 16));
    // Jitter so many servers do not reconnect in step after a broker restart.
    const delay = Math.round(base * (0.8 + Math.random() * 0.2));
    reconnectTimer = setTimeout(connect, failedAttempts === 0 ? 0 : delay);
  };

  const whenConsuming = () =>
    link || isClosing ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));

  return {
    counters,
    lastMessageAt: () => lastMessageAt,
    start() {
      if (!hasStarted) {
        hasStarted = true;
        connect();
      }
      return whenConsuming();
    },
    whenConsuming,
    currentConnection: () => link?.model ?? null,
    async close() {
      isClosing = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      await attempt;
      for (const resolve of waiters) resolve();
      waiters = [];
      const closing = link;
      link = null;
      if (closing) await closing.channel.cancel(closing.consumerTag).catch(() => {});
      await tail;
      if (closing) await closing.model.close().catch(() => {});
    },
  };
}
