import type { RateRule } from '../../lib/http/rate-limit.ts';

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

/** How long a parked in-play bet may be confirmed once its delay has passed, seconds. */
export const pendingBetLifetimeSeconds = 30;

/** TRADE360 fixture statuses (sports-tables.ts): where a pick's fixture stands for betting. */
export const fixtureStatus = { notStarted: 1, live: 2, aboutToStart: 9 } as const;

/** Finished, cancelled, abandoned: nothing more can be bet on them (code 22). */
export const closedFixtureStatuses: readonly number[] = [3, 4, 7];

/** True while a fixture takes prematch bets (not started, or about to start). */
export const isPrematchStatus = (status: number) =>
  status === fixtureStatus.notStarted || status === fixtureStatus.aboutToStart;
