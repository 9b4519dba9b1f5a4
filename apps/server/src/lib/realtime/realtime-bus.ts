import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RealtimeLogger } from './stomp-broker.ts';

/** One event for the connections of every process. `body` is the JSON payload, serialized once. */
export type BusMessage =
  | { kind: 'topic'; destination: string; body: string }
  | { kind: 'member'; memberId: number; destination: string; body: string }
  | { kind: 'endSession'; memberId: number; sessionKey: string | null; destination: string; body: string };

/**
 * Carries events to this process's listeners and, with Redis, to every other process's. The
 * real-time broker's messages by default; other features (the staff event stream) bring their own.
 */
export type RealtimeBus<M = BusMessage> = {
  publish(message: M): void;
  close(): Promise<void>;
};

/** Delivers a message to this process's connections. */
export type LocalDelivery<M = BusMessage> = (message: M) => void;

/** The single-process bus: publishing is local delivery. */
export function createLocalBus<M = BusMessage>(deliver: LocalDelivery<M>): RealtimeBus<M> {
  return { publish: deliver, close: async () => {} };
}

/** True for a well-formed broker message (what another process sent is checked before delivery). */
export const isBusMessage = (value: unknown): value is BusMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (typeof message.destination !== 'string' || typeof message.body !== 'string') return false;
  if (message.kind === 'topic') return true;
  if (message.kind === 'member') return Number.isSafeInteger(message.memberId);
  return (
    message.kind === 'endSession' &&
    Number.isSafeInteger(message.memberId) &&
    (message.sessionKey === null || typeof message.sessionKey === 'string')
  );
};

// While Redis is down every publish fails; one log line per this period is enough.
const errorLogIntervalMs = 10_000;

/**
 * Fan-out across processes: each publish is delivered here at once and PUBLISHed to Redis once;
 * every other process receives it on its subscription and delivers to its own connections. A
 * process skips its own messages (origin id). While Redis is unreachable, local members still get
 * their events and the others miss them: no queue builds up in memory (offline queue off).
 */
export function createRedisBus<M = BusMessage>(
  options: {
    redisUrl: string;
    channel: string;
    isMessage: (value: unknown) => value is M;
    /** Called when the subscription is back after a lost connection: messages sent meanwhile are gone. */
    onResubscribed?: () => void;
  },
  deliver: LocalDelivery<M>,
  log: RealtimeLogger,
): RealtimeBus<M> {
  const { isMessage } = options;
  const origin = randomBytes(8).toString('hex');
  const publisher = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(options.redisUrl);
  let lastErrorLoggedAt = 0;
  const logError = (error: unknown, message: string) => {
    const now = Date.now();
    if (now - lastErrorLoggedAt < errorLogIntervalMs) return;
    lastErrorLoggedAt = now;
    log.error({ err: error }, message);
  };
  publisher.on('error', (error) => logError(error, 'Realtime Redis publisher error'));
  subscriber.on('error', (error) => logError(error, 'Realtime Redis subscriber error'));
  subscriber.subscribe(options.channel).catch((error) => logError(error, 'Realtime Redis subscribe failed'));
  // ioredis sends SUBSCRIBE again just before every 'ready' after the first (autoResubscribe).
  let readyCount = 0;
  subscriber.on('ready', () => {
    readyCount += 1;
    if (readyCount > 1) options.onResubscribed?.();
  });
  subscriber.on('message', (_channel: string, text: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      logError(new Error('Not JSON'), 'Realtime Redis message ignored');
      return;
    }
    const envelope = parsed as { origin?: unknown; message?: unknown };
    if (envelope.origin === origin) return;
    if (!isMessage(envelope.message)) {
      logError(new Error('Bad shape'), 'Realtime Redis message ignored');
      return;
    }
    deliver(envelope.message);
  });

  return {
    publish(message) {
      deliver(message);
      publisher
        .publish(options.channel, JSON.stringify({ origin, message }))
        .catch((error) => logError(error, 'Realtime Redis publish failed'));
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
