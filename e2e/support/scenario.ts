// One browser scenario = one test: fresh contexts, watched for console errors and failed /api calls,
// screenshots into e2e/.tmp/ when it fails.
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, type Viewport } from './browser.ts';
import { tmpDir } from './paths.ts';

/** What a scenario body gets. */
export type Scenario = {
  /** The first page, in its own fresh context. */
  page: Page;
  /** Origin of the server under test. */
  baseUrl: string;
  /** Opens another page in a NEW context (another browser session), watched like the first. */
  openPage: (options?: BrowserContextOptions, watch?: WatchOptions) => Promise<Page>;
};

/** How a page is watched. */
export type WatchOptions = {
  /** Console errors this page is expected to log (each pattern says why where it is given). */
  expectedConsoleErrors?: RegExp[];
};

/** A scenario body. */
export type ScenarioBody = (scenario: Scenario) => Promise<void>;

/** Records what must not happen in any scenario: console errors, page errors, failed /api calls. */
function watchPage(page: Page, problems: string[], watch: WatchOptions = {}): void {
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (watch.expectedConsoleErrors?.some((pattern) => pattern.test(message.text()))) return;
    // "Failed to load resource" names no URL in its text; the location does.
    const source = message.location().url;
    problems.push(`console error on ${page.url()}: ${message.text()}${source ? ` (${source})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    if (isApi(response.url()) && response.status() >= 500) {
      problems.push(`HTTP ${response.status()} from ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    // A reload or navigation aborts requests in flight: that is not a server failure.
    const reason = request.failure()?.errorText ?? 'unknown';
    if (isApi(request.url()) && reason !== 'net::ERR_ABORTED') {
      problems.push(`request failed (${reason}): ${request.method()} ${request.url()}`);
    }
  });
}

/** Saves a full-page screenshot of every page the scenario opened. */
async function screenshotPages(pages: Page[], testName: string): Promise<void> {
  mkdirSync(tmpDir, { recursive: true });
  const slug = testName
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
  for (const [index, page] of pages.entries()) {
    const path = join(tmpDir, `${slug}-${index + 1}.png`);
    await page.screenshot({ path, fullPage: true }).catch(() => undefined);
    console.error(`[e2e] screenshot: ${path}`);
  }
}

/** A random address of the benchmarking range (198.18.0.0/15, RFC 2544) standing for one visitor; only ever a header. */
function visitorAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

/** Runs one scenario body in fresh contexts at `viewport` and checks it left no problems behind. */
async function runScenario(
  browser: Browser,
  baseUrl: string,
  testName: string,
  viewport: Viewport,
  body: ScenarioBody,
) {
  const problems: string[] = [];
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  const openPage = async (options: BrowserContextOptions = {}, watch: WatchOptions = {}) => {
    const context = await browser.newContext({
      viewport,
      baseURL: baseUrl,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      // The suite's server trusts the loopback proxy (global-setup.ts): one address per visitor.
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
      ...options,
    });
    contexts.push(context);
    const page = await context.newPage();
    watchPage(page, problems, watch);
    pages.push(page);
    return page;
  };
  try {
    const page = await openPage();
    await body({ page, baseUrl, openPage });
    expect(problems, 'console errors or failed /api requests during the scenario').toEqual([]);
  } catch (error) {
    if (problems.length > 0) console.error(`[e2e] problems seen:\n  ${problems.join('\n  ')}`);
    await screenshotPages(pages, testName);
    throw error;
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}

/** Options of {@link useChromium}. */
export type ChromiumOptions = {
  /** The server the scenarios' pages open, read as each test starts (default: the suite's server). */
  baseUrl?: () => string;
};

/**
 * Launches one Chromium for the current test file and returns `scenario(name, viewport, body)`,
 * which defines a test running `body` in fresh browser contexts (within `timeoutMs` when given).
 */
export function useChromium(
  options: ChromiumOptions = {},
): (name: string, viewport: Viewport, body: ScenarioBody, timeoutMs?: number) => void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return (name, viewport, body, timeoutMs) => {
    test(
      name,
      async (context) => {
        if (!browser) throw new Error('Chromium did not start');
        const baseUrl = options.baseUrl?.() ?? inject('baseUrl');
        await runScenario(browser, baseUrl, context.task.name, viewport, body);
      },
      timeoutMs,
    );
  };
}
