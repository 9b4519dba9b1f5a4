import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Delay before the page scrolls to the top after a page change (spec section 9). */
export const scrollToTopDelayMs = 100;

/** After each page change: scroll to the top after 100 ms. */
export function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0, left: 0 }), scrollToTopDelayMs);
    return () => clearTimeout(timer);
  }, [pathname, search]);
}
