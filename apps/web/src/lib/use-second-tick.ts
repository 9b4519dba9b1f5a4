import { useSyncExternalStore } from 'react';

// One timer for every ticking clock on the page: sixty live clocks update in one task (one React
// commit, one paint) each second instead of sixty timers scattered over the second.

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

/** Listens to the shared tick; the timer runs while anyone listens. */
export function subscribeSecondTick(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(tick, 1_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const noSubscription = () => () => {};
/** The time of the last shared tick (ms). */
export const readSecondTick = () => now;

/** The time (ms) of the page's shared one-second tick while `isRunning`; re-renders once a second then. */
export function useSecondTick(isRunning: boolean): number {
  return useSyncExternalStore(
    isRunning ? subscribeSecondTick : noSubscription,
    readSecondTick,
    readSecondTick,
  );
}
