import { createLocalBus, createRedisBus, type RealtimeBus } from '../realtime/realtime-bus.ts';
import type { RealtimeLogger } from '../realtime/stomp-broker.ts';

// Why: every process keeps staff-changed data in memory (bet limits, odds rules, the initial data).
// A change made through one process must reach the others' copies within a second, so each save
// announces which cache it made stale; the saving process drops its own copy at once and the others
// when Redis brings the message. A message Redis lost (it restarted, a connection dropped) is made
// up for by dropping every cache when the subscription comes back; each cache also keeps its own
// bounded max age for anything nobody announced (a hand edit in the database).

/** One announcement: cache `cache` is stale (only its entry `key`, when given). */
export type CacheInvalidation = { cache: string; key?: string };

/** Drops a cache's copy: one entry when `key` is given, everything when it is undefined. */
export type DropCache = (key: string | undefined) => void;

/** The one way in-memory caches of staff- or member-changed data learn of changes in any process. */
export type InvalidationBus = {
  /** Calls `drop` whenever any process invalidates `cache` (and with undefined after a lost subscription). */
  onInvalidate(cache: string, drop: DropCache): void;
  /** After a commit: drops `cache` (or its entry `key`) here at once and in every other process. */
  invalidate(cache: string, key?: string): void;
  /** Stops the Redis connections. */
  close(): Promise<void>;
};

/** True for a well-formed announcement (what another process sent is checked before use). */
export const isCacheInvalidation = (value: unknown): value is CacheInvalidation => {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return typeof message.cache === 'string' && (message.key === undefined || typeof message.key === 'string');
};

/** Where the bus runs: through Redis on `channel` when a URL is given, else within this process. */
export type InvalidationBusOptions = {
  redis?: { url: string; channel: string } | undefined;
  log: RealtimeLogger;
};

/** Creates the invalidation bus of one process. */
export function createInvalidationBus({ redis, log }: InvalidationBusOptions): InvalidationBus {
  const drops = new Map<string, DropCache[]>();
  const deliver = ({ cache, key }: CacheInvalidation) => {
    for (const drop of drops.get(cache) ?? []) drop(key);
  };
  const dropAll = () => {
    log.info({ caches: [...drops.keys()] }, 'Cache invalidation resubscribed; every cache dropped');
    for (const list of drops.values()) for (const drop of list) drop(undefined);
  };
  const bus: RealtimeBus<CacheInvalidation> = redis
    ? createRedisBus(
        {
          redisUrl: redis.url,
          channel: redis.channel,
          isMessage: isCacheInvalidation,
          onResubscribed: dropAll,
        },
        deliver,
        log,
      )
    : createLocalBus(deliver);
  return {
    onInvalidate(cache, drop) {
      drops.set(cache, [...(drops.get(cache) ?? []), drop]);
    },
    invalidate(cache, key) {
      bus.publish(key === undefined ? { cache } : { cache, key });
    },
    close: () => bus.close(),
  };
}

/** A bus of this process only, for stores built without one (unit tests, scripts). */
export const createLocalInvalidationBus = (): InvalidationBus =>
  createInvalidationBus({ log: { debug() {}, info() {}, warn() {}, error() {} } });
