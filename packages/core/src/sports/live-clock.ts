// How a live fixture's clock reads between feed updates (issue 13: each sport's clock follows its
// rules). The feed's value is the truth; the page advances it smoothly until the next update corrects it.
// Basketball, ice hockey and American football clocks give the time LEFT in the period and count down;
// soccer counts up through stoppage time; a boxing round counts up to its three minutes. Sports
// without a clock (baseball, volleyball, ...) send none and show the period alone.

/** Sports whose clock counts down: basketball, ice hockey, American football. */
const countdownSports = new Set([203, 205, 206]);
/** Boxing's round length in seconds. */
const boxingRoundSeconds = 180;
const boxing = 208;
/**
 * The most a counting-down clock runs ahead of its last update: those clocks stop in play, so the
 * feed sends a new value every 15 s of match clock; holding after that keeps the page from running far
 * ahead and jumping back.
 */
export const maxCountdownDriftSeconds = 15;

/** True when the sport's clock shows the time left in the period. */
export function isCountdownClock(sportId: number): boolean {
  return countdownSports.has(sportId);
}

/**
 * The clock to show `elapsedSeconds` after the feed said `clockSeconds` (while the fixture is in play;
 * pass 0 otherwise): counting down to no less than 0:00, or up (a boxing round to 3:00 at most).
 */
export function liveClockSeconds(sportId: number, clockSeconds: number, elapsedSeconds: number): number {
  const elapsed = Math.max(0, elapsedSeconds);
  if (isCountdownClock(sportId))
    return Math.max(0, clockSeconds - Math.min(elapsed, maxCountdownDriftSeconds));
  const counted = clockSeconds + elapsed;
  return sportId === boxing ? Math.min(boxingRoundSeconds, counted) : counted;
}
