import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia?.(query);
  media?.addEventListener?.('change', listener);
  return () => media?.removeEventListener?.('change', listener);
}

const read = () => window.matchMedia?.(query).matches ?? false;

/** Whether the member asked for less motion (the animations then jump to the result). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
