import { Redis } from 'ioredis';
import { MemoryRateLimitStore, type RateLimitStore, type WindowCount } from './rate-limit.ts';

// INCR and the window's expiry in one step, so a crash between them cannot leave a counter
// that never expires.
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}`;

const peekScript = `
local count = redis.call('GET', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
return {tonumber(count) or 0, ttl}`;

type Logger = { error(object: unknown, message: string): void };

/**
 * Counters shared by every server process through Redis. While Redis is unreachable the limits
 * fall back to this process's memory: degraded, but sign-in is neither opened to brute force
 * nor closed to everyone.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly #redis: Redis;
  readonly #fallback = new MemoryRateLimitStore();
  readonly #logger: Logger;

  constructor(redisUrl: string, logger: Logger) {
    this.#redis = new Redis(redisUrl, {
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
    });
    this.#logger = logger;
    this.#redis.on('error', () => {});
  }

  // While reconnecting, skip Redis at once rather than make every sign-in wait for a timeout.
  get #isDown(): boolean {
    return ['reconnecting', 'close', 'end'].includes(this.#redis.status);
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    if (this.#isDown) return this.#fallback.increment(key, windowMs);
    try {
      const [count, ttl] = (await this.#redis.eval(incrementScript, 1, key, windowMs)) as [number, number];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    } catch (error) {
      this.#logger.error({ err: error }, 'Redis rate limit store unavailable; using memory');
      return this.#fallback.increment(key, windowMs);
    }
  }

  async peek(key: string): Promise<WindowCount> {
    if (this.#isDown) return this.#fallback.peek(key);
    try {
      const [count, ttl] = (await this.#redis.eval(peekScript, 1, key)) as [number, number];
      return { count, resetInMs: Math.max(ttl, 0) };
    } catch (error) {
      this.#logger.error({ err: error }, 'Redis rate limit store unavailable; using memory');
      return this.#fallback.peek(key);
    }
  }

  async reset(key: string): Promise<void> {
    await this.#fallback.reset(key);
    if (this.#isDown) return;
    try {
      await this.#redis.del(key);
    } catch (error) {
      this.#logger.error({ err: error }, 'Redis rate limit store unavailable; using memory');
    }
  }

  async close(): Promise<void> {
    this.#redis.disconnect();
  }
}
