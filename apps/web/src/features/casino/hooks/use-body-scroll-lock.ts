import { useEffect } from 'react';

/** While mounted, the page behind an overlay does not scroll (the previous setting comes back after). */
export function useBodyScrollLock(): void {
  useEffect(() => {
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, []);
}
