import { type RefObject, useLayoutEffect } from 'react';

/**
 * Publishes the rendered height of the sticky header as the `--header-h` CSS variable on the root,
 * so everything sticky below it (left column, bet slip, mini-game bet form) starts where it ends,
 * whatever wraps inside it (balances, a long nick, the nav row).
 */
export function useHeaderHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--header-h', `${header.getBoundingClientRect().height}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-h');
    };
  }, [ref]);
}
