import type { RateRule } from './rate-limit.ts';

// One budget per member for every product's bets and bet history (sports and mini-games count together).

/**
 * Bet calls per member: far above what a person pressing the bet button can reach (a slip retries
 * and confirms), low enough that a script cannot hammer the ledger with them.
 */
export const betRateRule = {
  name: 'bet-member',
  limit: 1_000,
  windowMs: 60_000,
} as const satisfies RateRule;

/**
 * History calls per member: the page refetches on every settled bet and filter change, so well
 * above a person's clicking, low enough that a script cannot hammer the database with page reads.
 */
export const historyRateRule = {
  name: 'bet-history-member',
  limit: 600,
  windowMs: 60_000,
} as const satisfies RateRule;
