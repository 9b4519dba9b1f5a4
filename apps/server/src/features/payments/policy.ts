import type { RateRule } from '../../lib/http/rate-limit.ts';

const minute = 60_000;

/** A member's request history comes in pages of this many. */
export const memberPageSize = 10;

/** Exchange password checks per member: counted before argon2; a right password clears the count. */
export const wrongExchangePasswordRule = {
  name: 'exchange-password-fail',
  limit: 5,
  windowMs: 10 * minute,
} as const satisfies RateRule;

/** Shown when a member has entered the exchange password wrongly too often. */
export const exchangePasswordRateLimitedMessage =
  '환전 비밀번호 입력 오류가 너무 많습니다. 잠시 후 다시 시도해 주세요.';
