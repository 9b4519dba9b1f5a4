import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  betOf,
  fixtureMessage,
  fixtureOf,
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
  visibleText,
  waitForInitialData,
} from '../support/site.ts';
import { demoStaff, staffLogIn } from '../support/staff.ts';
import { demo } from '../support/visitor.ts';

// Manual settlement end to end on a server fed by the test (LSports mode through RabbitMQ): the member
// bets on a fixture the test published, staff void its market by hand in the back office, the bet
// shows as 적특 with its stake back, then staff undo it and the bet is open again.
const scenario = useChromium();
let server: FeedServer;

const league = { Id: 9301, Name: 'K리그 정산 테스트' };
const fixtureId = 72_000_001;
const homeBetId = `${fixtureId}01`;

beforeAll(async () => {
  server = await startFeedServer('manual-settlement');
  await server.feed.publish(
    fixtureMessage(
      fixtureId,
      fixtureOf({
        League: league,
        StartDate: new Date(Date.now() + 6 * 3_600_000).toISOString(),
        Participants: [
          { Id: 7201, Name: '수원 정산', Position: '1' },
          { Id: 7202, Name: '전북 정산', Position: '2' },
        ],
      }),
    ),
  );
  await server.feed.publish(
    marketsMessage(fixtureId, [
      marketOf(1, [
        betOf(homeBetId, '1', '1.90'),
        betOf(`${fixtureId}02`, 'X', '3.30'),
        betOf(`${fixtureId}03`, '2', '3.90'),
      ]),
    ]),
  );
  await server.feed.flush();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const cash = async (page: Page) => Number(await headerFigure(page, 'header-cash'));

/** demo01 bets 5,000 on the home win of the test fixture through the slip. */
async function placeBet(page: Page): Promise<void> {
  const initialData = waitForInitialData(page);
  await page.goto(`${server.url}/`);
  await initialData;
  await closePopups(page);
  await logIn(page, demo.member.loginId, demo.member.password);
  await closePopups(page);
  await page.goto(`${server.url}/event/main?leagueId=${league.Id}`);
  await closePopups(page);
  await expect.poll(() => cash(page), { timeout: 15_000 }).toBeGreaterThan(0);
  const cell = page.locator(`.odds-cell[data-outcome-id="${homeBetId}"]`).filter({ visible: true });
  await expect.poll(() => cell.isEnabled()).toBe(true);
  await cell.click();
  const slip = byTestId(page, 'bet-slip');
  await slip.getByTestId('slip-stake').fill('5000');
  await slip.getByTestId('slip-bet-button').click();
  const confirm = byTestId(page, 'bet-confirm');
  await expect.poll(() => confirm.count()).toBe(1);
  await button(confirm, '예').click();
  await acknowledgeAlert(page, '베팅이 완료되었습니다.');
}

/** Confirms the open settlement dialog with a reason and waits for the result line. */
async function confirmWithReason(page: Page, reason: string, label: string): Promise<void> {
  const dialog = byTestId(page, 'settlement-confirm');
  await expect.poll(() => dialog.count()).toBe(1);
  await button(dialog, label).click();
  await expect.poll(() => visibleText(dialog)).toContain('사유를 입력해 주세요.');
  await dialog.getByLabel(/사유/).fill(reason);
  await button(dialog, label).click();
  await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
  await expect.poll(() => visibleText(byTestId(page, 'flash'))).toContain('처리 완료');
}

scenario(
  'when staff void a market with a reason, then the bet shows as 적특 with its stake paid back in the bet detail, and undo opens it again',
  desktop,
  async ({ page, openPage }) => {
    await placeBet(page);

    const admin = await openPage();
    await admin.goto(`${server.url}/admin/bets`);
    await staffLogIn(admin, demoStaff.owner);
    await admin.getByLabel('회원', { exact: true }).fill(demo.member.loginId);
    await admin.getByLabel('경기 번호').fill(String(fixtureId));
    await button(admin, '검색').click();
    const betLink = byTestId(admin, 'bets-table').getByRole('link', { name: /^\d+$/ }).first();
    await expect.poll(() => betLink.count()).toBe(1);
    await betLink.click();
    const status = byTestId(admin, 'bet-status');
    await expect.poll(() => visibleText(status)).toBe('진행중');
    const detailUrl = admin.url();

    // From the leg's fixture to the manual settlement screen: void 승무패.
    await byTestId(admin, 'bet-legs').getByRole('link', { name: '수원 정산 vs 전북 정산' }).click();
    const market = byTestId(admin, 'settlement-market-1');
    await expect.poll(() => market.count()).toBe(1);
    await button(market, '마켓 적특').click();
    await confirmWithReason(admin, 'e2e 경기 취소 공지', '적특 처리');
    await expect.poll(() => visibleText(market)).toContain('취소(적특)');

    await admin.goto(detailUrl);
    await expect.poll(() => visibleText(status)).toBe('적특');
    expect(await visibleText(byTestId(admin, 'bet-payout'))).toContain('5,000원');
    const history = byTestId(admin, 'bet-settlements');
    await expect.poll(() => history.locator('tbody tr').count()).toBe(1);
    expect(await visibleText(history)).toContain('수동');
    expect(await visibleText(byTestId(admin, 'bet-legs'))).toContain('적특');

    // Undo: the manual value goes, the feed has none, so the bet is open again and the refund is taken back.
    await byTestId(admin, 'bet-legs').getByRole('link', { name: '수원 정산 vs 전북 정산' }).click();
    await button(byTestId(admin, 'settlement-market-1'), '수동 정산 되돌리기').click();
    await confirmWithReason(admin, 'e2e 경기 재개', '되돌리기');
    await admin.goto(detailUrl);
    await expect.poll(() => visibleText(status)).toBe('진행중');
    await expect.poll(() => history.locator('tbody tr').count()).toBe(2);

    // The audit log holds both decisions with their reasons.
    await admin.goto(`${server.url}/admin/audit`);
    await admin.getByLabel('대상 종류').fill('fixture');
    await admin.getByLabel('대상 번호').fill(String(fixtureId));
    await button(admin, '검색').click();
    await expect.poll(() => byTestId(admin, 'audit-row').filter({ hasText: 'e2e 경기' }).count()).toBe(2);
  },
);
