// The reality check's clock: a check falls due every `minutes` since sign-in (RTS 13: measured from the
// session's start, not from the last answer). One check waits on screen until answered; checks missed
// while it waited do not stack up behind it.

const minuteMs = 60_000;

/** How many checks have fallen due by `now` since `startedAtMs` (0 when off or before the first). */
export function dueCheckCount(startedAtMs: number, minutes: number, now: number): number {
  if (minutes <= 0 || !Number.isFinite(startedAtMs) || now < startedAtMs) return 0;
  return Math.floor((now - startedAtMs) / (minutes * minuteMs));
}

/** When the check after the first `count` falls due (ms). */
export function nextCheckAt(startedAtMs: number, minutes: number, count: number): number {
  return startedAtMs + (count + 1) * minutes * minuteMs;
}

/** What a running reality check timer can be told. */
export type RealityCheckTimer = {
  /** The member answered 계속하기: the next check is the next one due after now. */
  acknowledge: () => void;
  /** Stops the timer (sign-out, interval change, unmount). */
  stop: () => void;
};

/** What the timer needs: the session's start, the interval, what to do when a check is due, and a clock. */
export type RealityCheckTimerOptions = {
  startedAtMs: number;
  minutes: number;
  onDue: () => void;
  now?: () => number;
};

/** setTimeout's longest delay; a later check is waited for in steps. */
const longestTimerMs = 2 ** 31 - 1;

/**
 * Starts the timer. Checks already due at the start count as seen (a page load mid-session does not
 * open one at once); the next one calls `onDue`, and no further one is timed until `acknowledge`.
 */
export function startRealityCheckTimer({
  startedAtMs,
  minutes,
  onDue,
  now = Date.now,
}: RealityCheckTimerOptions): RealityCheckTimer {
  let seen = dueCheckCount(startedAtMs, minutes, now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = minutes <= 0 || !Number.isFinite(startedAtMs);

  function wait(): void {
    clearTimeout(timer);
    if (isStopped) return;
    const delay = nextCheckAt(startedAtMs, minutes, seen) - now();
    timer = setTimeout(fire, Math.min(longestTimerMs, Math.max(0, delay)));
  }

  function fire(): void {
    if (isStopped) return;
    // A timer may fire a little early by our clock; wait out the rest rather than skip the check.
    if (dueCheckCount(startedAtMs, minutes, now()) <= seen) {
      wait();
      return;
    }
    timer = undefined;
    onDue();
  }

  wait();
  return {
    acknowledge: () => {
      seen = Math.max(seen, dueCheckCount(startedAtMs, minutes, now()));
      wait();
    },
    stop: () => {
      isStopped = true;
      clearTimeout(timer);
    },
  };
}
