/** How long a parked in-play bet may be confirmed once its delay has passed, seconds. */
export const pendingBetLifetimeSeconds = 30;

/** TRADE360 fixture statuses (sports-tables.ts): where a pick's fixture stands for betting. */
export const fixtureStatus = { notStarted: 1, live: 2, aboutToStart: 9 } as const;

/** Finished, cancelled, abandoned: nothing more can be bet on them (code 22). */
export const closedFixtureStatuses: readonly number[] = [3, 4, 7];

/** True while a fixture takes prematch bets (not started, or about to start). */
export const isPrematchStatus = (status: number) =>
  status === fixtureStatus.notStarted || status === fixtureStatus.aboutToStart;
