import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './app-error.ts';

/** How many attempts a subject may make per window, e.g. 20 sign-ins per IP per 10 minutes. */
export type RateRule = { name: string; limit: number; windowMs: number };

/** Where the counters live: Redis (shared by every process) when `redisUrl` is set, else memory. */
export type RateLimiterOptions = {
  redisUrl?: string | undefined;
  /** Prefix of every key (tests give each app its own). */
  keyPrefix?: string;
  logger?: { error(object: unknown, message: string): void };
};

/**
 * Attempt limits. An attempt is counted before the work it guards (a password or code check), so
 * parallel requests cannot all pass a check that reads the count first; a caller gives the
 * attempt back (`reward`) or clears the subject (`reset`) once the work succeeded.
 */
export type RateLimiter = {
  /** Counts one attempt; throws AppError('rateLimited', message) with Retry-After once the rule is used up. */
  enforce(rule: RateRule, subject: string, message?: string): Promise<void>;
  /** Gives one counted attempt back (e.g. a sign-in that turned out right). */
  reward(rule: RateRule, subject: string): Promise<void>;
  /** Forgets every attempt of the subject (e.g. failed sign-ins after a success). */
  reset(rule: RateRule, subject: string): Promise<void>;
  /** Resolves once Redis answers, or after `timeoutMs` (the limits then start in memory). */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * Builds the attempt limits on rate-limiter-flexible. With Redis, each rule has an in-memory
 * insurance limiter: while Redis is unreachable the limits hold in this process (degraded, but
 * sign-in is neither opened to brute force nor closed to everyone).
 */
export function createRateLimiter({
  redisUrl,
  keyPrefix = 'rl',
  logger,
}: RateLimiterOptions = {}): RateLimiter {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1500 })
    : null;
  let isRedisErrorLogged = false;
  redis?.on('error', (error) => {
    if (isRedisErrorLogged) return;
    isRedisErrorLogged = true;
    logger?.error({ err: error }, 'Redis rate limit store unavailable; limits kept in memory');
  });
  redis?.on('ready', () => {
    isRedisErrorLogged = false;
  });
  const limiters = new Map<string, RateLimiterAbstract>();

  const limiterOf = (rule: RateRule) => {
    const existing = limiters.get(rule.name);
    if (existing) return existing;
    const options = {
      keyPrefix: `${keyPrefix}:${rule.name}`,
      points: rule.limit,
      duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
    };
    const memory = new RateLimiterMemory(options);
    const limiter = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
    limiters.set(rule.name, limiter);
    return limiter;
  };

  return {
    async enforce(rule, subject, message) {
      try {
        await limiterOf(rule).consume(subject);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new AppError('rateLimited', message, retryAfterSeconds);
      }
    },
    async reward(rule, subject) {
      await limiterOf(rule).reward(subject);
    },
    async reset(rule, subject) {
      await limiterOf(rule).delete(subject);
    },
    async ready(timeoutMs = 2000) {
      if (!redis || redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        redis.once('ready', done);
      });
    },
    async close() {
      redis?.disconnect();
    },
  };
}
