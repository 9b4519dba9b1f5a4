import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { isCi, isTcpReachable } from '../../../test/services.ts';
import { AppError } from './app-error.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

// The Redis store is tested when a Redis answers. CI always has one on 6379, so there a missing Redis
// fails the suite instead of skipping it.
const isRedisReachable = await isTcpReachable(redisUrl, 6379);

const uniquePrefix = () => `test-rl-${randomBytes(6).toString('hex')}`;
const rule = { name: 'attempts', limit: 3, windowMs: 60_000 };
const opened: RateLimiter[] = [];
const open = async (options: Parameters<typeof createRateLimiter>[0]) => {
  const limiter = createRateLimiter(options);
  opened.push(limiter);
  await limiter.ready();
  return limiter;
};
afterEach(async () => {
  for (const limiter of opened.splice(0)) await limiter.close();
});

/** How many of `count` parallel attempts got through. */
const allowedOf = async (limiter: RateLimiter, subject: string, count: number) => {
  const results = await Promise.allSettled(
    Array.from({ length: count }, () => limiter.enforce(rule, subject, '잠시 후')),
  );
  for (const result of results) {
    if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(AppError);
  }
  return results.filter((result) => result.status === 'fulfilled').length;
};

const behavesAsAttemptLimits = (options: () => Parameters<typeof createRateLimiter>[0]) => {
  it('when 20 attempts arrive at once, then exactly the limit get through, the rest get a Retry-After', async () => {
    const limiter = await open(options());
    expect(await allowedOf(limiter, 'ip', 20)).toBe(3);
    const refusal = await limiter.enforce(rule, 'ip', '잠시 후').catch((error: unknown) => error);
    expect(refusal).toMatchObject({ kind: 'rateLimited', userMessage: '잠시 후' });
    expect((refusal as AppError).retryAfterSeconds).toBeGreaterThan(50);
    expect(await allowedOf(limiter, 'other', 1)).toBe(1);
  });

  it('when an attempt is given back or the subject reset, then that many more get through', async () => {
    const limiter = await open(options());
    expect(await allowedOf(limiter, 'id', 3)).toBe(3);
    await limiter.reward(rule, 'id');
    expect(await allowedOf(limiter, 'id', 5)).toBe(1);
    await limiter.reset(rule, 'id');
    expect(await allowedOf(limiter, 'id', 5)).toBe(3);
  });
};

describe('attempt limits in memory', () => {
  behavesAsAttemptLimits(() => ({}));
});

describe.runIf(isRedisReachable || isCi)('attempt limits in Redis', () => {
  behavesAsAttemptLimits(() => ({ redisUrl, keyPrefix: uniquePrefix() }));

  it('when two limiters (two server processes) share Redis, then they share the counts', async () => {
    const keyPrefix = uniquePrefix();
    const a = await open({ redisUrl, keyPrefix });
    const b = await open({ redisUrl, keyPrefix });
    expect((await allowedOf(a, 'ip', 2)) + (await allowedOf(b, 'ip', 2))).toBe(3);
    const direct = new Redis(redisUrl);
    try {
      expect(Number(await direct.get(`${keyPrefix}:${rule.name}:ip`))).toBe(4);
      expect(await direct.pttl(`${keyPrefix}:${rule.name}:ip`)).toBeGreaterThan(0);
    } finally {
      direct.disconnect();
    }
  });
});

describe('attempt limits with Redis down', () => {
  it('when Redis cannot be reached, then limits still hold, in memory', async () => {
    const logged: string[] = [];
    const limiter = await open({
      redisUrl: 'redis://127.0.0.1:1',
      keyPrefix: uniquePrefix(),
      logger: { error: (_object, message) => logged.push(message) },
    });
    expect(await allowedOf(limiter, 'ip', 20)).toBe(3);
    expect(logged.length).toBeGreaterThan(0);
  });
});
