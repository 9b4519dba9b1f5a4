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
import { desktop } from '../support/browser.ts';
import { type FeedServer, startFeedServer } from '../support/feed-server.ts';
import { useChromium } from '../support/scenario.ts';
import {
  acknowledgeAlert,
  button,
  byTestId,
  closePopups,
  headerFigure,
  logIn,
  waitForInitialData,
} from '../support/site.ts';
import { demo } from '../support/visitor.ts';

// The bet history end to end on a server fed by the test (LSports mode through RabbitMQ): a fixture
// the test runs from kick-off to full time in seconds, the member's bet on it going live and then
// settling on /result/betResult, and the header cash rising with the payout, all without a reload.
const scenario = useChromium();
let server: FeedServer;

const hour = 3_600_000;
const league = { Id: 9301, Name: 'K리그 내역 테스트' };
const fixtureId = 72_000_001;
const outcome = (suffix: string) => `${fixtureId}${suffix}`;
const teams = [
  { Id: 7201, Name: '울산 내역', Position: '1' },
  { Id: 7202, Name: '전북 내역', Position: '2' },
];

/** The 승무패 of the fixture: open at its prices, or settled with the home win as the winner. */
const matchResult = (settled: boolean) =>
  marketsMessage(
    fixtureId,
    [
      marketOf(1, [
        betOf(outcome('01'), '1', '2.10', settled ? { Status: 3, Settlement: 2 } : {}),
        betOf(outcome('02'), 'X', '3.20', settled ? { Status: 3, Settlement: 1 } : {}),
        betOf(outcome('03'), '2', '3.40', settled ? { Status: 3, Settlement: 1 } : {}),
      ]),
    ],
    settled ? { type: 35 } : {},
  );

/** The fixture's metadata with its status (1 not started, 2 in play, 3 finished). */
const fixtureAt = (status: number, startAt: string) =>
  fixtureMessage(
    fixtureId,
    fixtureOf({ League: league, Status: status, StartDate: startAt, Participants: teams }),
  );

/** The scoreboard at a status and score. */
const scoreAt = (status: number, home: number, away: number) =>
  livescoreMessage(fixtureId, {
    Scoreboard: {
      Status: status,
      CurrentPeriod: status === 3 ? 100 : 10,
      Time: status === 3 ? 5400 : 600,
      Results: [
        { Position: '1', Value: String(home) },
        { Position: '2', Value: String(away) },
      ],
    },
    Periods: [],
  });

const startAt = new Date(Date.now() + 2 * hour).toISOString();

beforeAll(async () => {
  server = await startFeedServer('history');
  await server.feed.publish(fixtureAt(1, startAt));
  await server.feed.publish(matchResult(false));
  await server.feed.flush();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** Opens a page of the feed server and closes the popups a full load shows. */
async function openOnFeedServer(page: Page, path: string): Promise<void> {
  const initialData = waitForInitialData(page);
  await page.goto(`${server.url}${path}`);
  await initialData;
  await closePopups(page);
}

const cash = async (page: Page) => Number(await headerFigure(page, 'header-cash'));

scenario(
  'when a member bets on a fixture that then kicks off, scores and ends, then the history shows the leg go live and the bet settle as won, the header cash rises without a reload, and the settled bet can be hidden',
  desktop,
  async ({ page }) => {
    await openOnFeedServer(page, '/');
    await logIn(page, demo.member.loginId, demo.member.password);
    await closePopups(page);
    await openOnFeedServer(page, `/event/main?leagueId=${league.Id}`);
    await expect.poll(() => cash(page), { timeout: 15_000 }).toBeGreaterThan(10_000);

    // The bet through the slip, as a member places it.
    const cell = page.locator(`.odds-cell[data-outcome-id="${outcome('01')}"]`).filter({ visible: true });
    await expect.poll(() => cell.isEnabled()).toBe(true);
    await cell.click();
    const slip = byTestId(page, 'bet-slip');
    await button(slip, '10,000원 추가').click();
    await slip.getByTestId('slip-bet-button').click();
    const confirm = byTestId(page, 'bet-confirm');
    await expect.poll(() => confirm.count()).toBe(1);
    await button(confirm, '예').click();
    await acknowledgeAlert(page, '베팅이 완료되었습니다.');
    await expect.poll(() => slip.getByTestId('slip-line').count()).toBe(0);
    const cashAfterBet = await cash(page);

    await openOnFeedServer(page, '/result/betResult');
    await page.evaluate(() => {
      (window as unknown as { historyMark: string }).historyMark = 'still here';
    });
    const card = byTestId(page, 'bet-card').first();
    await expect.poll(() => card.count()).toBe(1);
    const status = card.getByTestId('bet-status');
    const leg = card.getByTestId('bet-leg');
    const score = leg.getByTestId('leg-score');
    expect(await status.innerText()).toBe('대기');
    const legText = await leg.innerText();
    for (const text of [league.Name, '울산 내역', '전북 내역', '승무패', '홈승', '2.10', '대기']) {
      expect(legText).toContain(text);
    }
    expect(await score.innerText()).toBe('vs');
    const footer = await card.locator('.bet-card__foot').innerText();
    expect(footer).toContain('10,000원');
    expect(footer).toContain('21,000원');
    expect(await card.getByRole('button', { name: /숨기기/ }).count()).toBe(0);

    // Kick-off and a goal: the leg's score follows the live feed.
    await server.feed.publish(fixtureAt(2, new Date().toISOString()));
    await server.feed.publish(scoreAt(2, 1, 0));
    await server.feed.flush();
    await expect.poll(() => score.innerText(), { timeout: 15_000 }).toMatch(/라이브\s*1 : 0/);
    expect(await status.innerText()).toBe('대기');

    // Full time 2 : 0 and the settlement: the bet is won and paid.
    await server.feed.publish(scoreAt(3, 2, 0));
    await server.feed.publish(fixtureAt(3, new Date(Date.now() - hour).toISOString()));
    await server.feed.publish(matchResult(true));
    await server.feed.flush();
    await expect.poll(() => status.innerText(), { timeout: 30_000 }).toBe('적중');
    await expect.poll(() => leg.getByTestId('leg-status').innerText()).toBe('적중');
    await expect.poll(() => cash(page), { timeout: 15_000 }).toBe(cashAfterBet + 21_000);
    await expect.poll(() => card.locator('.bet-card__foot').innerText()).toMatch(/당첨금\s*21,000원/);
    expect(await score.innerText()).toMatch(/종료\s*2 : 0/);
    expect(await page.evaluate(() => (window as unknown as { historyMark?: string }).historyMark)).toBe(
      'still here',
    );

    // A settled bet may be hidden, after the site's confirm popup; it leaves the list.
    await card.getByRole('button', { name: /숨기기/ }).click();
    const question = byTestId(page, 'alert-popup');
    await expect.poll(() => question.innerText()).toContain('숨기시겠습니까?');
    await button(question, '예').click();
    await expect.poll(() => byTestId(page, 'bet-card').count()).toBe(0);
    expect(await page.locator('.bet-history__empty').innerText()).toBe('베팅 내역이 없습니다.');
  },
);
