import { randomBytes } from 'node:crypto';
import type { RateLimiterOptions } from '../src/lib/http/rate-limit.ts';
import { isCi, isTcpReachable } from './services.ts';

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

// CI always has Redis on 6379, so there a missing Redis fails the suite instead of skipping it.
const isRedisReachable = isCi || (await isTcpReachable(redisUrl, 6379));

/** A store of attempt counters a burst test runs against; `rateLimits` goes to createTestApp. */
export type AttemptStore = { name: string; rateLimits: () => Omit<RateLimiterOptions, 'logger'> | undefined };

/**
 * Memory; Redis (when one answers, always on CI) with a key prefix of the test's own; and Redis
 * down (a closed port), where the in-memory insurance limiter must hold the limits.
 */
export const attemptStores: AttemptStore[] = [
  { name: 'memory', rateLimits: () => undefined },
  ...(isRedisReachable
    ? [
        {
          name: 'Redis',
          rateLimits: () => ({ redisUrl, keyPrefix: `test-rl-${randomBytes(6).toString('hex')}` }),
        },
      ]
    : []),
  { name: 'Redis down', rateLimits: () => ({ redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'test-rl-down' }) },
];

/** The `index`-th loopback address from 127.0.0.2 on (a client of its own for per-IP limits). */
export const loopbackAddress = (index: number) => `127.0.0.${index + 2}`;
