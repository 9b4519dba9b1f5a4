import { useSyncExternalStore } from 'react';

/** The spec's mobile breakpoint (section 9): 787px wide or less. */
export const mobileQuery = '(max-width: 787px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(mobileQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True at the mobile breakpoint; re-renders when the viewport crosses it. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  );
}
