// In-page timing of the casino overlay (run inside the lobby page by casino-overlay-open.ts): the
// clock starts at the tile's click and stops on the first animation frame where the game page in the
// overlay's iframe (same origin, so readable) shows an enabled chip of its stage.
import type { Page } from 'playwright-core';

/** Where the time of one open went, in ms from the click (null: the step was not seen). */
export type OpenTiming = {
  totalMs: number;
  /** POST /api/casino/launch answered. */
  launchMs: number | null;
  /** The game page's HTML answered (iframe navigation's responseEnd). */
  htmlMs: number | null;
  /** The game page's scripts ran (DOMContentLoaded in the iframe). */
  scriptMs: number | null;
  /** POST /skyhub/api/session answered (null when the page made no such call). */
  sessionMs: number | null;
  /** Bytes the iframe's scripts and styles took on the wire (0 when served from the cache). */
  assetBytes: number;
};

/** Clicks the tile of `gameCode` and resolves when its game is interactive in the overlay. */
export function timeOverlayOpen(page: Page, gameCode: string): Promise<OpenTiming> {
  return page.evaluate(async (code) => {
    const tile = document.querySelector<HTMLElement>(`[data-testid="casino-tile"][data-game-code="${code}"]`);
    if (!tile) throw new Error(`no tile for ${code}`);
    const startedAt = performance.now();
    tile.click();
    // A plain loop on animation frames (no named inner function: tsx would wrap it in __name).
    let frame: HTMLIFrameElement | null = null;
    while (frame === null) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const element = document.querySelector<HTMLIFrameElement>('[data-testid="casino-overlay-frame"]');
      const chip = element?.contentDocument?.querySelector<HTMLButtonElement>('.stage .chip');
      if (element && chip && !chip.disabled && chip.getBoundingClientRect().width > 0) frame = element;
      else if (performance.now() - startedAt > 30_000) throw new Error(`${code}: not interactive after 30 s`);
    }
    const totalMs = performance.now() - startedAt;
    const inner = frame.contentWindow as (Window & typeof globalThis) | null;
    // The iframe's clock starts at its own timeOrigin: shift its marks onto the lobby's clock.
    const shift = inner ? inner.performance.timeOrigin - performance.timeOrigin - startedAt : 0;
    const launch = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('/api/casino/launch') && entry.startTime >= startedAt)
      .at(-1);
    const navigation = inner?.performance.getEntriesByType('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined;
    const resources = (inner?.performance.getEntriesByType('resource') ?? []) as PerformanceResourceTiming[];
    const session = resources.find((entry) => entry.name.endsWith('/skyhub/api/session'));
    return {
      totalMs,
      launchMs: launch ? launch.responseEnd - startedAt : null,
      htmlMs: navigation ? navigation.responseEnd + shift : null,
      scriptMs: navigation ? navigation.domContentLoadedEventEnd + shift : null,
      sessionMs: session ? session.responseEnd + shift : null,
      assetBytes: resources
        .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
        .reduce((sum, entry) => sum + entry.transferSize, 0),
    };
  }, gameCode);
}

/** The baseline: an iframe of a bare same-origin file (the site's favicon) added and loaded, in ms. */
export function timeBareFrame(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const startedAt = performance.now();
        const frame = document.createElement('iframe');
        frame.addEventListener('load', () => {
          resolve(performance.now() - startedAt);
          frame.remove();
        });
        frame.src = `/favicon.svg?bare=${Math.random()}`;
        document.body.append(frame);
      }),
  );
}
