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

// The bet slip end to end on a server fed by the test (LSports mode through RabbitMQ): every price
// on the page is one the test sent, so the slip's figures and the odds-changed refusal are exact.
const scenario = useChromium();
let server: FeedServer;

const hour = 3_600_000;
const league = { Id: 9201, Name: 'K리그 슬립 테스트' };
const liveFixture = 71_000_001;
const prematch = [71_000_002, 71_000_003, 71_000_004] as const;
const bet = (fixtureId: number, suffix: string) => `${fixtureId}${suffix}`;
const home = (fixtureId: number) => bet(fixtureId, '01');
const away = (fixtureId: number) => bet(fixtureId, '03');

/** The 승무패 (market 1) of a fixture at the given prices. */
const matchResult = (fixtureId: number, prices: [string, string, string]) =>
  marketsMessage(fixtureId, [
    marketOf(1, [
      betOf(home(fixtureId), '1', prices[0]),
      betOf(bet(fixtureId, '02'), 'X', prices[1]),
      betOf(away(fixtureId), '2', prices[2]),
    ]),
  ]);

beforeAll(async () => {
  server = await startFeedServer('slip');
  const now = Date.now();
  const { feed } = server;
  await feed.publish(
    fixtureMessage(
      liveFixture,
      fixtureOf({
        League: league,
        Status: 2,
        StartDate: new Date(now - hour / 2).toISOString(),
        Participants: [
          { Id: 701, Name: '서울 라이브', Position: '1' },
          { Id: 702, Name: '부산 라이브', Position: '2' },
        ],
      }),
    ),
  );
  await feed.publish(
    livescoreMessage(liveFixture, {
      Scoreboard: {
        Status: 2,
        CurrentPeriod: 10,
        Time: 1200,
        Results: [
          { Position: '1', Value: '0' },
          { Position: '2', Value: '0' },
        ],
      },
      Periods: [],
    }),
  );
  await feed.publish(matchResult(liveFixture, ['2.10', '3.20', '3.40']));
  const prices: [string, string, string][] = [
    ['1.70', '3.60', '4.50'],
    ['2.00', '3.30', '3.50'],
    ['2.50', '3.10', '2.70'],
  ];
  for (const [index, fixtureId] of prematch.entries()) {
    await feed.publish(
      fixtureMessage(
        fixtureId,
        fixtureOf({
          League: league,
          StartDate: new Date(now + (5 + index) * hour).toISOString(),
          Participants: [
            { Id: fixtureId * 10 + 1, Name: `홈${index + 1} 프리`, Position: '1' },
            { Id: fixtureId * 10 + 2, Name: `원정${index + 1} 프리`, Position: '2' },
          ],
        }),
      ),
    );
    await feed.publish(matchResult(fixtureId, prices[index] as [string, string, string]));
  }
  await feed.flush();
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

/**
 * Logs demo01 in on the feed server and opens `path`. demo01 starts with cash from the demo seed's
 * approved deposit (README), so a newcomer can bet at once: these bets spend that cash.
 */
async function openAsDemoMember(page: Page, path: string): Promise<void> {
  await openOnFeedServer(page, '/');
  await logIn(page, demo.member.loginId, demo.member.password);
  await closePopups(page);
  await openOnFeedServer(page, path);
  await expect.poll(() => cash(page), { timeout: 15_000 }).toBeGreaterThan(0);
}

const cash = async (page: Page) => Number(await headerFigure(page, 'header-cash'));

const cell = (page: Page, outcomeId: string) =>
  page.locator(`.odds-cell[data-outcome-id="${outcomeId}"]`).filter({ visible: true });

/** Picks an odds cell and waits until it shows as selected. */
async function pick(page: Page, outcomeId: string): Promise<void> {
  const target = cell(page, outcomeId);
  await expect.poll(() => target.isEnabled()).toBe(true);
  await target.click();
  await expect.poll(() => target.getAttribute('aria-pressed')).toBe('true');
}

const slipOf = (page: Page) => byTestId(page, 'bet-slip');
const figure = (slip: Locator, testId: string) => slip.getByTestId(testId).innerText();

/** Presses 베팅하기, checks the confirm question, answers 예 with Enter (the focused button). */
async function betAndConfirm(page: Page, slip: Locator, question: string): Promise<void> {
  await slip.getByTestId('slip-bet-button').click();
  const confirm = byTestId(page, 'bet-confirm');
  await expect.poll(() => confirm.count()).toBe(1);
  expect(await confirm.innerText()).toContain(question);
  await page.keyboard.press('Enter');
  await expect.poll(() => confirm.count()).toBe(0);
}

scenario(
  'when a member picks three prematch odds and types a stake, then bonus, total odds and winnings follow each key, and the bet lowers the header cash without a reload',
  desktop,
  async ({ page }) => {
    await openAsDemoMember(page, `/event/main?leagueId=${league.Id}`);
    const slip = slipOf(page);
    expect(await slip.getByTestId('slip-empty').innerText()).toBe('베팅카트가 비어있습니다');
    await pick(page, home(prematch[0]));
    await pick(page, home(prematch[1]));
    await pick(page, home(prematch[2]));
    const lines = slip.getByTestId('slip-line');
    await expect.poll(() => lines.count()).toBe(3);
    const first = await lines.first().innerText();
    expect(first).toContain(league.Name);
    expect(first).toContain('홈1 프리 vs 원정1 프리');
    expect(first).toContain('승무패');
    expect(first).toContain('홈승');
    expect(first).toContain('1.70');

    // 1.70 x 2.00 x 2.50 = 8.50; three picks over 1.30 earn the 1.03 bonus: 8.755 -> 8.75.
    await expect.poll(() => figure(slip, 'slip-bonus-odds')).toBe('1.03');
    expect(await figure(slip, 'slip-total-odds')).toBe('8.75');
    expect(await figure(slip, 'slip-expected-winnings')).toBe('0');

    const stake = slip.getByTestId('slip-stake');
    await stake.click();
    await page.keyboard.type('1');
    await expect.poll(() => figure(slip, 'slip-expected-winnings')).toBe('8');
    await page.keyboard.type('00');
    await expect.poll(() => figure(slip, 'slip-expected-winnings')).toBe('875');
    await page.keyboard.type('00');
    await expect.poll(() => figure(slip, 'slip-expected-winnings')).toBe('87,500');
    expect(await stake.inputValue()).toBe('10,000');

    const before = await cash(page);
    await page.evaluate(() => {
      (window as unknown as { slipMark: string }).slipMark = 'still here';
    });
    // Enter in the stake bets (the confirm step first).
    await stake.press('Enter');
    const confirm = byTestId(page, 'bet-confirm');
    await expect.poll(() => confirm.count()).toBe(1);
    const question = await confirm.innerText();
    expect(question).toContain('3폴더 10,000원을 베팅하시겠습니까?');
    expect(question).toContain('8.75');
    expect(question).toContain('87,500원');
    await button(confirm, '예').click();
    await acknowledgeAlert(page, '베팅이 완료되었습니다.');

    await expect.poll(() => cash(page)).toBe(before - 10_000);
    await expect.poll(() => lines.count()).toBe(0);
    expect(await slip.getByTestId('slip-empty').innerText()).toBe('베팅카트가 비어있습니다');
    // The stake cleared with the picks: a new pick starts from an empty stake.
    await pick(page, away(prematch[0]));
    expect(await slip.getByTestId('slip-stake').inputValue()).toBe('');
    expect(await page.evaluate(() => (window as unknown as { slipMark?: string }).slipMark)).toBe(
      'still here',
    );
  },
);

scenario(
  'when a member bets a live pick, then a countdown popup counts down each second and the bet is placed at its end',
  desktop,
  async ({ page }) => {
    await openAsDemoMember(page, '/event/main_inplay');
    await pick(page, home(liveFixture));
    const slip = slipOf(page);
    await button(slip, '10,000원 추가').click();
    expect(await slip.getByTestId('slip-stake').inputValue()).toBe('10,000');
    const before = await cash(page);

    await betAndConfirm(page, slip, '1폴더 10,000원을 베팅하시겠습니까?');
    const countdown = byTestId(page, 'bet-countdown');
    await expect.poll(() => countdown.count()).toBe(1);
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          const text = (await countdown.count()) > 0 ? await countdown.innerText().catch(() => '') : '';
          const match = /잠시만 기다려 주세요\. (\d+)초 후 베팅됩니다\./.exec(text);
          if (match) seen.add(Number(match[1]));
          return seen.size;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBeGreaterThanOrEqual(2);
    await acknowledgeAlert(page, '베팅이 완료되었습니다.');
    expect(await countdown.count()).toBe(0);
    // It counted down: every second shown is one less than one before it.
    const shown = [...seen].sort((a, b) => b - a);
    expect(shown.at(-1)).toBeLessThan(shown[0] ?? 0);
    await expect.poll(() => cash(page)).toBe(before - 10_000);
    await expect.poll(() => slip.getByTestId('slip-line').count()).toBe(0);
  },
);

scenario(
  'when the live price moves during the countdown, then the bet is refused with the odds-changed message, no cash moves, and the slip keeps the pick at the new price',
  desktop,
  async ({ page }) => {
    await openAsDemoMember(page, '/event/main_inplay');
    await pick(page, away(liveFixture));
    const slip = slipOf(page);
    const preference = slip.getByTestId('slip-odds-change');
    await expect.poll(() => preference.count()).toBe(1);
    if ((await preference.inputValue()) !== 'never') {
      const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bet/preference');
      await preference.selectOption('never');
      await saved;
    }
    await slip.getByTestId('slip-stake').fill('5000');
    const before = await cash(page);

    await betAndConfirm(page, slip, '1폴더 5,000원을 베팅하시겠습니까?');
    await expect.poll(() => byTestId(page, 'bet-countdown').count()).toBe(1);
    await server.feed.publish(matchResult(liveFixture, ['1.80', '3.20', '4.10']));
    await acknowledgeAlert(page, /배당이 변경/);

    expect(await cash(page)).toBe(before);
    const line = slip.getByTestId('slip-line');
    await expect.poll(() => line.count()).toBe(1);
    await expect.poll(() => line.getByTestId('slip-line-odds').innerText()).toBe('4.10');
    expect(await line.getAttribute('data-mark')).toBe('up');
  },
);

scenario(
  'when a phone opens the slip from the floating icon, then the full slip shows there and a bet placed in it lowers the cash and closes it',
  mobile,
  async ({ page }) => {
    await openAsDemoMember(page, `/event/main?leagueId=${league.Id}`);
    await pick(page, away(prematch[0]));
    await pick(page, away(prematch[1]));
    const icon = byTestId(page, 'slip-float-button');
    await expect.poll(() => icon.innerText()).toContain('2');
    await icon.click();
    const panel = byTestId(page, 'slip-panel');
    await expect.poll(() => panel.count()).toBe(1);
    const slip = panel.getByTestId('bet-slip');
    expect(await slip.getByTestId('slip-line').count()).toBe(2);
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    // Escape closes the panel and gives the focus back to the icon; the icon opens it again.
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await icon.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.count()).toBe(1);

    // 4.50 x 3.50 = 15.75, x 1.00 (two picks: the first tier) -> 15.75; 5,000 + 10,000 - 10,000 + 5,000.
    await button(slip, '5,000원 추가').click();
    await button(slip, '10,000원 더하기').click();
    await button(slip, '10,000원 빼기').click();
    await button(slip, '5,000원 추가').click();
    expect(await slip.getByTestId('slip-stake').inputValue()).toBe('10,000');
    await expect.poll(() => figure(slip, 'slip-total-odds')).toBe('15.75');
    expect(await figure(slip, 'slip-expected-winnings')).toBe('157,500');
    expect(await slip.getByTestId('slip-bonus-odds').count()).toBe(0);
    const before = await cash(page);

    await betAndConfirm(page, slip, '2폴더 10,000원을 베팅하시겠습니까?');
    await acknowledgeAlert(page, '베팅이 완료되었습니다.');
    await expect.poll(() => cash(page)).toBe(before - 10_000);
    expect(await panel.count()).toBe(0);
    expect(await icon.count()).toBe(0);
  },
);

scenario(
  'when a visitor presses the bet button, then the login dialog opens and the slip is kept, through a reload and the login too',
  desktop,
  async ({ page }) => {
    await openOnFeedServer(page, `/event/main?leagueId=${league.Id}`);
    await pick(page, home(prematch[0]));
    await pick(page, away(prematch[2]));
    const slip = slipOf(page);
    await slip.getByTestId('slip-stake').fill('7000');
    await slip.getByTestId('slip-bet-button').click();
    const login = byTestId(page, 'login-dialog');
    await expect.poll(() => login.count()).toBe(1);
    expect(await byTestId(page, 'bet-confirm').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => login.count()).toBe(0);
    expect(await slip.getByTestId('slip-line').count()).toBe(2);

    // The slip lives in the browser: a reload restores it and checks its prices again.
    const prices = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bet/prices');
    await page.reload();
    await prices;
    await closePopups(page);
    await expect.poll(() => slip.getByTestId('slip-line').count()).toBe(2);
    expect(await slip.getByTestId('slip-stake').inputValue()).toBe('7,000');
    await expect.poll(() => slip.getByTestId('slip-bet-button').isEnabled()).toBe(true);

    await logIn(page, demo.member.loginId, demo.member.password);
    await closePopups(page);
    await openOnFeedServer(page, `/event/main?leagueId=${league.Id}`);
    await expect.poll(() => slipOf(page).getByTestId('slip-line').count()).toBe(2);
  },
);
