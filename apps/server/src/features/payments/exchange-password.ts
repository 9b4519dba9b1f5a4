import { createHash } from 'node:crypto';
import { verifySecret } from '../../lib/crypto/secrets.ts';
import { AppError } from '../../lib/http/app-error.ts';
import type { RateLimiter } from '../../lib/http/rate-limit.ts';
import { exchangePasswordRateLimitedMessage, wrongExchangePasswordRule } from './policy.ts';

/** Checks a member's exchange password: true when right; throws AppError('rateLimited') after too many wrong ones. */
export type ExchangePasswordCheck = (memberId: number, hash: string, plain: string) => Promise<boolean>;

/**
 * The exchange password check of /amount/exchange: the per-member limit of wrong passwords is
 * checked before argon2 and counted only on a wrong one. Identical checks that overlap (a double
 * click, a retried burst) share one argon2 run; nothing is remembered once it finishes.
 */
export function createExchangePasswordCheck(limiter: RateLimiter): ExchangePasswordCheck {
  const inFlight = new Map<string, Promise<boolean>>();

  const verifyShared = (hash: string, plain: string) => {
    const key = createHash('sha256').update(hash).update('\0').update(plain).digest('base64');
    const running = inFlight.get(key);
    if (running) return running;
    const check = verifySecret(hash, plain).finally(() => inFlight.delete(key));
    inFlight.set(key, check);
    return check;
  };

  return async (memberId, hash, plain) => {
    const subject = String(memberId);
    const limit = await limiter.check(wrongExchangePasswordRule, subject);
    if (!limit.isAllowed) {
      throw new AppError('rateLimited', exchangePasswordRateLimitedMessage, limit.retryAfterSeconds);
    }
    // argon2 runs outside any transaction (PGlite runs one transaction at a time).
    if (!(await verifyShared(hash, plain))) {
      await limiter.consume(wrongExchangePasswordRule, subject);
      return false;
    }
    await limiter.reset(wrongExchangePasswordRule, subject);
    return true;
  };
}
