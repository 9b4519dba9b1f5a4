// Live page in the browser: the real server in lsports mode (fresh PGlite database, its own port and
// RabbitMQ queue) serving the production web bundle; 60 in-play fixtures of several sports go through
// the feed, then headless Chromium (1440x900) opens /event/main_inplay. For each CPU throttling rate
// (1x, 4x): a window with the feed idle (the baseline: clocks tick, nothing else moves), then a window
// with N updates/s (random price moves on the outcomes the list shows, now and then a market
// suspended for a second, now and then a goal). Main-thread busy share = the growth of the DevTools
// Performance metric TaskDuration per second of the page's clock (Script, Layout and RecalcStyle
// beside it); frames = requestAnimationFrame callbacks, dropped = 60/s expected minus those counted.
// After each live window the prices and scores sent must show on the page, or the bench fails.
// Usage: npm run live-page -w @hanpan/bench -- [--seconds 12] [--rate 20] [--fixtures 60]
//   [--profile FILE.cpuprofile] [--web-dist DIR] [--build] [--amqp amqp://guest:guest@127.0.0.1:5672]
//   --profile records a CPU profile of the 1x live window and prints the functions with most self time;
//   --trace records a Chromium trace of it and prints the main thread's time by kind of task (Paint, Layout...).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatOdds } from '@hanpan/core/sports/odds';
import type { Trade360Message } from '../apps/server/src/features/sports/feeds/trade360/messages.ts';
import { repoRoot } from '../scripts/server-process.ts';
import { cleanUpOnSignals, runCleanups } from './support/cleanup.ts';
import { topSelfTime } from './support/cpu-profile.ts';
import { openFeedQueue } from './support/feed-queue.ts';
import { createLiveBook, type LiveBook, type LiveUpdate } from './support/live-page-book.ts';
import {
  frameMs,
  type LivePage,
  mainThreadSelfTime,
  openLivePage,
  type PageSample,
} from './support/live-page-browser.ts';
import { startSportsServer } from './support/sports-latency-server.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string' },
    rate: { type: 'string', default: '20' },
    fixtures: { type: 'string', default: '60' },
    profile: { type: 'string' },
    trace: { type: 'string' },
    'web-dist': { type: 'string' },
    build: { type: 'boolean', default: false },
    amqp: { type: 'string', default: 'amqp://guest:guest@127.0.0.1:5672' },
  },
});
const seconds = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 12);
const rate = Number(values.rate);
const fixtureCount = Number(values.fixtures);
if (!(seconds > 0 && rate > 0 && fixtureCount > 0)) throw new Error('bad --seconds, --rate or --fixtures');
const throttleRates = [1, 4];
// The share of the moved outcomes still listed that must show their last price when a window ends.
const minShownShare = 0.9;
cleanUpOnSignals();
setTimeout(() => {
  console.error('live-page: gave up after 6 minutes');
  void runCleanups().finally(() => process.exit(1));
}, 6 * 60_000).unref();

const log = (text: string) => console.log(`live-page: ${text}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The production web bundle the server serves: apps/web/dist, built when missing or --build is given. */
function ensureWebBuild(): void {
  if (values['web-dist']) return;
  if (!values.build && existsSync(join(repoRoot, 'apps/web/dist/index.html'))) return;
  log('building apps/web (production)');
  const build = spawnSync('npm', ['run', 'build', '-w', '@hanpan/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`web build failed (exit ${build.status})`);
}

/** One measured window's figures. */
type WindowResult = {
  throttle: number;
  updatesPerSecond: number;
  wallSeconds: number;
  busyShare: number;
  cpuShare: number;
  scriptShare: number;
  layoutShare: number;
  styleShare: number;
  framesPerSecond: number;
  droppedFrames: number;
  missedFrames: number;
  apiCalls: number;
  socketFramesPerSecond: number;
  socketKilobytesPerSecond: number;
  /** Live windows: prices moved, and how many of them the page shows at the end. */
  shown?: string;
};

function windowOf(
  throttle: number,
  updatesPerSecond: number,
  before: PageSample,
  after: PageSample,
): WindowResult {
  const wallSeconds = after.timestamp - before.timestamp;
  const frames = after.frames - before.frames;
  return {
    throttle,
    updatesPerSecond,
    wallSeconds,
    busyShare: (after.task - before.task) / wallSeconds,
    cpuShare: (after.mainThreadCpu - before.mainThreadCpu) / wallSeconds,
    scriptShare: (after.script - before.script) / wallSeconds,
    layoutShare: (after.layout - before.layout) / wallSeconds,
    styleShare: (after.recalcStyle - before.recalcStyle) / wallSeconds,
    framesPerSecond: frames / wallSeconds,
    droppedFrames: Math.max(0, Math.round((wallSeconds * 1000) / frameMs - frames)),
    missedFrames: after.missedFrames - before.missedFrames,
    apiCalls: after.apiCalls - before.apiCalls,
    socketFramesPerSecond: (after.socketFrames - before.socketFrames) / wallSeconds,
    socketKilobytesPerSecond: (after.socketBytes - before.socketBytes) / 1024 / wallSeconds,
  };
}

/** Sends `count` updates, one every 1/rate s on a fixed schedule, and returns what they did. */
async function sendUpdates(
  book: LiveBook,
  publish: (message: Trade360Message) => Promise<void>,
  visible: ReadonlySet<string>,
  count: number,
): Promise<LiveUpdate[]> {
  const sent: LiveUpdate[] = [];
  const startedAt = performance.now();
  for (let index = 0; index < count; index++) {
    const wait = startedAt + (index * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    const { message, update } = book.nextUpdate(visible);
    await publish(message);
    sent.push(update);
  }
  return sent;
}

/** Checks that the page shows the last price of every outcome moved (still listed) and every score sent. */
async function checkShown(page: LivePage, book: LiveBook, sent: LiveUpdate[]): Promise<string> {
  const moved = new Set(sent.flatMap((update) => (update.kind === 'price' ? [update.outcomeId] : [])));
  const scores = new Map<number, string>();
  for (const update of sent) {
    if (update.kind === 'score') scores.set(update.fixtureId, `${update.home} : ${update.away}`);
  }
  // The delivery path batches for 100 ms; give the last updates a moment to arrive.
  let prices = new Map<string, number>();
  let shownPrices = 0;
  let listed = 0;
  let shownScores = 0;
  for (let attempt = 0; attempt < 10; attempt++) {
    await sleep(500);
    prices = await page.shownPrices();
    listed = [...moved].filter((id) => prices.has(id)).length;
    shownPrices = [...moved].filter((id) => prices.get(id) === book.priceOf(id)).length;
    const shown = await page.shownScores();
    shownScores = [...scores].filter(([fixtureId, text]) => shown.get(fixtureId) === text).length;
    if (shownPrices === listed && shownScores === scores.size) break;
  }
  const summary = `${shownPrices}/${listed} prices (${moved.size} moved), ${shownScores}/${scores.size} scores`;
  const wrong = [...moved].filter((id) => prices.has(id) && prices.get(id) !== book.priceOf(id));
  // A moved main line makes the list show another line: those outcomes leave the page, so the share is of those still listed.
  if (listed < moved.size / 2 || shownPrices < minShownShare * listed || shownScores < scores.size) {
    const missing = wrong[0];
    throw new Error(
      `the page does not show what the feed sent: ${summary}` +
        (missing
          ? `; e.g. outcome ${missing} shows ${formatOdds(prices.get(missing) ?? 0)}, sent ${formatOdds(book.priceOf(missing) ?? 0)}`
          : ''),
    );
  }
  return summary;
}

async function run(logFolder: string): Promise<WindowResult[]> {
  const runId = randomBytes(4).toString('hex');
  const book = createLiveBook(fixtureCount, runId);
  const queue = await openFeedQueue(values.amqp, `live-page-${runId}`);
  try {
    const server = await startSportsServer({
      databaseUrl: undefined,
      amqpUrl: values.amqp,
      queue: queue.name,
      logFile: join(logFolder, 'server.log'),
      env: values['web-dist'] ? { WEB_DIST_DIR: values['web-dist'] } : {},
    });
    try {
      for (const message of book.loadMessages()) await queue.publisher.publish(message);
      await queue.publisher.flush();
      await server.waitForFixtures(book.fixtureIds, 120_000);
      log(
        `${book.fixtureIds.length} live fixtures (${Object.entries(book.sports)
          .map(([sport, count]) => `${sport} ${count}`)
          .join(', ')}), ${book.markets} markets, through queue ${queue.name}`,
      );
      const page = await openLivePage(`${server.url}/event/main_inplay`, fixtureCount);
      try {
        const visible = new Set((await page.shownPrices()).keys());
        log(`the list shows ${visible.size} odds cells; each window ${seconds} s`);
        // Let the first render, fonts and the realtime subscriptions settle.
        await sleep(3000);
        const results: WindowResult[] = [];
        const updates = Math.round(rate * seconds);
        for (const throttle of throttleRates) {
          await page.throttle(throttle);
          await sleep(1000);
          let before = await page.sample();
          await sleep(seconds * 1000);
          results.push(windowOf(throttle, 0, before, await page.sample()));
          const publish = (message: Trade360Message) => queue.publisher.publish(message);
          let sent: LiveUpdate[] = [];
          const live = async () => {
            before = await page.sample();
            sent = await sendUpdates(book, publish, visible, updates);
            await queue.publisher.flush();
            // The last update still has its 50 ms slot.
            await sleep(1000 / rate);
            results.push(windowOf(throttle, rate, before, await page.sample()));
          };
          if (throttle === 1) await recordLive(page, live);
          else await live();
          const result = results[results.length - 1] as WindowResult;
          result.shown = await checkShown(page, book, sent);
          // Flashes end and suspensions reopen before the next window.
          await sleep(2500);
        }
        return results;
      } finally {
        await page.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await queue.remove();
  }
}

/** Runs the 1x live window, under --trace and --profile when given. */
async function recordLive(page: LivePage, live: () => Promise<void>): Promise<void> {
  const { profile: profileFile, trace: traceFile } = values;
  const profiled = profileFile
    ? async () => {
        const profile = await page.profile(live);
        writeFileSync(profileFile, JSON.stringify(profile));
        printProfile(profile);
      }
    : live;
  if (!traceFile) return profiled();
  const events = await page.trace(profiled);
  writeFileSync(traceFile, JSON.stringify({ traceEvents: events }));
  const { wallMs, entries } = mainThreadSelfTime(events);
  console.log(
    `\nTrace of the 1x live window (written to ${traceFile}): main-thread self time over ${Math.round(wallMs)} ms`,
  );
  console.table(
    entries.slice(0, 30).map((entry) => ({
      event: entry.name,
      count: entry.count,
      'self ms': Math.round(entry.selfMs),
      'share of wall %': ((entry.selfMs / wallMs) * 100).toFixed(1),
    })),
  );
}

function printProfile(profile: Parameters<typeof topSelfTime>[0]): void {
  const { busyMs, entries } = topSelfTime(profile, 25);
  console.log(
    `\nCPU profile of the 1x live window (written to ${values.profile}): ${Math.round(busyMs)} ms busy`,
  );
  console.table(
    entries.map((entry) => ({
      function: entry.functionName,
      where: entry.location,
      'self ms': Math.round(entry.selfMs),
      'share %': (entry.share * 100).toFixed(1),
    })),
  );
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function printTable(results: WindowResult[]): void {
  console.log(
    `\n/event/main_inplay with ${fixtureCount} live fixtures at ${desktopText}, headless Chromium; busy = ` +
      'main-thread TaskDuration per wall second (DevTools Performance metrics), main CPU = the renderer ' +
      "main thread's CPU time per wall second from /proc at 1x (unlike busy, not stretched when other " +
      'processes hold the CPU; under throttling the throttler itself burns CPU), script/layout/style the ' +
      'same for ScriptDuration, LayoutDuration, RecalcStyleDuration; frames/s = requestAnimationFrame ' +
      'callbacks; dropped = 60/s expected - counted; missed = frames skipped between two late callbacks; ' +
      'api calls = requests to /api/ in the window (list refetches); ws = WebSocket frames received; ' +
      'shown = moved outcomes still listed that show the last price sent (a moved main line takes some off the list), and scores',
  );
  console.table(
    results.map((result) => ({
      CPU: `${result.throttle}x`,
      'updates/s': result.updatesPerSecond,
      s: result.wallSeconds.toFixed(1),
      busy: percent(result.busyShare),
      // The throttler keeps the thread busy itself: its CPU time says nothing at 4x.
      'main CPU': result.throttle === 1 ? percent(result.cpuShare) : '-',
      script: percent(result.scriptShare),
      layout: percent(result.layoutShare),
      style: percent(result.styleShare),
      'frames/s': result.framesPerSecond.toFixed(1),
      dropped: result.droppedFrames,
      missed: result.missedFrames,
      'api calls': result.apiCalls,
      'ws frames/s, KB/s': `${result.socketFramesPerSecond.toFixed(1)}, ${result.socketKilobytesPerSecond.toFixed(1)}`,
      shown: result.shown ?? '',
    })),
  );
  for (const throttle of throttleRates) {
    const idle = results.find((result) => result.throttle === throttle && result.updatesPerSecond === 0);
    const live = results.find((result) => result.throttle === throttle && result.updatesPerSecond > 0);
    if (idle && live) {
      console.log(
        `${throttle}x CPU: busy ${percent(live.busyShare)} at ${rate} updates/s vs ${percent(idle.busyShare)} idle` +
          (throttle === 1
            ? ` (main-thread CPU ${percent(live.cpuShare)} vs ${percent(idle.cpuShare)}); `
            : '; ') +
          `dropped frames ${live.droppedFrames} vs ${idle.droppedFrames} idle in ${seconds} s` +
          (throttle === 1 ? ` (aim: under 10% at 1x: ${live.busyShare < 0.1 ? 'met' : 'NOT met'})` : ''),
      );
    }
  }
}

const desktopText = '1440x900';
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const logFolder = mkdtempSync(join(tmpdir(), 'hanpan-live-page-'));
log(
  `node ${process.version}, ${availableParallelism()} cores, load average ${loadAverage()}; ` +
    `server log in ${logFolder} (removed after a clean run)`,
);
let results: WindowResult[] = [];
try {
  ensureWebBuild();
  results = await run(logFolder);
  rmSync(logFolder, { recursive: true, force: true });
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
printTable(results);
// Others' work on this machine shows in the figures: say how busy it was.
console.log(`load average at the end (1, 5, 15 min): ${loadAverage()}`);
