import type { RateRule } from '../../lib/http/rate-limit.ts';

/** Coupon uses and check-ins per member: far above a person's taps, low enough to stop a script hammering the ledger. */
export const promotionRateRule = {
  name: 'promotion-member',
  limit: 300,
  windowMs: 60_000,
} as const satisfies RateRule;

/** Coupon codes tried per member: a few typos are fine, guessing codes by the thousand is not. */
export const couponCodeRateRule = {
  name: 'coupon-code-member',
  limit: 20,
  windowMs: 10 * 60_000,
} as const satisfies RateRule;
