/** TRADE360 fixture statuses as the feed numbers them (1..9); the one list every app reads. */
export const fixtureStatus = {
  notStarted: 1,
  live: 2,
  finished: 3,
  cancelled: 4,
  postponed: 5,
  interrupted: 6,
  abandoned: 7,
  coverageLost: 8,
  aboutToStart: 9,
} as const;

/** Finished, cancelled, abandoned: nothing more can be bet on them (code 22), their overrides no longer matter. */
export const closedFixtureStatuses: readonly number[] = [
  fixtureStatus.finished,
  fixtureStatus.cancelled,
  fixtureStatus.abandoned,
];

/** Not started, live, about to start: the statuses whose fixtures still take bets. */
export const bettableFixtureStatuses: readonly number[] = [
  fixtureStatus.notStarted,
  fixtureStatus.live,
  fixtureStatus.aboutToStart,
];

/** True while a fixture takes prematch bets (not started, or about to start). */
export const isPrematchStatus = (status: number): boolean =>
  status === fixtureStatus.notStarted || status === fixtureStatus.aboutToStart;

/** True while a match is under way as a member sees it: in progress, or in progress with the coverage lost. */
export const isUnderwayStatus = (status: number): boolean =>
  status === fixtureStatus.live || status === fixtureStatus.coverageLost;
