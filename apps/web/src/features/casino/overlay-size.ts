// Spec section 9: the casino iframe is 80vh high; in fullscreen it is the window's height less 40 px
// (the overlay's own header bar).

/** Height of the overlay's header bar in fullscreen, px. */
export const fullscreenHeaderPx = 40;

/** The iframe's CSS height: '80vh', or the window's inner height less the header bar in fullscreen. */
export function iframeHeight(isFullscreen: boolean, innerHeight: number): string {
  if (!isFullscreen) return '80vh';
  return `${Math.max(0, Math.floor(innerHeight) - fullscreenHeaderPx)}px`;
}
