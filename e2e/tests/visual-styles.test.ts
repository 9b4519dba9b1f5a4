/**
 * The member site looks the same with its styles as with the styles of a pinned commit (issue 29):
 * the main pages at 1440 and 375 px, each shot twice in the same frozen DOM, once with the built
 * app's stylesheets and once with them removed and the pinned commit's `apps/web/src/styles/*.css`
 * (read with `git show`, nothing copied into the tree) injected in the order that build applied them
 * on a fresh load of that page. The two shots must match within a small pixel tolerance.
 *
 * Between the shots the page is frozen: the clock is paused (no timers, no ticking times) and the
 * realtime socket's messages from the server are held back (the feed moves odds), so only the
 * styles differ.
 *
 * After an intended style change, update the baseline: set `pinnedCommit` to the commit that made the
 * change and `stylesAt`/`pagesToCompare` to that commit's file layout and order (the order is that
 * of the build's stylesheets: `index-*.css` first, then each lazy chunk's, as the page's
 * `<link rel="stylesheet">` list shows). Run the test at that commit: it must pass with the new baseline.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { tmpDir } from '../support/paths.ts';
import { useChromium } from '../support/scenario.ts';
import { closePopups, open } from '../support/site.ts';
import { demo } from '../support/visitor.ts';

/** The last commit with the member site's CSS in `apps/web/src/styles/` (before it moved beside the features). */
const pinnedCommit = 'c60756ea5187df0bad3f1aabbc8a010520d45c54';
/** Where the pinned commit kept the styles. */
const stylesAt = 'apps/web/src/styles';
/** The share of pixels that may differ (anti-aliasing), per shot. */
const tolerance = 0.0001;

/** The styles of the pinned build's `index-*.css`, in its order (the app's imports come before main.tsx's). */
const appWide = [
  'protection.css',
  'base.css',
  'shell.css',
  'overlays.css',
  'pages.css',
  'sports.css',
  'live-board.css',
  'sports-lists.css',
  'slip.css',
];

/** Who opens a page. */
type Who = 'guest' | 'member' | 'partner';

/** A page to compare: its path, who opens it, and the pinned build's lazy stylesheets on a fresh load. */
type PageToCompare = { name: string; path: string; who: Who; lazy: string[] };

const pagesToCompare: PageToCompare[] = [
  { name: 'home', path: '/', who: 'guest', lazy: [] },
  { name: 'prematch', path: '/event/main', who: 'member', lazy: [] },
  { name: 'games', path: '/games/main', who: 'member', lazy: ['minigames.css'] },
  { name: 'live', path: '/event/main_inplay', who: 'member', lazy: [] },
  {
    name: 'minigame',
    path: '/games/miniGame/pbgLobby',
    who: 'member',
    lazy: ['minigame-bets.css', 'minigames.css'],
  },
  {
    name: 'virtual',
    path: '/games/bet365/dogBet365',
    who: 'member',
    lazy: ['minigame-bets.css', 'minigames.css', 'virtual.css'],
  },
  { name: 'casino', path: '/casino/skyhub/casino', who: 'member', lazy: ['casino.css'] },
  {
    name: 'bet-history',
    path: '/result/betResult',
    who: 'member',
    lazy: ['minigame-bets.css', 'bet-history.css'],
  },
  { name: 'mypage', path: '/mypage', who: 'member', lazy: ['account.css', 'money.css'] },
  { name: 'charge', path: '/amount/charge', who: 'member', lazy: ['money.css'] },
  { name: 'exchange', path: '/amount/exchange', who: 'member', lazy: ['money.css'] },
  { name: 'recommend', path: '/amount/recommend', who: 'member', lazy: ['money.css', 'referral.css'] },
  { name: 'notices', path: '/board/main', who: 'member', lazy: [] },
  { name: 'rules', path: '/board/rules', who: 'member', lazy: [] },
  { name: 'messages', path: '/board/message', who: 'member', lazy: ['member-boards.css'] },
  { name: 'inquiries', path: '/board/inquiry', who: 'member', lazy: ['member-boards.css'] },
  { name: 'coupons', path: '/board/coupon', who: 'member', lazy: ['promotions.css'] },
  { name: 'attendance', path: '/board/attendance', who: 'member', lazy: ['promotions.css'] },
  { name: 'agency', path: '/agency/index', who: 'partner', lazy: ['agency.css', 'money.css'] },
];

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const pinnedFiles = new Map<string, string>();

/** A style file as the pinned commit has it. */
function pinnedStyle(file: string): string {
  let text = pinnedFiles.get(file);
  if (text === undefined) {
    text = execFileSync('git', ['show', `${pinnedCommit}:${stylesAt}/${file}`], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    pinnedFiles.set(file, text);
  }
  return text;
}

/** A context whose realtime messages can be held back and whose clock can be paused. */
async function freezableContext(context: BrowserContext): Promise<{ hold: (held: boolean) => void }> {
  let isHeld = false;
  await context.routeWebSocket(
    (url) => url.pathname.startsWith('/chat'),
    (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (!isHeld) socket.send(message);
      });
    },
  );
  return {
    hold: (held) => {
      isHeld = held;
    },
  };
}

/** The tallest part of a page that is shot (a longer list repeats the same rules and only costs time). */
const maxShotHeight = 2_400;

/** A shot of the page's top (up to {@link maxShotHeight}), with animations settled and the caret hidden. */
async function shoot(page: Page): Promise<PNG> {
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  const clip = { x: 0, y: 0, width, height: Math.min(height, maxShotHeight) };
  return PNG.sync.read(
    await page.screenshot({ fullPage: true, clip, animations: 'disabled', caret: 'hide' }),
  );
}

/** Swaps the built app's stylesheets for the pinned commit's files, in `files` order. */
async function applyPinnedStyles(page: Page, files: string[]): Promise<void> {
  const css = files.map((file) => `/* ${file} */\n${pinnedStyle(file)}`).join('\n');
  await page.evaluate((text) => {
    for (const link of document.querySelectorAll('link[rel="stylesheet"]')) link.remove();
    for (const style of document.querySelectorAll('style')) style.remove();
    const pinned = document.createElement('style');
    pinned.textContent = text;
    document.head.append(pinned);
  }, css);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The share of differing pixels between two shots (1 when their sizes differ); writes a diff image. */
function differingShare(current: PNG, pinned: PNG, name: string): number {
  if (current.width !== pinned.width || current.height !== pinned.height) {
    console.error(
      `[visual-styles] ${name}: ${current.width}x${current.height} now, ${pinned.width}x${pinned.height} pinned`,
    );
    return 1;
  }
  const diff = new PNG({ width: current.width, height: current.height });
  const count = pixelmatch(current.data, pinned.data, diff.data, current.width, current.height, {
    threshold: 0.1,
  });
  if (count > 0) {
    mkdirSync(tmpDir, { recursive: true });
    writeFileSync(join(tmpDir, `visual-styles-${name}-diff.png`), PNG.sync.write(diff));
    writeFileSync(join(tmpDir, `visual-styles-${name}-now.png`), PNG.sync.write(current));
    writeFileSync(join(tmpDir, `visual-styles-${name}-pinned.png`), PNG.sync.write(pinned));
  }
  return count / (current.width * current.height);
}

/** Signs `who` in through the API (the context's cookies), or not at all for a guest. */
async function signIn(page: Page, who: Who): Promise<void> {
  if (who === 'guest') return;
  const account = who === 'member' ? demo.member : demo.partner;
  const reply = await page.request.post('/api/user/sign', {
    form: { loginId: account.loginId, loginPassword: account.password },
  });
  expect(((await reply.json()) as { code: number }).code).toBe(0);
}

/** Compares every page `who` opens, at each viewport; returns the pages over the tolerance. */
async function comparePages(page: Page, who: Who, entries: PageToCompare[]): Promise<string[]> {
  const freezer = await freezableContext(page.context());
  await page.clock.install();
  await signIn(page, who);
  const failures: string[] = [];
  for (const viewport of [desktop, mobile]) {
    await page.setViewportSize(viewport);
    for (const [index, entry] of entries.entries()) {
      const name = `${entry.name}-${viewport.width}`;
      // A late reply can still change the page between the shots: a real style change fails every try.
      let share = 1;
      for (let attempt = 0; attempt < 3 && share > tolerance; attempt += 1) {
        freezer.hold(false);
        await page.clock.resume();
        await open(page, entry.path);
        // The popups show on the first load only (closing one hides it for the visit): shot once, then closed.
        if (index > 0 || viewport === mobile) await closePopups(page);
        // Only for coverage (the lists filled in): the freeze below, not this wait, makes the two shots agree,
        // and a page that keeps polling never goes quiet.
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        freezer.hold(true);
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
        const current = await shoot(page);
        await applyPinnedStyles(page, [...appWide, ...entry.lazy]);
        share = differingShare(current, await shoot(page), name);
      }
      if (share > tolerance) failures.push(`${name}: ${(share * 100).toFixed(3)}% of pixels differ`);
    }
  }
  return failures;
}

const scenario = useChromium();

/** The pages in groups of at most eight, one test each (a test signs in once and shoots both widths). */
const groups = (['guest', 'member', 'partner'] as const).flatMap((who) => {
  const ofWho = pagesToCompare.filter((entry) => entry.who === who);
  const size = Math.ceil(ofWho.length / Math.ceil(ofWho.length / 8));
  return Array.from({ length: Math.ceil(ofWho.length / size) }, (_, at) => ({
    who,
    entries: ofWho.slice(at * size, (at + 1) * size),
  }));
});

for (const { who, entries } of groups) {
  scenario(
    `when the ${who} opens ${entries.map((entry) => entry.name).join(', ')} at 1440 and 375 px, then they look as with the pinned commit's styles`,
    desktop,
    async ({ page }) => {
      expect(await comparePages(page, who, entries)).toEqual([]);
    },
    180_000,
  );
}
