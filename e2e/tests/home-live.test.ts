import type { Page } from 'playwright-core';
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

// The home page's live section against the live page, on a server in LSports mode fed by the test
// through RabbitMQ: first with nothing in play, then with eight live soccer matches of two leagues.
const scenario = useChromium();
let server: FeedServer;

const hour = 3_600_000;
const leagues = [
  { Id: 9401, Name: '홈 라이브 테스트 리그' },
  { Id: 9402, Name: '홈 라이브 둘째 리그' },
];
const matches = Array.from({ length: 8 }, (_, index) => ({
  id: 73_000_001 + index,
  home: `라이브 홈 ${index + 1}`,
  away: `라이브 원정 ${index + 1}`,
  league: leagues[index % 2] as (typeof leagues)[number],
  score: [index % 3, (index + 1) % 2] as const,
  minute: 10 + index * 7,
}));

const sides = (home: number, away: number) => [
  { Position: '1', Value: String(home) },
  { Position: '2', Value: String(away) },
];

/** The feed's livescore of a match: first half, the clock at `minute`. */
const scoreOf = (match: (typeof matches)[number], home: number, away: number) =>
  livescoreMessage(match.id, {
    Scoreboard: { Status: 2, CurrentPeriod: 10, Time: match.minute * 60, Results: sides(home, away) },
    Periods: [{ Type: 10, IsFinished: false, Results: sides(home, away), Incidents: [] }],
  });

async function publishMatches(): Promise<void> {
  const startedAt = new Date(Date.now() - hour / 2).toISOString();
  for (const match of matches) {
    await server.feed.publish(
      fixtureMessage(
        match.id,
        fixtureOf({
          League: match.league,
          Status: 2,
          StartDate: startedAt,
          Participants: [
            { Id: match.id * 10 + 1, Name: match.home, Position: '1' },
            { Id: match.id * 10 + 2, Name: match.away, Position: '2' },
          ],
        }),
      ),
    );
    await server.feed.publish(
      marketsMessage(match.id, [
        marketOf(1, [
          betOf(`${match.id}01`, '1', '2.10'),
          betOf(`${match.id}02`, 'X', '3.20'),
          betOf(`${match.id}03`, '2', '3.40'),
        ]),
      ]),
    );
    await server.feed.publish(scoreOf(match, ...match.score));
  }
  await server.feed.flush();
}

beforeAll(async () => {
  server = await startFeedServer('home-live');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function openOnFeedServer(page: Page, path: string): Promise<void> {
  const initialData = waitForInitialData(page);
  await page.goto(`${server.url}${path}`);
  await initialData;
  await closePopups(page);
}

/** Each shown match as id, teams, score, and the clock ('전반 12:34') read as its period and seconds. */
const matchesShown = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((rows) =>
    rows.map((row) => {
      const text = (part: string) => (row.querySelector(part) as HTMLElement | null)?.innerText.trim() ?? '';
      const teams = [...row.querySelectorAll('.live-now__team, .fixture-info__team')].map((team) =>
        (team as HTMLElement).innerText.trim(),
      );
      const [period = '', clock = ''] = text('.fixture-clock').split(' ');
      const [minutes = 0, seconds = 0] = clock.split(':').map(Number);
      return {
        id: row.getAttribute('data-fixture-id'),
        teams,
        score: text('.fixture-score').replace(/\s+/g, ''),
        period,
        clockSeconds: minutes * 60 + seconds,
      };
    }),
  );

scenario(
  'when nothing is in play, then the home live section says so, and when matches go live it shows the first six of the live page with the same teams, scores and clocks, a goal updating it',
  desktop,
  async ({ page, openPage }) => {
    await openOnFeedServer(page, '/');
    const section = byTestId(page, 'home-live');
    await expect.poll(() => section.innerText()).toContain('진행 중인 경기가 없습니다.');
    expect(await section.getByRole('heading').innerText()).toContain('라이브');

    await publishMatches();
    await expect.poll(() => section.locator('.live-now__match').count(), { timeout: 15_000 }).toBe(6);

    const livePage = await openPage();
    await openOnFeedServer(livePage, '/event/main_inplay');
    const liveRows = '[data-testid="inplay-list"] [data-fixture-id]';
    await expect.poll(() => livePage.locator(liveRows).count()).toBe(matches.length);
    const [home, live] = await Promise.all([
      matchesShown(page, '[data-testid="home-live"] .live-now__match'),
      matchesShown(livePage, liveRows),
    ]);
    const topOfLive = live.slice(0, 6);
    expect(home.map(({ id, teams, score, period }) => ({ id, teams, score, period }))).toEqual(
      topOfLive.map(({ id, teams, score, period }) => ({ id, teams, score, period })),
    );
    expect(home.every((match) => match.period === '전반')).toBe(true);
    // Both clocks run on their own between feed updates; read together they agree to a second or two.
    home.forEach((match, index) => {
      expect(Math.abs(match.clockSeconds - (topOfLive[index]?.clockSeconds ?? 0))).toBeLessThanOrEqual(2);
      expect(match.clockSeconds).toBeGreaterThanOrEqual(10 * 60);
    });
    const first = matches.find((match) => String(match.id) === home[0]?.id);
    if (!first) throw new Error('first match');
    expect(home[0]?.score).toBe(`${first.score[0]}:${first.score[1]}`);
    const link = section.locator(`[data-fixture-id="${first.id}"] a`);
    expect(await link.getAttribute('href')).toBe(`/event/main_inplay?fixtureId=${first.id}`);

    // A goal from the feed reaches the home page without a reload.
    await server.feed.publish(scoreOf(first, first.score[0] + 1, first.score[1]));
    await expect
      .poll(() => section.locator(`[data-fixture-id="${first.id}"] .fixture-score`).innerText())
      .toMatch(new RegExp(`^${first.score[0] + 1}\\s*:\\s*${first.score[1]}$`));
  },
);

scenario(
  'when a phone opens the home page, then the live matches fit the screen and a tap opens that match on the live page',
  mobile,
  async ({ page }) => {
    await openOnFeedServer(page, '/');
    const section = byTestId(page, 'home-live');
    await expect.poll(() => section.locator('.live-now__match').count(), { timeout: 15_000 }).toBe(6);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    const boxes = await section
      .locator('.live-now__match')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().right));
    for (const right of boxes) expect(right).toBeLessThanOrEqual(mobile.width);
    const target = section.locator('.live-now__match').nth(3);
    const id = await target.getAttribute('data-fixture-id');
    const score = await target.locator('.fixture-score').innerText();
    await target.locator('a').click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe(`/event/main_inplay?fixtureId=${id}`);
    const fixture = byTestId(page, 'inplay-list').locator(`[data-fixture-id="${id}"]`);
    await expect.poll(() => fixture.getAttribute('data-focused')).toBe('true');
    expect(await fixture.locator('.fixture-score').innerText()).toBe(score);
    const box = await fixture.boundingBox();
    expect(box && box.y >= 0 && box.y < mobile.height).toBe(true);
  },
);
