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
import { button, byTestId, closePopups, logIn, waitForInitialData } from '../support/site.ts';
import { demo } from '../support/visitor.ts';

// The desktop slip is sticky under the sticky header: scrolled down a long list (prematch and live,
// fixtures the test sends through RabbitMQ), its heading and 전체삭제 stay below the header's bottom
// edge, whatever height the header has (a member's header wraps taller than a visitor's).
const scenario = useChromium();
let server: FeedServer;

const hour = 3_600_000;
const league = { Id: 9401, Name: 'K리그 슬립 위치' };
const fixtureCount = 14;
const prematchIds = Array.from({ length: fixtureCount }, (_, index) => 72_000_001 + index);
const liveIds = Array.from({ length: fixtureCount }, (_, index) => 72_000_101 + index);
const homeOutcome = (fixtureId: number) => `${fixtureId}01`;

async function sendFixture(fixtureId: number, index: number, isLive: boolean): Promise<void> {
  const { feed } = server;
  await feed.publish(
    fixtureMessage(
      fixtureId,
      fixtureOf({
        League: league,
        Status: isLive ? 2 : 1,
        StartDate: new Date(Date.now() + (isLive ? -hour / 2 : (3 + index) * hour)).toISOString(),
        Participants: [
          { Id: fixtureId * 10 + 1, Name: `홈${index + 1}`, Position: '1' },
          { Id: fixtureId * 10 + 2, Name: `원정${index + 1}`, Position: '2' },
        ],
      }),
    ),
  );
  if (isLive) {
    await feed.publish(
      livescoreMessage(fixtureId, {
        Scoreboard: {
          Status: 2,
          CurrentPeriod: 10,
          Time: 900,
          Results: [
            { Position: '1', Value: '0' },
            { Position: '2', Value: '0' },
          ],
        },
        Periods: [],
      }),
    );
  }
  await feed.publish(
    marketsMessage(fixtureId, [
      marketOf(1, [
        betOf(homeOutcome(fixtureId), '1', '2.10'),
        betOf(`${fixtureId}02`, 'X', '3.20'),
        betOf(`${fixtureId}03`, '2', '3.40'),
      ]),
    ]),
  );
}

beforeAll(async () => {
  server = await startFeedServer('sticky-slip');
  for (const [index, fixtureId] of prematchIds.entries()) await sendFixture(fixtureId, index, false);
  for (const [index, fixtureId] of liveIds.entries()) await sendFixture(fixtureId, index, true);
  await server.feed.flush();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function openAsDemoMember(page: Page, path: string): Promise<void> {
  const goTo = async (target: string) => {
    const initialData = waitForInitialData(page);
    await page.goto(`${server.url}${target}`);
    await initialData;
    await closePopups(page);
  };
  await goTo('/');
  await logIn(page, demo.member.loginId, demo.member.password);
  await closePopups(page);
  await goTo(path);
}

/** Picks the home win of the first fixture, so the slip shows its count and 전체삭제. */
async function pickFirst(page: Page, fixtureId: number): Promise<void> {
  const cell = page
    .locator(`.odds-cell[data-outcome-id="${homeOutcome(fixtureId)}"]`)
    .filter({ visible: true });
  await expect.poll(() => cell.isEnabled(), { timeout: 20_000 }).toBe(true);
  await cell.click();
  await expect.poll(() => cell.getAttribute('aria-pressed')).toBe('true');
}

const bottomOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y + box.height;
};
const topOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y;
};

const pages = [
  { name: 'prematch', path: `/event/main?leagueId=${league.Id}`, first: prematchIds[0]! },
  { name: 'live', path: '/event/main_inplay', first: liveIds[0]! },
];

for (const { name, path, first } of pages) {
  scenario(
    `when a member scrolls the ${name} list on a desktop, then the slip's 베팅카트 heading and 전체삭제 stay fully below the header`,
    desktop,
    async ({ page }) => {
      await openAsDemoMember(page, path);
      await pickFirst(page, first);
      const slip = byTestId(page, 'bet-slip');
      const heading = slip.getByRole('heading', { name: /베팅카트/ });
      const clear = button(slip, '전체삭제');
      await expect.poll(() => heading.innerText()).toMatch(/베팅카트\s*1/);

      const header = page.locator('header.header');
      const headerBottom = await bottomOf(header);
      const slipPageTop = (await topOf(slip)) + (await page.evaluate(() => window.scrollY));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // Scrolled past the point where the slip would leave the screen: only `sticky` holds it now,
      // and it must be held right under the header.
      await expect
        .poll(() => page.evaluate(() => window.scrollY))
        .toBeGreaterThan(slipPageTop - headerBottom + 100);
      await expect.poll(() => topOf(slip)).toBeGreaterThanOrEqual(headerBottom);
      expect(await topOf(slip)).toBeLessThan(headerBottom + 40);
      expect(await topOf(heading)).toBeGreaterThanOrEqual(headerBottom);
      expect(await topOf(clear)).toBeGreaterThanOrEqual(headerBottom);
      // Nothing above the slip's heading and button at their centres: the header does not cover them.
      for (const target of [heading, clear]) {
        const isOnTop = await target.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && element.contains(hit);
        });
        expect(isOnTop).toBe(true);
      }
    },
  );

  scenario(
    `when a phone scrolls the ${name} list, then the page keeps its width and the floating slip opens with 베팅카트 and 전체삭제 in view`,
    mobile,
    async ({ page }) => {
      await openAsDemoMember(page, path);
      await pickFirst(page, first);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const headerBottom = await bottomOf(page.locator('header.m-header'));
      expect(headerBottom).toBeGreaterThan(0);
      await byTestId(page, 'slip-float-button').click();
      const slip = byTestId(page, 'slip-panel').getByTestId('bet-slip');
      const heading = slip.getByRole('heading', { name: /베팅카트/ });
      await expect.poll(() => heading.innerText()).toMatch(/베팅카트\s*1/);
      for (const target of [heading, button(slip, '전체삭제')]) {
        const box = await target.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 375 && box.y >= 0).toBe(true);
      }
    },
  );
}
