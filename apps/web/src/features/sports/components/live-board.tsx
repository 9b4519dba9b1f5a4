import type { SportsFixture } from '@hanpan/core/api/sports';

/**
 * A live fixture's scoreboard (score by period, clock, period name, red cards) and event timeline.
 * Placeholder until the live board lands (issue 13, in progress): renders nothing.
 */
export function LiveBoard(_props: { fixture: SportsFixture }) {
  return null;
}
