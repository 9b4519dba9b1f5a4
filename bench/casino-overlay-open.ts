// Casino overlay open time (issue 23): the real server (compiled, fresh PGlite with the demo seed)
// serving the production web bundle and the built-in provider's game page; headless Chromium
// (1440x900) signed in as demo01 opens baccarat (casino lobby) and 럭키 세븐 (slot lobby) `--runs`
// times each. One open = from the tile's click until the game in the overlay's iframe shows an
// enabled chip (see support/casino-overlay-timing.ts). Cold: a new browser context (empty cache) per
// run; warm: a second open of the same game in the same page. Printed: median and p95 beside the
// issue's figures measured before the fix (3.6 s baccarat, 4.6 s slot) and beside the same run's
// floor, an iframe of a bare same-origin file; then the median of where the time went.
// Usage: npm run casino-overlay -w @hanpan/bench -- [--runs 10] [--build]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath, desktop } from '../e2e/support/browser.ts';
import { repoRoot, startServer } from '../scripts/server-process.ts';
import { type OpenTiming, timeBareFrame, timeOverlayOpen } from './support/casino-overlay-timing.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { percentile } from './support/minigame-burst.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, build: { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
if (!(Number.isInteger(runs) && runs > 0)) throw new Error('bad --runs');
const games = [
  { code: 'baccarat', lobby: '/casino/skyhub/casino', issueMs: 3_600 },
  { code: 'lucky-sevens', lobby: '/casino/skyhub/slot', issueMs: 4_600 },
] as const;
const demoLogin = { loginId: 'demo01', loginPassword: 'demo1234' };
cleanUpOnSignals();
setTimeout(() => {
  console.error('casino-overlay-open: gave up after 8 minutes');
  void runCleanups().finally(() => process.exit(1));
}, 8 * 60_000).unref();

/** The production bundles the server serves, built when missing or --build is given. */
function ensureBuilds(): void {
  for (const [workspace, dist] of [
    ['@hanpan/web', 'apps/web/dist'],
    ['@hanpan/skyhub', 'apps/skyhub/dist/client'],
  ] as const) {
    if (!values.build && existsSync(join(repoRoot, dist, 'index.html'))) continue;
    console.log(`casino-overlay-open: building ${workspace} (production)`);
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error(`${workspace} build failed (exit ${build.status})`);
  }
}

/** Signs demo01 in (form-encoded, as the login dialog does) and returns the session cookie's value. */
async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/user/sign`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(demoLogin).toString(),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('hanpan_sid='));
  const value = cookie?.split(';')[0]?.slice('hanpan_sid='.length);
  if (!value) throw new Error(`demo01 sign-in failed: HTTP ${response.status} ${await response.text()}`);
  return value;
}

/** Opens a lobby and closes the notice and event popups a full page load shows. */
async function openLobby(page: Page, origin: string, path: string, gameCode: string): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.locator(`[data-testid="casino-tile"][data-game-code="${gameCode}"]`).first().waitFor();
  for (const testId of ['notice-popup', 'event-popup']) {
    const popups = page.getByTestId(testId).filter({ visible: true });
    while ((await popups.count()) > 0) {
      await popups.first().getByRole('button', { name: '닫기', exact: true }).click();
    }
  }
}

type GameRuns = { cold: OpenTiming[]; warm: OpenTiming[]; bare: number[] };

async function measureGame(browser: Browser, origin: string, cookie: string, game: (typeof games)[number]) {
  const result: GameRuns = { cold: [], warm: [], bare: [] };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({
      viewport: desktop,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    try {
      await context.addCookies([{ name: 'hanpan_sid', value: cookie, url: origin }]);
      const page = await context.newPage();
      await openLobby(page, origin, game.lobby, game.code);
      result.bare.push(await timeBareFrame(page));
      result.cold.push(await timeOverlayOpen(page, game.code));
      await page.getByTestId('casino-overlay-close').click();
      await page.getByTestId('casino-overlay').waitFor({ state: 'detached' });
      result.warm.push(await timeOverlayOpen(page, game.code));
    } finally {
      await context.close();
    }
  }
  return result;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const median = (list: number[]) => percentile(sorted(list), 50);
const medianOf = (timings: OpenTiming[], key: keyof OpenTiming) => {
  const seen = timings.flatMap((timing) => (timing[key] === null ? [] : [timing[key] as number]));
  return seen.length === 0
    ? '-'
    : key === 'assetBytes'
      ? `${(median(seen) / 1024).toFixed(1)} KB`
      : ms(median(seen));
};

try {
  ensureBuilds();
  const server = await startServer({ env: { FEED_SOURCE: 'off', LOG_LEVEL: 'warn' } });
  onCleanup(server.stop);
  const cookie = await signIn(server.url);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  onCleanup(() => browser.close());
  console.log(`casino-overlay-open: ${runs} runs per game, Chromium ${browser.version()}, 1440x900`);
  const rows = [];
  const breakdown = [];
  for (const game of games) {
    const result = await measureGame(browser, server.url, cookie, game);
    const cold = sorted(result.cold.map((timing) => timing.totalMs));
    const warm = sorted(result.warm.map((timing) => timing.totalMs));
    rows.push({
      game: game.code,
      'cold median': ms(percentile(cold, 50)),
      'cold p95': ms(percentile(cold, 95)),
      'warm median': ms(percentile(warm, 50)),
      'warm p95': ms(percentile(warm, 95)),
      'bare iframe median (floor)': ms(median(result.bare)),
      'issue (before)': ms(game.issueMs),
      target: '1500 ms',
    });
    for (const [kind, timings] of [
      ['cold', result.cold],
      ['warm', result.warm],
    ] as const) {
      breakdown.push({
        open: `${game.code} ${kind}`,
        'launch answered': medianOf(timings, 'launchMs'),
        'page HTML': medianOf(timings, 'htmlMs'),
        'scripts ran': medianOf(timings, 'scriptMs'),
        'session answered': medianOf(timings, 'sessionMs'),
        interactive: medianOf(timings, 'totalMs'),
        'JS+CSS on the wire': medianOf(timings, 'assetBytes'),
      });
    }
  }
  console.log('\nopen time: click on the tile -> game interactive in the overlay (median / p95)');
  console.table(rows);
  console.log('\nwhere the time goes (median ms after the click; "-" = no such step)');
  console.table(breakdown);
} finally {
  await runCleanups();
}
