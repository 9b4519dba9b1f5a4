import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startRedisRelay } from '../../../test/redis-relay.ts';
import { isCi, isTcpReachable } from '../../../test/services.ts';
import {
  createInvalidationBus,
  createLocalInvalidationBus,
  type InvalidationBus,
} from './invalidation-bus.ts';

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const hasRedis = await isTcpReachable(redisUrl, 6379);
const log = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };

/** What each cache's drops were called with, in order. */
const recordDrops = (bus: InvalidationBus, caches: readonly string[]) => {
  const seen: Record<string, (string | undefined)[]> = {};
  for (const cache of caches) {
    seen[cache] = [];
    bus.onInvalidate(cache, (key) => seen[cache]?.push(key));
  }
  return seen;
};

describe('the cache invalidation bus in one process (no REDIS_URL)', () => {
  it('when a cache is invalidated, then its drops run at once with the key (or undefined) and other caches keep theirs', () => {
    const bus = createLocalInvalidationBus();
    const seen = recordDrops(bus, ['limits', 'rules']);
    const second: (string | undefined)[] = [];
    bus.onInvalidate('limits', (key) => second.push(key));
    bus.invalidate('limits');
    bus.invalidate('limits', 'member:7');
    expect(seen).toEqual({ limits: [undefined, 'member:7'], rules: [] });
    expect(second).toEqual([undefined, 'member:7']);
    bus.invalidate('nobody-listens');
  });
});

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup().catch(() => undefined);
});

describe.runIf(hasRedis || isCi)('the cache invalidation bus of two processes on one Redis', () => {
  it('when one process invalidates a cache, then it drops its own at once and the other drops its copy', async () => {
    const channel = `cache-invalidation-test:${randomUUID()}`;
    const first = createInvalidationBus({ redis: { url: redisUrl, channel }, log });
    const second = createInvalidationBus({ redis: { url: redisUrl, channel }, log });
    cleanups.push(first.close, second.close);
    const seenFirst = recordDrops(first, ['limits']);
    const seenSecond = recordDrops(second, ['limits', 'rules']);
    // The second's subscription may still be starting: announced again until it arrives.
    await vi.waitFor(
      () => {
        first.invalidate('limits', 'k');
        expect(seenSecond.limits?.length).toBeGreaterThan(0);
      },
      { timeout: 5_000, interval: 50 },
    );
    // Its own at once, every time (publishes made before its Redis connection was up never arrived).
    expect(seenFirst.limits?.length).toBeGreaterThanOrEqual(seenSecond.limits?.length ?? 0);
    expect(new Set(seenFirst.limits)).toEqual(new Set(['k']));
    expect(new Set(seenSecond.limits)).toEqual(new Set(['k']));
    expect(seenSecond.rules).toEqual([]);

    // The delay from an invalidation to the other process's drop, one at a time.
    const delays: number[] = [];
    for (let sample = 0; sample < 200; sample += 1) {
      const arrived = new Promise<void>((resolve) =>
        second.onInvalidate(`sample-${sample}`, () => resolve()),
      );
      const sentAt = performance.now();
      first.invalidate(`sample-${sample}`);
      await arrived;
      delays.push(performance.now() - sentAt);
    }
    delays.sort((x, y) => x - y);
    const at = (share: number) => (delays[Math.floor(share * (delays.length - 1))] ?? 0).toFixed(2);
    console.log(`[cache-invalidation] Redis bus, 200 invalidations: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
    expect(Number(at(0.99))).toBeLessThan(1_000);
  });

  it('when the connection to Redis is lost and comes back, then every cache drops (messages sent meanwhile are gone)', async () => {
    const relay = await startRedisRelay(redisUrl);
    cleanups.push(relay.close);
    const channel = `cache-invalidation-test:${randomUUID()}`;
    const bus = createInvalidationBus({ redis: { url: relay.url, channel }, log });
    const direct = createInvalidationBus({ redis: { url: redisUrl, channel }, log });
    cleanups.push(bus.close, direct.close);
    const seen = recordDrops(bus, ['limits', 'rules']);
    // Subscribed through the relay first: another process's message arrives.
    await vi.waitFor(
      () => {
        direct.invalidate('limits', 'ready');
        expect(seen.limits).toContain('ready');
      },
      { timeout: 5_000, interval: 50 },
    );
    seen.limits = [];
    seen.rules = [];
    relay.cut();
    await vi.waitFor(() => expect(seen).toEqual({ limits: [undefined], rules: [undefined] }), {
      timeout: 5_000,
      interval: 20,
    });
  });
});
