import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, byTestId, open } from '../support/site.ts';

const scenario = useChromium();

/** Waits until the server reports `buildId` on GET /api/version (it re-reads build-id.txt every few seconds). */
async function expectServedBuild(baseUrl: string, buildId: string): Promise<void> {
  const servedBuild = async () => {
    const reply = (await (await fetch(`${baseUrl}/api/version`)).json()) as { data?: { buildId?: string } };
    return reply.data?.buildId;
  };
  await expect.poll(servedBuild, { timeout: 15_000, interval: 250 }).toBe(buildId);
}

/** Resolves once the page has asked GET /api/version. */
function versionAsked(page: Page): Promise<unknown> {
  return page.waitForResponse((r) => new URL(r.url()).pathname === '/api/version');
}

scenario(
  'when the server starts serving a newer build than the page runs, then the update bar offers a reload and 나중에 hides it',
  desktop,
  async ({ page, baseUrl }) => {
    const buildIdFile = join(inject('webDistDir'), 'build-id.txt');
    const runningBuild = readFileSync(buildIdFile, 'utf8').trim();

    const asked = versionAsked(page);
    await open(page);
    await asked;
    expect(await byTestId(page, 'update-bar').count()).toBe(0);

    try {
      // A redeploy: the server now reports another build id while this page keeps its bundle.
      writeFileSync(buildIdFile, 'e2e-newer-build\n');
      await expectServedBuild(baseUrl, 'e2e-newer-build');
      const askedAgain = versionAsked(page);
      await page.reload();
      await askedAgain;
      const bar = byTestId(page, 'update-bar');
      await expect.poll(() => bar.count()).toBe(1);
      expect(await button(bar, '새로고침').count()).toBe(1);
      await button(bar, '나중에').click();
      await expect.poll(() => bar.count()).toBe(0);
    } finally {
      writeFileSync(buildIdFile, `${runningBuild}\n`);
      await expectServedBuild(baseUrl, runningBuild);
    }
  },
);
