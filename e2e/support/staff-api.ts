// Back-office calls made with a logged-in staff page's own session, for set-up and tidying that a
// scenario does not test through the screens (bulk posts, restoring shared settings).
import type { Page } from 'playwright-core';

/** POST /api/staff/<path> from `page` (same origin, its session cookie); throws unless code is 0. */
export async function staffApi<T>(page: Page, path: string, body: unknown): Promise<T> {
  const reply = await page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/api/staff/${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { code: number; data?: unknown };
    },
    { path, body },
  );
  if (reply.code !== 0) throw new Error(`staff call ${path} refused: ${JSON.stringify(reply)}`);
  return reply.data as T;
}
