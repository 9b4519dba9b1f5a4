import type { RateRule } from '../../lib/http/rate-limit.ts';

/**
 * Conversion calls per member: far above what a person tapping the header can reach, low enough
 * that a script cannot hammer the ledger with them.
 */
export const conversionRateRule = {
  name: 'wallet-conversion-member',
  limit: 300,
  windowMs: 60_000,
} as const satisfies RateRule;
