import { agencySettlementStatusNames } from '@hanpan/core/api/agency';
import { kstDateOf, kstDayPlus, kstDayStart } from '@hanpan/core/time/kst';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, expect } from 'vitest';
import { demoPartnerTree } from '../../apps/server/src/features/agency/demo-tree.ts';
import { desktop, mobile, type Viewport } from '../support/browser.ts';
import { playOneSlotRound, slotRounds } from '../support/casino.ts';
import { fundMember, openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import { kstMidnightAfter, type ShiftedServer, startShiftedServer } from '../support/shifted-server.ts';
import {
  acknowledgeAlert,
  button,
  byTestId,
  closeNoticePopups,
  closePopups,
  headerFigure,
  isMobile,
  logIn,
  open,
  openAccountPanel,
  reload,
  visibleText,
} from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';
import { staffApi } from '../support/staff-api.ts';
import { demo } from '../support/visitor.ts';

// Issue 26: partner01 logs in and opens 파트너; a member who joined with partner01's code plays a slot
// round; the day ends, staff run that day's settlement, and the commission shows as 정산금 in
// partner01's header; partner01 converts it to cash on the 정산금 tab and the header follows.
// A day is settled only once it is over, and each partner's day only once, so every scenario gets a
// server of its own whose clock starts shortly before a KST midnight and is moved past it after the
// bet (shifted-server.ts); the browser contexts follow the server's clock.
const serverRef: { current?: ShiftedServer } = {};
const scenario = useChromium({ baseUrl: () => shiftedServer().url });

/** Time before the midnight for signing up, funding and playing (the clock then jumps to the midnight). */
const dayLeftAtStartMs = 5 * 60_000;
const funding = 50_000;
/** The slot's largest chip (won): the commission on it is whole won at any rate in basis points. */
const slotStake = 10_000;

function shiftedServer(): ShiftedServer {
  if (!serverRef.current) throw new Error('the shifted server did not start');
  return serverRef.current;
}

beforeEach(async (context) => {
  const midnight = kstMidnightAfter(new Date(), dayLeftAtStartMs);
  const slug = context.task.name.includes(`${mobile.width} px`) ? 'mobile' : 'desktop';
  serverRef.current = await startShiftedServer(
    new Date(midnight.getTime() - dayLeftAtStartMs),
    `partner-settlement-${slug}`,
  );
}, 120_000);

afterEach(async () => {
  await serverRef.current?.stop();
  serverRef.current = undefined;
});

/** Sets a page's clock to the server's, running on from there (before its first load). */
async function followServerClock(page: Page): Promise<Page> {
  await page.context().clock.install({ time: shiftedServer().now() });
  return page;
}

/** Opens the partner area with the 파트너 link: in the header, or in the account panel on a phone. */
async function openPartnerArea(page: Page): Promise<void> {
  const area = isMobile(page) ? await openAccountPanel(page) : page;
  await area.getByRole('link', { name: '파트너', exact: true }).filter({ visible: true }).click();
  await expect.poll(() => byTestId(page, 'agency-dashboard').count()).toBe(1);
}

/** The partner's settlement cash in the header, or null while the header shows none (spec: only above 0). */
async function headerAgencyCash(page: Page): Promise<number | null> {
  if ((await byTestId(page, 'header-agency-cash').count()) === 0) return null;
  return Number(await headerFigure(page, 'header-agency-cash'));
}

/** Staff run the settlement of `day`, retried while the server refuses it (its clock not yet past the day). */
async function settleDay(staff: Page, day: string): Promise<void> {
  await expect
    .poll(
      () =>
        staffApi(staff, 'agency/settle', { day }).then(
          () => 'settled',
          (refusal: Error) => refusal.message,
        ),
      { timeout: 15_000, interval: 250 },
    )
    .toBe('settled');
}

const settlementScenario = (viewport: Viewport) =>
  scenario(
    `when a member of partner01 plays a slot round and staff settle that KST day at ${viewport.width} px, then partner01's header shows the commission as 정산금 and converting it on the 정산금 tab moves it into 보유머니`,
    viewport,
    async ({ page, openPage }) => {
      const server = shiftedServer();
      const day = kstDateOf(server.now());

      // partner01 logs in, finds 파트너 and the dashboard; no settlement cash yet.
      await followServerClock(page);
      await open(page);
      await closeNoticePopups(page);
      await logIn(page, demo.partner.loginId, demo.partner.password);
      await closeNoticePopups(page);
      await openPartnerArea(page);
      await closePopups(page);
      expect(await headerAgencyCash(page)).toBeNull();

      // A newcomer joins with partner01's code, is funded by staff and plays one slot round that day.
      const memberPage = await followServerClock(await openPage());
      const member = await openAsNewMember(memberPage);
      expect(member.keyCode).toBe(demo.joinCode);
      await fundMember(openPage, member, funding, 'e2e 파트너 정산 준비', {
        clockOffsetMs: server.clockOffsetMs(),
      });
      await reload(memberPage);
      await closePopups(memberPage);
      await expect.poll(() => headerFigure(memberPage, 'header-cash')).toBe(String(funding));
      await playOneSlotRound(memberPage, slotStake);
      expect(kstDateOf(server.now()), 'the round was played before the midnight').toBe(day);
      expect((await slotRounds(memberPage)).stakes).toEqual([slotStake]);
      // The member joined under partner01 itself: partner01's own slot rate (rolling) on the stake.
      const commission = (slotStake * demoPartnerTree.partnerRatesBp.slot) / 10_000;

      // The day ends: the server's clock (and the pages') moves to just after the midnight.
      const nextDay = new Date(kstDayStart(kstDayPlus(day, 1)).getTime() + 1000);
      server.setClock(nextDay);
      for (const shown of [page, memberPage]) await shown.context().clock.setSystemTime(nextDay);
      const staff = await openPage();
      await openAdmin(staff, '/');
      await staffLogIn(staff, demoStaff.owner, { clockOffsetMs: server.clockOffsetMs() });
      await settleDay(staff, day);
      // Run again (by staff, or by the scheduled run that also starts after the midnight): nothing more.
      expect(await staffApi(staff, 'agency/settle', { day })).toMatchObject({ settled: 0, paid: 0 });

      // The next page load shows the commission as 정산금 in partner01's header.
      await reload(page);
      await closePopups(page);
      await expect.poll(() => headerAgencyCash(page), { timeout: 15_000 }).toBe(commission);
      const cash = Number(await headerFigure(page, 'header-cash'));

      // 정산금 tab: the day's statement pays it; converting it to cash empties 정산금 into 보유머니.
      await page.getByRole('tab', { name: '정산금', exact: true }).click();
      const statement = byTestId(page, 'agency-statement-row').filter({ hasText: day });
      await expect.poll(() => statement.count(), { timeout: 15_000 }).toBe(1);
      const cells = statement.locator('td');
      expect(await visibleText(cells.nth(1))).toBe(agencySettlementStatusNames.paid);
      expect((await visibleText(cells.nth(2))).replace(/\D/g, '')).toBe(String(commission));
      await button(byTestId(page, 'agency-cash'), '정산금 캐시로 전환').click();
      const confirm = byTestId(page, 'alert-popup');
      await expect
        .poll(() => visibleText(confirm))
        .toContain(`정산금 ${commission.toLocaleString('ko-KR')}원을 캐시로 전환하시겠습니까?`);
      await button(confirm, '예').click();
      await acknowledgeAlert(page, '정산금이 캐시로 전환되었습니다.');
      await expect.poll(() => headerAgencyCash(page)).toBeNull();
      await expect.poll(() => headerFigure(page, 'header-cash')).toBe(String(cash + commission));
      await expect
        .poll(() => byTestId(page, 'agency-cash-row').filter({ hasText: '캐시 전환' }).count())
        .toBe(1);
    },
    240_000,
  );

settlementScenario(desktop);
settlementScenario(mobile);
