import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { isCi, isTcpReachable } from '../../../test/services.ts';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from './rate-limit.ts';
import { RedisRateLimitStore } from './redis-rate-limit-store.ts';

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

// The Redis store is tested when a Redis answers. CI always has one on 6379, so there a missing Redis
// fails the suite instead of skipping it.
const isRedisReachable = await isTcpReachable(redisUrl, 6379);

const silentLogger = { error: () => {} };

const behavesAsARateLimiter = (makeStore: () => RateLimitStore) => {
  const rule = () => ({ name: `t${randomBytes(4).toString('hex')}`, limit: 3, windowMs: 400 });

  it('when hits stay within the limit, then they are allowed; the next one is not', async () => {
    const store = makeStore();
    const limiter = new RateLimiter(store);
    const r = rule();
    const decisions = [];
    for (let i = 0; i < 4; i += 1) decisions.push(await limiter.consume(r, 'ip-1'));
    expect(decisions.map((d) => d.isAllowed)).toEqual([true, true, true, false]);
    expect(decisions[3]?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((await limiter.consume(r, 'ip-2')).isAllowed).toBe(true);
    await store.close();
  });

  it('when the window passes, then the subject may go again', async () => {
    const store = makeStore();
    const limiter = new RateLimiter(store);
    const r = rule();
    for (let i = 0; i < 4; i += 1) await limiter.consume(r, 'ip');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await limiter.consume(r, 'ip')).isAllowed).toBe(true);
    await store.close();
  });

  it('when checked without counting and then reset, then check reflects failures and reset clears them', async () => {
    const store = makeStore();
    const limiter = new RateLimiter(store);
    const r = rule();
    expect((await limiter.check(r, 'id')).isAllowed).toBe(true);
    for (let i = 0; i < 3; i += 1) await limiter.consume(r, 'id');
    expect((await limiter.check(r, 'id')).isAllowed).toBe(false);
    await limiter.reset(r, 'id');
    expect((await limiter.check(r, 'id')).isAllowed).toBe(true);
    await store.close();
  });
};

describe('MemoryRateLimitStore', () => {
  behavesAsARateLimiter(() => new MemoryRateLimitStore());
});

describe.runIf(isRedisReachable || isCi)('RedisRateLimitStore', () => {
  behavesAsARateLimiter(() => new RedisRateLimitStore(redisUrl, silentLogger));

  it('when two stores (two server processes) share Redis, then they share the counts', async () => {
    const a = new RedisRateLimitStore(redisUrl, silentLogger);
    const b = new RedisRateLimitStore(redisUrl, silentLogger);
    const rule = { name: `t${randomBytes(4).toString('hex')}`, limit: 2, windowMs: 5000 };
    await new RateLimiter(a).consume(rule, 'ip');
    await new RateLimiter(b).consume(rule, 'ip');
    expect((await new RateLimiter(a).consume(rule, 'ip')).isAllowed).toBe(false);
    const direct = new Redis(redisUrl);
    expect(await direct.get(`rl:${rule.name}:ip`)).toBe('3');
    expect(await direct.pttl(`rl:${rule.name}:ip`)).toBeGreaterThan(0);
    direct.disconnect();
    await a.close();
    await b.close();
  });
});

describe('RedisRateLimitStore without Redis', () => {
  it('when Redis cannot be reached, then limits still hold, in memory', async () => {
    const store = new RedisRateLimitStore('redis://127.0.0.1:1', silentLogger);
    const limiter = new RateLimiter(store);
    const rule = { name: 'down', limit: 1, windowMs: 5000 };
    expect((await limiter.consume(rule, 'ip')).isAllowed).toBe(true);
    expect((await limiter.consume(rule, 'ip')).isAllowed).toBe(false);
    await store.close();
  });
});
