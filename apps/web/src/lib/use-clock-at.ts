import { useEffect, useState } from 'react';

// A page's clock for what changes only at known instants (bets close, a race starts or finishes, a copy
// goes stale): it re-renders the page at those instants, not every second, so the countdowns (each its
// own small ticking component) are the only thing the one-second tick renders.

/** setTimeout's longest delay (ms); a later instant is waited for in steps. */
const longestTimerMs = 2 ** 31 - 1;

/** The earliest of `instants` (ms) after `now`, or undefined when none is. */
export function nextInstantAfter(instants: readonly number[], now: number): number | undefined {
  let next: number | undefined;
  for (const instant of instants) {
    if (instant > now && (next === undefined || instant < next)) next = instant;
  }
  return next;
}

/**
 * The time (ms) as of the last of `instants` passed (or of the last change of `instants`): the component
 * re-renders when the clock passes one of them and at no other tick.
 */
export function useClockAt(instants: readonly number[]): number {
  const [now, setNow] = useState(Date.now);
  const key = instants.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the instants' values (key) are the trigger
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      const current = Date.now();
      setNow(current);
      const next = nextInstantAfter(instants, current);
      // +1: a timer may fire a little early by the page's clock; it must land past the instant.
      if (next !== undefined) timer = setTimeout(wait, Math.min(longestTimerMs, next - current + 1));
    };
    wait();
    return () => clearTimeout(timer);
  }, [key]);
  return now;
}
