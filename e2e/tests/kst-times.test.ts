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
  logIn,
  visibleText,
  waitForInitialData,
} from '../support/site.ts';
import { demoStaff, staffLogIn } from '../support/staff.ts';
import { demo } from '../support/visitor.ts';

// Every time on the member site and in the back office reads in Korea Standard Time even when the
// browser lives in New York: a fixture the test publishes with a known kick-off, the member's bet on
// it, the member's deposit request, the notices, and the staff's bet list and deposit queue. Expected texts come from Intl with Asia/Seoul, not from the app's code.
const scenario = useChromium();
let server: FeedServer;

const newYork = 'America/New_York';
const league = { Id: 9302, Name: 'K리그 시간 테스트' };
const fixtureId = 73_000_001;
const homeBetId = `${fixtureId}01`;
// Three hours ahead on a whole minute: the KST and New York days and hours differ.
const startAt = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 60_000) * 60_000);

/** An instant's wall clock in a zone, as 'YYYY-MM-DD HH:mm:ss' (Intl, independent of the app). */
function wallClock(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A 'YYYY-MM-DD HH:mm(:ss)' text read as Korean time. */
const fromKstText = (text: string) => Date.parse(`${text.replace(' ', 'T')}+09:00`);

/** Expects a KST text to name a moment between `before` and `after` (to its last shown digit). */
function expectKstBetween(text: string, before: number, after: number, unitMs: number): void {
  expect(fromKstText(text)).toBeGreaterThanOrEqual(Math.floor(before / unitMs) * unitMs);
  expect(fromKstText(text)).toBeLessThanOrEqual(after);
}

beforeAll(async () => {
  server = await startFeedServer('kst-times');
  await server.feed.publish(
    fixtureMessage(
      fixtureId,
      fixtureOf({
        League: league,
        StartDate: startAt.toISOString(),
        Participants: [
          { Id: 7301, Name: '서울 시간', Position: '1' },
          { Id: 7302, Name: '부산 시간', Position: '2' },
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

/** Opens a member page of the feed server and closes the popups a full load shows. */
async function openOnFeedServer(page: Page, path: string): Promise<void> {
  const initialData = waitForInitialData(page);
  await page.goto(`${server.url}${path}`);
  await initialData;
  await closePopups(page);
}

scenario(
  'when the browser is in New York, then the prematch list, the bet history, the deposit history, the notices and the back office show every time in KST',
  desktop,
  async ({ openPage }) => {
    const kstStart = wallClock(startAt, 'Asia/Seoul');
    expect(kstStart.slice(0, 16)).not.toBe(wallClock(startAt, newYork).slice(0, 16));

    const member = await openPage({ timezoneId: newYork });
    await openOnFeedServer(member, '/');
    expect(await member.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(newYork);
    await logIn(member, demo.member.loginId, demo.member.password);
    await closePopups(member);

    // The prematch row's kick-off: 'MM-DD HH:mm' in KST.
    await openOnFeedServer(member, `/event/main?leagueId=${league.Id}`);
    const rowTime = member.locator('time.fixture-info__time').filter({ visible: true }).first();
    await expect.poll(() => rowTime.count()).toBe(1);
    expect(Date.parse((await rowTime.getAttribute('datetime')) ?? '')).toBe(startAt.getTime());
    expect(await visibleText(rowTime)).toBe(kstStart.slice(5, 16));

    // A bet, then its card: placed at a KST second within the click, the leg's kick-off in KST.
    const cell = member.locator(`.odds-cell[data-outcome-id="${homeBetId}"]`).filter({ visible: true });
    await expect.poll(() => cell.isEnabled()).toBe(true);
    await cell.click();
    const slip = byTestId(member, 'bet-slip');
    await slip.getByTestId('slip-stake').fill('5000');
    await slip.getByTestId('slip-bet-button').click();
    const confirm = byTestId(member, 'bet-confirm');
    await expect.poll(() => confirm.count()).toBe(1);
    const before = Date.now();
    await button(confirm, '예').click();
    await acknowledgeAlert(member, '베팅이 완료되었습니다.');
    const after = Date.now();

    await openOnFeedServer(member, '/result/betResult');
    const card = byTestId(member, 'bet-card').first();
    await expect.poll(() => card.count()).toBe(1);
    const placedText = (await visibleText(card.locator('.bet-card__time'))).replace('접수', '').trim();
    expect(placedText).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expectKstBetween(placedText, before, after, 1_000);
    expect(await visibleText(card.locator('.bet-leg__time'))).toBe(kstStart.slice(5, 16));

    // A deposit request: its time in the member's request history, to the minute, in KST.
    await openOnFeedServer(member, '/amount/charge');
    const form = member.getByTestId('charge-form');
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(1);
    await form.getByLabel('충전 금액').fill('10000');
    await button(form, '충전 신청').click();
    const chargeBefore = Date.now();
    await button(byTestId(member, 'alert-popup'), '예').click();
    await acknowledgeAlert(member, '충전 신청이 접수되었습니다.');
    const chargeAfter = Date.now();
    const requestTime = byTestId(member, 'history-row').first().locator('.history-table__created');
    await expect.poll(() => requestTime.count(), { timeout: 15_000 }).toBe(1);
    const requestText = await visibleText(requestTime);
    expect(requestText).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expectKstBetween(requestText, chargeBefore, chargeAfter, 60_000);

    // The notices' dates: the KST day of each one's instant.
    await openOnFeedServer(member, '/board/main?boardType=0');
    const noticeDates = member.locator('time.board-list__date');
    await expect.poll(() => noticeDates.count()).toBeGreaterThan(0);
    for (const date of await noticeDates.all()) {
      const instant = new Date((await date.getAttribute('datetime')) ?? '');
      expect(await visibleText(date)).toBe(wallClock(instant, 'Asia/Seoul').slice(0, 10));
    }

    // The back office in the same zone: the bet's time in the list, the leg's kick-off in the detail.
    const admin = await openPage({ timezoneId: newYork });
    await admin.goto(`${server.url}/admin/bets`);
    await staffLogIn(admin, demoStaff.owner);
    await admin.getByLabel('회원', { exact: true }).fill(demo.member.loginId);
    await admin.getByLabel('경기 번호').fill(String(fixtureId));
    await button(admin, '검색').click();
    const table = byTestId(admin, 'bets-table');
    const betLink = table.getByRole('link', { name: /^\d+$/ }).first();
    await expect.poll(() => betLink.count()).toBe(1);
    expect(await visibleText(table.locator('td[data-label="베팅 시각"]').first())).toBe(placedText);
    await betLink.click();
    await expect.poll(() => visibleText(byTestId(admin, 'bet-legs'))).toContain(kstStart);

    // The deposit queue: the request's time to the second, the same KST minute the member saw.
    await admin.getByRole('link', { name: /충전 신청/ }).click();
    const chargeRow = admin.getByTestId('charge-row').filter({ hasText: demo.member.loginId });
    await expect.poll(() => chargeRow.count(), { timeout: 15_000 }).toBe(1);
    const queuedText = (await visibleText(chargeRow)).match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)?.[0] ?? '';
    expect(queuedText.slice(0, 16)).toBe(requestText);
    expectKstBetween(queuedText, chargeBefore, chargeAfter, 1_000);
  },
);
