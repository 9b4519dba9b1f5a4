import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  betOf,
  fixtureMessage,
  fixtureOf,
  livescoreMessage,
  marketOf,
  marketsMessage,
} from '../../apps/server/src/features/sports/feeds/trade360/test-messages.ts';
import { desktop, mobile } from '../support/browser.ts';
import { type FeedServer, startFeedServer } from '../support/feed-server.ts';
import { useChromium } from '../support/scenario.ts';
import { byTestId, closePopups, waitForInitialData } from '../support/site.ts';

// Every fixture, price and suspension here is sent by the test through RabbitMQ to a server in
// LSports mode: the page must show what the feed said, without a reload.
const scenario = useChromium();
let server: FeedServer;

const hour = 3_600_000;
const leagueA = { Id: 9101, Name: 'K리그 테스트 A' };
const leagueB = { Id: 9102, Name: 'K리그 테스트 B' };
const liveFixture = 70_000_001;
const prematchA = 70_000_002;
const prematchB = 70_000_003;
const bet = (fixtureId: number, suffix: string) => `${fixtureId}${suffix}`;

/** The 승무패 (market 1) of a fixture at the given prices; `status` 2 suspends every pick. */
const matchResult = (fixtureId: number, prices: [string, string, string], status = 1) =>
  marketsMessage(fixtureId, [
    marketOf(1, [
      betOf(bet(fixtureId, '01'), '1', prices[0], { Status: status }),
      betOf(bet(fixtureId, '02'), 'X', prices[1], { Status: status }),
      betOf(bet(fixtureId, '03'), '2', prices[2], { Status: status }),
    ]),
  ]);

/** The 언더오버 2.5 (market 2) of a fixture; `status` 2 suspends it. */
const overUnder = (fixtureId: number, status = 1) =>
  marketsMessage(fixtureId, [
    marketOf(2, [
      betOf(bet(fixtureId, '11'), 'Over', '1.85', { Status: status, BaseLine: '2.5', Line: '2.5' }),
      betOf(bet(fixtureId, '12'), 'Under', '1.95', { Status: status, BaseLine: '2.5', Line: '2.5' }),
    ]),
  ]);

beforeAll(async () => {
  server = await startFeedServer('sports');
  const now = Date.now();
  const { feed } = server;
  await feed.publish(
    fixtureMessage(
      liveFixture,
      fixtureOf({
        League: leagueA,
        Status: 2,
        StartDate: new Date(now - hour / 2).toISOString(),
        Participants: [
          { Id: 601, Name: '서울 라이브', Position: '1' },
          { Id: 602, Name: '부산 라이브', Position: '2' },
        ],
      }),
    ),
  );
  await feed.publish(
    livescoreMessage(liveFixture, {
      Scoreboard: { Status: 2, CurrentPeriod: 10, Time: 1500, Results: scoreOf(1, 0) },
      Periods: [],
    }),
  );
  await feed.publish(matchResult(liveFixture, ['2.10', '3.20', '3.40']));
  await feed.publish(overUnder(liveFixture));
  for (const [fixtureId, league, home, away] of [
    [prematchA, leagueA, '대전 프리', '광주 프리'],
    [prematchB, leagueB, '수원 프리', '안양 프리'],
  ] as const) {
    await feed.publish(
      fixtureMessage(
        fixtureId,
        fixtureOf({
          League: league,
          StartDate: new Date(now + 5 * hour).toISOString(),
          Participants: [
            { Id: fixtureId * 10 + 1, Name: home, Position: '1' },
            { Id: fixtureId * 10 + 2, Name: away, Position: '2' },
          ],
        }),
      ),
    );
    await feed.publish(matchResult(fixtureId, ['1.70', '3.60', '4.50']));
  }
  await feed.flush();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

function scoreOf(home: number, away: number) {
  return [
    { Position: '1', Value: String(home) },
    { Position: '2', Value: String(away) },
  ];
}

/** Opens a page of the feed server and closes the notice popups the first load shows. */
async function openOnFeedServer(page: Page, path: string): Promise<void> {
  const initialData = waitForInitialData(page);
  await page.goto(`${server.url}${path}`);
  await initialData;
  await closePopups(page);
}

const cell = (scope: Page | Locator, outcomeId: string) =>
  scope.locator(`.odds-cell[data-outcome-id="${outcomeId}"]`).filter({ visible: true });
const priceText = (scope: Page | Locator, outcomeId: string) =>
  cell(scope, outcomeId).locator('.odds-price').innerText();

/** The bet count the slip shows; an empty cart may hide it. */
async function cartCount(page: Page): Promise<string> {
  const count = byTestId(page, 'cart-count');
  return (await count.count()) === 0 ? '0' : (await count.first().innerText()).trim();
}

/** Marks the window: the mark survives anything but a reload. */
async function markWindow(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { sportsMark: string }).sportsMark = 'still here';
  });
  return () =>
    page.evaluate(() => (window as unknown as { sportsMark?: string }).sportsMark === 'still here');
}

scenario(
  'when the feed moves a live price and the score, then /event/main_inplay shows them without a reload and flashes the cell up, then down',
  desktop,
  async ({ page }) => {
    await openOnFeedServer(page, '/event/main_inplay');
    const row = byTestId(page, 'inplay-list').locator(`[data-fixture-id="${liveFixture}"]`);
    await expect.poll(() => row.count()).toBe(1);
    const home = bet(liveFixture, '01');
    await expect.poll(() => priceText(row, home)).toBe('2.10');
    await expect.poll(() => row.locator('.fixture-score').innerText()).toMatch(/1\s*:\s*0/);
    const isSameWindow = await markWindow(page);

    await server.feed.publish(matchResult(liveFixture, ['2.45', '3.10', '3.00']));
    await expect.poll(() => priceText(row, home)).toBe('2.45');
    expect(await cell(row, home).getAttribute('data-flash')).toBe('up');
    await expect.poll(() => priceText(row, bet(liveFixture, '03'))).toBe('3.00');

    await server.feed.publish(matchResult(liveFixture, ['1.90', '3.30', '3.90']));
    await expect.poll(() => priceText(row, home)).toBe('1.90');
    expect(await cell(row, home).getAttribute('data-flash')).toBe('down');

    await server.feed.publish(
      livescoreMessage(liveFixture, {
        Scoreboard: { Status: 2, CurrentPeriod: 20, Time: 3000, Results: scoreOf(2, 0) },
        Periods: [],
      }),
    );
    await expect.poll(() => row.locator('.fixture-score').innerText()).toMatch(/2\s*:\s*0/);
    expect(await isSameWindow()).toBe(true);
  },
);

scenario(
  'when a market is suspended by the feed, then its cells lock and cannot be picked, while an open cell toggles in and out of the cart',
  desktop,
  async ({ page }) => {
    await server.feed.publish(matchResult(liveFixture, ['2.20', '3.20', '3.20']));
    await server.feed.publish(overUnder(liveFixture));
    await openOnFeedServer(page, '/event/main_inplay');
    const row = byTestId(page, 'inplay-list').locator(`[data-fixture-id="${liveFixture}"]`);
    const home = cell(row, bet(liveFixture, '01'));
    const over = cell(row, bet(liveFixture, '11'));
    await expect.poll(() => home.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => over.isEnabled()).toBe(true);

    await home.click();
    await expect.poll(() => home.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => cartCount(page)).toBe('1');
    await home.click();
    await expect.poll(() => home.getAttribute('aria-pressed')).toBe('false');

    await server.feed.publish(overUnder(liveFixture, 2));
    await expect.poll(() => over.getAttribute('data-locked')).toBe('true');
    expect(await over.isDisabled()).toBe(true);
    await over.click({ force: true });
    await page.waitForTimeout(300);
    expect(await over.getAttribute('aria-pressed')).toBe('false');
    expect(await cartCount(page)).toBe('0');

    // Open again: it can be picked.
    await server.feed.publish(overUnder(liveFixture, 1));
    await expect.poll(() => over.isEnabled()).toBe(true);
    await over.click();
    await expect.poll(() => over.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => cartCount(page)).toBe('1');
  },
);

scenario(
  "when a league is chosen in the left menu, then /event/main?leagueId= lists that league's fixtures only",
  desktop,
  async ({ page }) => {
    await openOnFeedServer(page, '/');
    // Desktop unfolds every sport and region of the menu.
    const menu = page.locator('.tree__sport').filter({ visible: true }).filter({ hasText: '축구' }).first();
    await menu.getByRole('link', { name: new RegExp(leagueB.Name) }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?leagueId=${leagueB.Id}`);
    const list = byTestId(page, 'prematch-list');
    await expect.poll(() => list.locator(`[data-fixture-id="${prematchB}"]`).count()).toBe(1);
    expect(await list.locator('[data-fixture-id]').count()).toBe(1);
    // A fixture row renders its content at the next frame once on screen (content-visibility: auto);
    // innerText reads only rendered text, so wait for that frame.
    await expect.poll(() => list.innerText()).toContain('수원 프리');
    expect(await list.innerText()).not.toContain('대전 프리');
    expect(await priceText(list, bet(prematchB, '01'))).toBe('1.70');
  },
);

scenario(
  'when a phone opens the prematch list, then the odds cells fit the screen and a pick shows in the floating slip count',
  mobile,
  async ({ page }) => {
    await openOnFeedServer(page, `/event/main?leagueId=${leagueA.Id}`);
    const list = byTestId(page, 'prematch-list');
    const away = cell(list, bet(prematchA, '03'));
    await expect.poll(() => away.isVisible()).toBe(true);
    const box = await away.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await away.click();
    await expect.poll(() => away.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => cartCount(page)).toBe('1');
  },
);
