import { accountText } from '@hanpan/core/api/account';
import { verifySecret } from '../../lib/crypto/secrets.ts';
import type { RateLimiter, RateRule } from '../../lib/http/rate-limit.ts';

/**
 * True when `plain` matches the member's stored hash. Each try is counted before argon2 runs, so
 * parallel guesses cannot outrun the limit; a right one clears the count.
 */
export async function isCurrentSecretRight(
  limiter: RateLimiter,
  rule: RateRule,
  input: { memberId: number; hash: string; plain: string },
): Promise<boolean> {
  const subject = String(input.memberId);
  await limiter.enforce(rule, subject, accountText.passwordAttemptsExceeded);
  if (!(await verifySecret(input.hash, input.plain))) return false;
  await limiter.reset(rule, subject);
  return true;
}
