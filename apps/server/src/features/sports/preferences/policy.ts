import type { RateRule } from '../../../lib/http/rate-limit.ts';

/**
 * Preference calls per member: a page reads the preferences once and a person stars a few leagues at
 * a time, so this is far above use, low enough that a script cannot hammer the database with them.
 */
export const sportsPreferencesRateRule = {
  name: 'sports-preferences-member',
  limit: 300,
  windowMs: 60_000,
} as const satisfies RateRule;
