// What a game page in the site's casino overlay may tell the site with window.postMessage. The
// overlay believes a message only from its own iframe's window and from the launch URL's origin.

/** The message a game page posts to its parent when Escape was pressed outside any of its dialogs. */
export const casinoEscapeMessage = { type: 'hanpan.casino.escape' } as const;

/** True when `data` is the escape message. */
export function isCasinoEscapeMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === casinoEscapeMessage.type
  );
}
