import { verifySecret } from '../../lib/crypto/secrets.ts';
import type { RateLimiter } from '../../lib/http/rate-limit.ts';
import { exchangePasswordRateLimitedMessage, wrongExchangePasswordRule } from './policy.ts';

/** Checks a member's exchange password: true when right; throws AppError('rateLimited') after too many wrong ones. */
export type ExchangePasswordCheck = (memberId: number, hash: string, plain: string) => Promise<boolean>;

/**
 * The exchange password check of /amount/exchange. Each check is counted against the per-member
 * limit before argon2 runs, and a right password clears the count, so parallel guesses cannot all
 * be checked. A member's checks run one after another in this process: otherwise right passwords
 * sent together would use up the limit with attempts that are only given back once argon2 is done.
 */
export function createExchangePasswordCheck(limiter: RateLimiter): ExchangePasswordCheck {
  const queues = new Map<number, Promise<unknown>>();

  const checkOnce = async (memberId: number, hash: string, plain: string) => {
    const subject = String(memberId);
    await limiter.enforce(wrongExchangePasswordRule, subject, exchangePasswordRateLimitedMessage);
    // argon2 runs outside any transaction (PGlite runs one transaction at a time).
    if (!(await verifySecret(hash, plain))) return false;
    await limiter.reset(wrongExchangePasswordRule, subject);
    return true;
  };

  return (memberId, hash, plain) => {
    const previous = queues.get(memberId) ?? Promise.resolve();
    const check = previous.then(() => checkOnce(memberId, hash, plain));
    const settled = check.catch(() => {});
    queues.set(memberId, settled);
    // The last check of a member forgets the queue, so the map holds only members being checked.
    void settled.then(() => {
      if (queues.get(memberId) === settled) queues.delete(memberId);
    });
    return check;
  };
}
