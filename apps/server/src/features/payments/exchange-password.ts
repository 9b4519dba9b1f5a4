import { createHash } from 'node:crypto';
import { verifySecret } from '../../lib/crypto/secrets.ts';
import type { RateLimiter } from '../../lib/http/rate-limit.ts';
import { exchangePasswordRateLimitedMessage, wrongExchangePasswordRule } from './policy.ts';

/** Checks a member's exchange password: true when right; throws AppError('rateLimited') after too many wrong ones. */
export type ExchangePasswordCheck = (memberId: number, hash: string, plain: string) => Promise<boolean>;

/**
 * The exchange password check of /amount/exchange: each check is counted against the per-member
 * limit before argon2 runs, and a right password clears the count. Identical checks that overlap (a double
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
    // Counted before argon2, so parallel guesses cannot all be checked; a right one clears the count.
    await limiter.enforce(wrongExchangePasswordRule, subject, exchangePasswordRateLimitedMessage);
    // argon2 runs outside any transaction (PGlite runs one transaction at a time).
    if (!(await verifyShared(hash, plain))) return false;
    await limiter.reset(wrongExchangePasswordRule, subject);
    return true;
  };
}
