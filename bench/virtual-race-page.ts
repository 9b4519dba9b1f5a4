// The greyhound race page in the browser (issue 25): the real server (compiled, embedded database,
// VIRTUAL_SPEED 2: a race every minute that runs 20 s) serving the production web bundle; headless
// Chromium (1440x900) opens /games/bet365/dogBet365. For each CPU throttling rate (1x, 4x): a window
// while no race runs (the baseline: countdowns tick, nothing else moves), then a window while the next
// race runs on the page. Main-thread busy share = the growth of the DevTools Performance metric
// TaskDuration per second of the page's clock (Script, Layout and RecalcStyle beside it; the renderer
// CPU from /proc is no measure at 4x: Chromium's throttler spins on the main thread even while it is
// idle, so an idler page can show more of it); frames =
// the frames the page's compositor presented (and dropped) by Chromium's own frame reports in a trace,
// so no requestAnimationFrame counter wakes the main thread each frame to be measured. The race must
// show on the page as finished in the drawn order by the end of its window, or the bench fails; the
// target (issue 25) is a main thread well under 50 % busy during a race at 4x.
// Usage: npm run virtual-race-page -w @hanpan/bench -- [--seconds 8] [--profile]
//   --profile samples each window's main thread and prints the functions with most self time.
//   --raf-counter also runs the old requestAnimationFrame frame counter in the page (its frames in the
//   'rAF fps' column), to see what such a counter itself costs the main thread.
//   WEB_DIST_DIR=<dir> serves another build of the web app (say, the one before a change).
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { MinigameGameList } from '@hanpan/core/api/minigames';
import { type VirtualEventView, virtualGameTypes } from '@hanpan/core/api/virtual';
import type { RaceResult } from '@hanpan/core/virtual/types';
import { startServer } from '../scripts/server-process.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { topSelfTime } from './support/cpu-profile.ts';
import { type MeasuredPage, openMeasuredPage, type PageSample } from './support/live-page-browser.ts';
import { type FrameCounts, frameCountsOf, frameTraceCategory } from './support/trace-frames.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    profile: { type: 'boolean', default: false },
    'raf-counter': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
if (!(seconds > 0 && seconds <= 18)) throw new Error('--seconds must be in (0, 18]: a race runs 20 s here');
const speed = 2;
const throttleRates = [1, 4];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

cleanUpOnSignals();
setTimeout(() => {
  console.error('virtual-race-page: gave up after 8 minutes');
  void runCleanups().finally(() => process.exit(1));
}, 8 * 60_000).unref();

/** The greyhound game's next event to start, as the server lists it. */
async function nextRace(origin: string): Promise<VirtualEventView> {
  for (let tries = 0; tries < 300; tries += 1) {
    const response = await fetch(`${origin}/api/minigames/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ family: 'virtual' }),
    });
    const reply = (await response.json()) as { data: MinigameGameList };
    const game = reply.data.list.find((entry) => entry.gameType === virtualGameTypes.greyhound);
    const next = game?.virtual?.upcoming[0];
    if (next) return next;
    await sleep(200);
  }
  throw new Error('no greyhound race listed');
}

/** The event as the server shows it once it has started (its drawn result). */
async function startedRace(origin: string, roundKey: string): Promise<VirtualEventView> {
  const response = await fetch(`${origin}/api/minigames/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gameType: virtualGameTypes.greyhound, roundKey }),
  });
  const reply = (await response.json()) as { data: { round: { virtual?: VirtualEventView } } };
  const event = reply.data.round.virtual;
  if (!event?.result) throw new Error(`race ${roundKey} has no result after its off`);
  return event;
}

type WindowResult = {
  throttle: number;
  window: string;
  busyShare: number;
  cpuShare: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  fps: number;
  dropped: number;
  rafFps: number;
};

/** Busy share at 4x during a race that meets issue 25's "well under 50 %". */
const targetShare = 0.35;

function windowOf(
  throttle: number,
  window: string,
  before: PageSample,
  after: PageSample,
  frames: FrameCounts,
): WindowResult {
  const span = after.timestamp - before.timestamp;
  return {
    throttle,
    window,
    busyShare: (after.task - before.task) / span,
    cpuShare: (after.mainThreadCpu - before.mainThreadCpu) / span,
    scriptMs: (after.script - before.script) * 1000,
    layoutMs: (after.layout - before.layout) * 1000,
    styleMs: (after.recalcStyle - before.recalcStyle) * 1000,
    fps: frames.presented / span,
    dropped: frames.dropped,
    rafFps: (after.frames - before.frames) / span,
  };
}

/** Measures a window of `seconds` from now (under the sampling profiler with --profile, its top functions printed). */
async function measure(page: MeasuredPage, throttle: number, window: string): Promise<WindowResult> {
  // Sampled inside the trace, so the busy share and the frames cover the same stretch.
  let before: PageSample | undefined;
  let after: PageSample | undefined;
  const events = await page.trace(async () => {
    before = await page.sample();
    if (values.profile) {
      const profile = await page.profile(async () => {
        await sleep(seconds * 1000);
      });
      const { busyMs, entries } = topSelfTime(profile, 12);
      console.log(`\n${throttle}x ${window}: ${Math.round(busyMs)} ms busy in the profile`);
      console.table(
        entries.map((entry) => ({
          ...entry,
          selfMs: Math.round(entry.selfMs),
          share: entry.share.toFixed(3),
        })),
      );
    } else await sleep(seconds * 1000);
    after = await page.sample();
  }, [frameTraceCategory]);
  if (!before || !after) throw new Error('the window was not sampled');
  return windowOf(throttle, window, before, after, frameCountsOf(events));
}

/** The runner numbers the page's standings show, leader first. */
async function shownOrder(page: MeasuredPage): Promise<number[]> {
  const text = await page.page.getByTestId('virtual-standings').first().innerText();
  return [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));
}

try {
  console.log(
    `virtual-race-page: node ${process.version}, ${availableParallelism()} cores, load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}; VIRTUAL_SPEED ${speed}, windows of ${seconds} s`,
  );
  const server = await startServer({
    env: { FEED_SOURCE: 'off', LOG_LEVEL: 'warn', VIRTUAL_SPEED: String(speed) },
  });
  onCleanup(() => server.stop());
  const page = await openMeasuredPage(
    `${server.url}/games/bet365/dogBet365`,
    async (opened) => {
      await opened.getByTestId('virtual-race-card').first().waitFor({ timeout: 60_000 });
    },
    { rafFrameCounter: values['raf-counter'] },
  );
  const results: WindowResult[] = [];
  const problems: string[] = [];
  for (const throttle of throttleRates) {
    await page.throttle(throttle);
    const race = await nextRace(server.url);
    const offAt = Date.parse(race.drawAt);
    // The idle window ends a second before the off; a window too close to it waits for the race after.
    if (offAt - Date.now() < seconds * 1000 + 2_000) await sleep(offAt - Date.now() + 21_000);
    const idleRace = await nextRace(server.url);
    await sleep(Math.max(0, Date.parse(idleRace.drawAt) - Date.now() - seconds * 1000 - 1_000));
    results.push(await measure(page, throttle, 'idle (no race)'));
    await sleep(Math.max(0, Date.parse(idleRace.drawAt) - Date.now() + 1_000));
    results.push(await measure(page, throttle, 'race running'));
    const started = await startedRace(server.url, idleRace.roundKey);
    await sleep(Math.max(0, Date.parse(started.finishAt) - Date.now() + 1_500));
    const order = (started.result as RaceResult).order;
    const shown = await shownOrder(page);
    if (shown.slice(0, order.length).join('-') !== order.join('-')) {
      problems.push(`${throttle}x: the page shows ${shown.join('-')}, the race finished ${order.join('-')}`);
    }
  }
  await page.close();
  console.table(
    results.map((result) => ({
      throttle: `${result.throttle}x`,
      window: result.window,
      'main thread busy': `${(result.busyShare * 100).toFixed(1)} %`,
      'renderer CPU': `${(result.cpuShare * 100).toFixed(1)} %`,
      'script ms': Math.round(result.scriptMs),
      'layout ms': Math.round(result.layoutMs),
      'style ms': Math.round(result.styleMs),
      fps: result.fps.toFixed(1),
      dropped: result.dropped,
      ...(values['raf-counter'] ? { 'rAF fps': result.rafFps.toFixed(1) } : {}),
    })),
  );
  for (const throttle of throttleRates) {
    const [idle, race] = results.filter((result) => result.throttle === throttle);
    if (idle && race) {
      console.log(
        `virtual-race-page ${throttle}x: main thread ${(race.busyShare * 100).toFixed(1)} % busy during a race, ` +
          `${(idle.busyShare * 100).toFixed(1)} % idle (baseline), ${race.fps.toFixed(1)} fps`,
      );
    }
  }
  const race4x = results.find((result) => result.throttle === 4 && result.window === 'race running');
  if (race4x) {
    const isMet = race4x.busyShare < targetShare;
    console.log(
      `virtual-race-page: issue 25 target (main thread well under 50 %, < ${targetShare * 100} %, busy during ` +
        `a race at 4x): ${isMet ? 'met' : 'NOT met'} (${(race4x.busyShare * 100).toFixed(1)} %)`,
    );
  }
  if (problems.length > 0) {
    console.error(`virtual-race-page: FAILED: ${problems.join('; ')}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error('virtual-race-page failed:', error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
