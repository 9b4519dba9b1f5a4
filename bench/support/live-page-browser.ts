// The browser side of the live page bench: one headless Chromium page on /event/main_inplay, its
// main-thread time from the DevTools Performance metrics, its frames counted by requestAnimationFrame,
// CPU throttling, a CPU profile, and what the page shows (prices, scores) read from the DOM.
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath, desktop } from '../../e2e/support/browser.ts';
import { onCleanup } from './cleanup.ts';
import type { CpuProfile } from './cpu-profile.ts';
import { findDescendantPids, readCpuSeconds } from './proc-stats.ts';

/** A frame at 60 Hz (ms). */
export const frameMs = 1000 / 60;

/** Main-thread times (s) and frames, as running totals: a window's figures are the difference of two. */
export type PageSample = {
  /** The page's clock (s). */
  timestamp: number;
  /** CPU time of the renderers' main threads from /proc (what the page's thread really ran, even on a busy machine). */
  mainThreadCpu: number;
  task: number;
  script: number;
  layout: number;
  recalcStyle: number;
  frames: number;
  /** Calls to /api/ the page made (list refetches show here). */
  apiCalls: number;
  /** WebSocket frames the page received, and their bytes (SockJS frames, each one or more STOMP messages). */
  socketFrames: number;
  socketBytes: number;
  /** Frames late by more than half a frame, counted as the whole frames missed between two callbacks. */
  missedFrames: number;
};

/** The live page under measurement. */
export type LivePage = {
  page: Page;
  /** Running totals now. */
  sample(): Promise<PageSample>;
  /** Emulation.setCPUThrottlingRate: 1 is none, 4 is a 4x slower CPU. */
  throttle(rate: number): Promise<void>;
  /** Runs `during` under the sampling profiler and returns the profile (DevTools' Profiler.Profile). */
  profile(during: () => Promise<void>): Promise<CpuProfile>;
  /** Runs `during` under Chromium's tracing (DevTools timeline categories, or `categories`) and returns the trace events. */
  trace(during: () => Promise<void>, categories?: readonly string[]): Promise<TraceEvent[]>;
  /** Price (x100) each shown odds cell of the list shows, by outcome id. */
  shownPrices(): Promise<Map<string, number>>;
  /** The score text ('2 : 1') of each shown fixture, by fixture id. */
  shownScores(): Promise<Map<number, string>>;
  close(): Promise<void>;
};

/** One event of a Chromium trace (Trace Event Format). */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
};

const traceCategories = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
];

const listSelector = '[data-testid="inplay-list"]';

/** Closes the notice and event popups a first visit shows (they cover the list). */
async function closePopups(page: Page): Promise<void> {
  for (const testId of ['notice-popup', 'event-popup']) {
    const popups = page.getByTestId(testId).filter({ visible: true });
    for (let open = await popups.count(); open > 0; open = await popups.count()) {
      await popups.first().getByRole('button', { name: '닫기', exact: true }).click();
    }
  }
}

/**
 * Counts requestAnimationFrame callbacks in the page from now on (window.__benchFrames). Given as text:
 * tsx would wrap a function's inner named functions in a helper the page does not have.
 */
function startFrameCounter(page: Page): Promise<void> {
  return page.evaluate(`(() => {
    const counter = { frames: 0, missed: 0, last: 0 };
    window.__benchFrames = counter;
    const tick = (time) => {
      if (counter.last > 0) counter.missed += Math.max(0, Math.round((time - counter.last) / ${frameMs}) - 1);
      counter.last = time;
      counter.frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
}

async function readMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
}

/** A page under measurement: its main-thread time and frames, throttling, profile and trace. */
export type MeasuredPage = Omit<LivePage, 'shownPrices' | 'shownScores'>;

/** Options of {@link openMeasuredPage}. */
export type MeasuredPageOptions = {
  /**
   * Count frames with a requestAnimationFrame callback in the page (default true). It wakes the main
   * thread every frame (a measured cost of its own); without it the samples' frames stay 0 and a bench
   * counts frames from a trace (support/trace-frames.ts).
   */
  rafFrameCounter?: boolean;
};

/**
 * Launches Chromium, opens `url` at 1440x900, waits for `ready(page)`, closes the first visit's popups
 * and starts counting the page's frames and main-thread time.
 */
export async function openMeasuredPage(
  url: string,
  ready: (page: Page) => Promise<void>,
  options: MeasuredPageOptions = {},
): Promise<MeasuredPage> {
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const close = onCleanup(() => browser.close());
  try {
    const context = await browser.newContext({
      viewport: desktop,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    const page = await context.newPage();
    const traffic = { apiCalls: 0, socketFrames: 0, socketBytes: 0 };
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) traffic.apiCalls += 1;
    });
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        traffic.socketFrames += 1;
        traffic.socketBytes += typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
      }),
    );
    page.on('pageerror', (error) => console.error(`bench page: page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`bench page: console error: ${message.text()}`);
    });
    await page.goto(url);
    await ready(page);
    await closePopups(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    if (options.rafFrameCounter !== false) await startFrameCounter(page);
    // The renderer main thread is its process's first thread (tid = pid); a spare renderer adds ~0.
    const renderers = findDescendantPids(process.pid, '--type=renderer');
    if (renderers.length === 0) throw new Error('no Chromium renderer process found under /proc');
    const mainThreadCpu = () => renderers.reduce((sum, pid) => sum + readCpuSeconds(pid, pid), 0);
    return {
      page,
      async sample() {
        const frames = (await page.evaluate(
          () => (window as unknown as { __benchFrames?: { frames: number; missed: number } }).__benchFrames,
        )) ?? { frames: 0, missed: 0 };
        const metrics = await readMetrics(cdp);
        return {
          timestamp: metrics.Timestamp ?? 0,
          mainThreadCpu: mainThreadCpu(),
          task: metrics.TaskDuration ?? 0,
          script: metrics.ScriptDuration ?? 0,
          layout: metrics.LayoutDuration ?? 0,
          recalcStyle: metrics.RecalcStyleDuration ?? 0,
          frames: frames.frames,
          ...traffic,
          missedFrames: frames.missed,
        };
      },
      async throttle(rate) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      },
      async profile(during) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
        await cdp.send('Profiler.start');
        await during();
        const { profile } = await cdp.send('Profiler.stop');
        await cdp.send('Profiler.disable');
        return profile as CpuProfile;
      },
      async trace(during, categories = traceCategories) {
        await browser.startTracing(page, { categories: [...categories] });
        await during();
        const buffer = await browser.stopTracing();
        return (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Launches Chromium, opens `url` at 1440x900 and waits until the list shows `fixtureCount` rows. */
export async function openLivePage(url: string, fixtureCount: number): Promise<LivePage> {
  const rowSelector = `${listSelector} [data-fixture-id]`;
  const measured = await openMeasuredPage(url, async (page) => {
    await page.waitForFunction(
      ([selector, count]) => document.querySelectorAll(selector).length >= count,
      [rowSelector, fixtureCount] as const,
      { timeout: 60_000 },
    );
    const shown = await page.locator(rowSelector).count();
    if (shown !== fixtureCount)
      throw new Error(`the live list shows ${shown} fixtures, ${fixtureCount} were sent`);
  });
  const { page } = measured;
  return {
    ...measured,
    async shownPrices() {
      const pairs = await page.$$eval(`${listSelector} .odds-cell[data-outcome-id]`, (cells) =>
        cells.map((cell) => [
          cell.getAttribute('data-outcome-id') ?? '',
          cell.querySelector('.odds-price')?.textContent ?? '',
        ]),
      );
      return new Map(pairs.map(([id, text]) => [id ?? '', Math.round(Number(text) * 100)]));
    },
    async shownScores() {
      const pairs = await page.$$eval(`${listSelector} [data-fixture-id]`, (rows) =>
        rows.map((row) => [
          row.getAttribute('data-fixture-id') ?? '',
          row.querySelector('.fixture-score')?.textContent ?? '',
        ]),
      );
      return new Map(pairs.map(([id, text]) => [Number(id), (text ?? '').replace(/\s+/g, ' ').trim()]));
    },
  };
}

/** One kind of trace event's share of the page's main thread. */
export type TraceEntry = { name: string; selfMs: number; count: number };

/**
 * Self time (its duration less that of the events nested in it) of each kind of complete event on the
 * page's main thread (CrRendererMain), most first; `detail` splits the kinds it names by their JS
 * function or timer (FunctionCall: function and file, TimerFire: timer id left out).
 */
export function mainThreadSelfTime(events: TraceEvent[]): { wallMs: number; entries: TraceEntry[] } {
  const mainThreads = new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const complete = events
    .filter(
      (event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`) && (event.dur ?? 0) > 0,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, TraceEntry>();
  const nameOf = (event: TraceEvent) => {
    const data = event.args?.data;
    if (event.name === 'FunctionCall' && data) {
      const file = String(data.url ?? '')
        .split('/')
        .pop();
      return `FunctionCall ${String(data.functionName || '(anonymous)')} ${file}:${Number(data.lineNumber ?? 0)}`;
    }
    return event.name;
  };
  // The open events, innermost last: an event's time goes to it less its children's.
  const stack: { event: TraceEvent; end: number; childMs: number; key: string }[] = [];
  const close = (upTo: number) => {
    while (stack.length > 0 && (stack[stack.length - 1]?.end ?? 0) <= upTo) {
      const done = stack.pop() as (typeof stack)[number];
      const entry = totals.get(done.key) ?? { name: done.key, selfMs: 0, count: 0 };
      entry.selfMs += ((done.event.dur ?? 0) - done.childMs) / 1000;
      entry.count += 1;
      totals.set(done.key, entry);
      const parent = stack[stack.length - 1];
      if (parent) parent.childMs += done.event.dur ?? 0;
    }
  };
  for (const event of complete) {
    close(event.ts);
    stack.push({ event, end: event.ts + (event.dur ?? 0), childMs: 0, key: nameOf(event) });
  }
  close(Number.POSITIVE_INFINITY);
  const first = complete[0]?.ts ?? 0;
  const last = complete.reduce((end, event) => Math.max(end, event.ts + (event.dur ?? 0)), first);
  return { wallMs: (last - first) / 1000, entries: [...totals.values()].sort((a, b) => b.selfMs - a.selfMs) };
}
