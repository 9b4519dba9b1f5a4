import { useLayoutEffect } from 'react';

/** While mounted, the page behind an overlay does not scroll (the previous setting comes back after). */
export function useBodyScrollLock(): void {
  // A layout effect: the lock goes in the same commit as the overlay's DOM (a passive effect's cleanup can run
  // a moment after the overlay is gone, leaving the page unscrollable meanwhile).
  useLayoutEffect(() => {
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, []);
}
