import { casinoEscapeMessage } from '@hanpan/core/casino/frame-messages';
import { useEffect } from 'react';

/**
 * Once the game's iframe has the focus, the site's overlay no longer hears Escape: tell the parent.
 * A dialog of this page that closes on Escape marks the key as used (preventDefault), and then the
 * game stays open. The target origin is this page's own: the provider is mounted on the operator's
 * origin and lets only that origin frame it (frame-ancestors 'self').
 */
export function useEscapeToSite(): void {
  useEffect(() => {
    if (window.parent === window) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      window.parent.postMessage(casinoEscapeMessage, window.location.origin);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
