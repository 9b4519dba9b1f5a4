import type { StaffChargeItem } from '@hanpan/core/api/staff';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { openAsNewMember } from '../support/member.ts';
import { type Scenario, useChromium } from '../support/scenario.ts';
import {
  acknowledgeAlert,
  button,
  byTestId,
  closePopups,
  headerFigure,
  logIn,
  open,
  visibleText,
} from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';
import { demo } from '../support/visitor.ts';

const scenario = useChromium();

/** Opens the site, logs demo01 in and goes to `path` (a full load, popups closed). */
async function openAsDemoMember(page: Page, path: string): Promise<void> {
  await open(page);
  await closePopups(page);
  await logIn(page, demo.member.loginId, demo.member.password);
  await closePopups(page);
  await open(page, path);
  await closePopups(page);
}

/**
 * Gives demo01 `amount` more cash the way money really arrives: a deposit request through the
 * charge form, approved by the demo owner through the back office's API (password + TOTP login).
 */
async function depositApprovedByStaff(
  page: Page,
  openPage: Scenario['openPage'],
  amount: number,
): Promise<void> {
  await open(page, '/amount/charge');
  await closePopups(page);
  const form = byTestId(page, 'charge-form');
  await expect.poll(() => form.count()).toBe(1);
  await form.locator('#charge-amount').fill(String(amount));
  await button(form, '충전 신청').click();
  await button(byTestId(page, 'alert-popup'), '예').click();
  await acknowledgeAlert(page, '충전 신청이 접수되었습니다.');

  const staff = await openPage();
  await openAdmin(staff);
  await staffLogIn(staff, demoStaff.owner);
  const list = await staff.request.post('/api/staff/charges/list', { data: { status: 'pending', page: 1 } });
  const { data } = (await list.json()) as { data: { items: StaffChargeItem[] } };
  const request = data.items.find((item) => item.loginId === demo.member.loginId && item.amount === amount);
  if (!request) throw new Error(`demo01's ${amount} deposit request is not in the staff queue`);
  const approval = await staff.request.post('/api/staff/charges/approve', { data: { id: request.id } });
  expect(((await approval.json()) as { code: number }).code).toBe(0);
}

/** The form's inline message (role=alert under the inputs). */
function formError(page: Page, testId: string) {
  return byTestId(page, testId).locator('.form__error');
}

/** The alert popup's text once it shows. */
async function alertText(page: Page): Promise<string> {
  const alert = byTestId(page, 'alert-popup');
  await expect.poll(() => alert.count()).toBe(1);
  return visibleText(alert);
}

for (const [label, viewport] of [
  ['desktop', desktop],
  ['mobile', mobile],
] as const) {
  scenario(
    `when demo01 asks for a deposit (${label}), then empty and below-minimum amounts are refused, the confirmed request shows as pending instead of the form and in the history, and cancelling it brings the form back`,
    viewport,
    async ({ page }) => {
      await openAsDemoMember(page, '/amount/charge');
      const form = byTestId(page, 'charge-form');
      await expect.poll(() => form.count()).toBe(1);
      await expect.poll(() => visibleText(byTestId(page, 'deposit-account'))).toContain('계좌번호');

      await button(form, '충전 신청').click();
      await expect.poll(() => visibleText(formError(page, 'charge-form'))).toBe('금액을 입력해 주세요.');

      // 10,000 is the staff-set minimum of a fresh database (migration 0002's default).
      const amount = form.locator('#charge-amount');
      await amount.fill('5000');
      expect(await amount.inputValue()).toBe('5,000');
      await button(form, '충전 신청').click();
      await expect
        .poll(() => visibleText(formError(page, 'charge-form')))
        .toBe('최소 10,000원 이상 신청해 주세요.');
      expect(await byTestId(page, 'alert-popup').count()).toBe(0);

      // Quick buttons add up; 정정 clears.
      await button(form, '정정').click();
      expect(await amount.inputValue()).toBe('');
      await button(form, '+1만').click();
      await button(form, '+3만').click();
      expect(await amount.inputValue()).toBe('40,000');

      // The depositor is demo01's registered account holder, shown and not editable.
      const name = form.getByLabel('입금자명');
      expect(await name.inputValue()).toBe('데모회원');
      expect(await name.isEditable()).toBe(false);

      // Keyboard: Enter in the amount field asks first, Enter again answers 예.
      await amount.press('Enter');
      const question = await alertText(page);
      expect(question).toContain('40,000원을 충전 신청하시겠습니까?');
      expect(question).toContain('입금자명: 데모회원');
      await page.keyboard.press('Enter');
      await acknowledgeAlert(page, '충전 신청이 접수되었습니다.');

      const pending = byTestId(page, 'pending-charge');
      await expect.poll(() => pending.count()).toBe(1);
      expect(await form.count()).toBe(0);
      expect(await visibleText(byTestId(page, 'pending-charge-amount'))).toBe('40,000');
      expect(await visibleText(pending)).toContain('처리중');
      expect(await visibleText(pending)).toContain('데모회원');
      const newest = byTestId(page, 'charge-history').getByTestId('history-row').first();
      await expect.poll(() => newest.getAttribute('data-status')).toBe('pending');
      expect(await visibleText(newest)).toContain('40,000원');

      // Escape declines the cancel question; 예 cancels.
      await button(pending, '신청 취소').click();
      expect(await alertText(page)).toContain('40,000원 충전 신청을 취소하시겠습니까?');
      await page.keyboard.press('Escape');
      await expect.poll(() => byTestId(page, 'alert-popup').count()).toBe(0);
      expect(await pending.count()).toBe(1);

      await button(pending, '신청 취소').click();
      await button(byTestId(page, 'alert-popup'), '예').click();
      await acknowledgeAlert(page, '충전 신청이 취소되었습니다.');
      await expect.poll(() => form.count()).toBe(1);
      await expect.poll(() => newest.getAttribute('data-status')).toBe('cancelled');
      expect(await visibleText(newest)).toContain('취소');
    },
  );
}

for (const [label, viewport] of [
  ['desktop', desktop],
  ['mobile', mobile],
] as const) {
  scenario(
    `when a member with fewer points than the minimum converts them all (${label}), then the minimum is told at once, nothing is asked and nothing is sent`,
    viewport,
    async ({ page }) => {
      await openAsNewMember(page, '/board/attendance');
      const check = byTestId(page, 'attendance-check');
      await expect.poll(() => check.count(), { timeout: 15_000 }).toBe(1);
      await check.click();
      await acknowledgeAlert(page, /출석체크 완료!/);
      await open(page, '/amount/exchange');
      await closePopups(page);
      const points = Number(
        await visibleText(byTestId(page, 'conversion-point')).then((t) => t.replace(/\D/g, '')),
      );
      expect(points).toBeGreaterThan(0);
      expect(points).toBeLessThan(1_000);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/amount/pointToCash') calls.push(request.url());
      });
      await button(page, '포인트 전액 캐시로 전환').click();
      // 1,000P is migration 0002's default minimum; a 예/아니오 question here would fail the 확인 press.
      await acknowledgeAlert(page, '최소 전환 포인트(1,000P)가 되지 않습니다.');
      expect(calls).toEqual([]);
    },
  );
}

scenario(
  'when demo01 with no points taps the header point balance, then 전환할 포인트가 없습니다 shows and nothing is sent',
  desktop,
  async ({ page }) => {
    await openAsDemoMember(page, '/amount/exchange');
    expect(await headerFigure(page, 'header-point')).toBe('0');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/amount/pointToCash') calls.push(request.url());
    });
    await byTestId(page, 'header-point').click();
    await acknowledgeAlert(page, '전환할 포인트가 없습니다.');
    expect(calls).toEqual([]);
  },
);

scenario(
  'when demo01 holding cash asks for a withdrawal without and then with a wrong exchange password, then the Korean messages show and neither the cash nor the history changes',
  desktop,
  async ({ page, openPage }) => {
    await openAsDemoMember(page, '/');
    const cashBefore = Number(await headerFigure(page, 'header-cash'));
    await depositApprovedByStaff(page, openPage, 50_000);
    // The approval reaches the open page over /user/queue/context.
    await expect
      .poll(() => headerFigure(page, 'header-cash'), { timeout: 15_000 })
      .toBe(String(cashBefore + 50_000));
    const cash = String(cashBefore + 50_000);
    // The charge page refreshes itself from that change: the form is back, the request approved.
    await expect.poll(() => byTestId(page, 'pending-charge').count()).toBe(0);
    await expect.poll(() => byTestId(page, 'charge-form').count()).toBe(1);
    const newest = byTestId(page, 'charge-history').getByTestId('history-row').first();
    await expect.poll(() => newest.getAttribute('data-status')).toBe('approved');
    expect(await visibleText(newest)).toContain('완료');

    await open(page, '/amount/exchange');
    await closePopups(page);
    const form = byTestId(page, 'exchange-form');
    await expect.poll(() => form.count()).toBe(1);
    expect(await visibleText(byTestId(page, 'payout-account'))).toContain('신한은행');
    const history = byTestId(page, 'exchange-history');
    await expect.poll(() => history.locator('[aria-busy="true"]').count()).toBe(0);
    const rowsBefore = await history.getByTestId('history-row').count();

    await form.locator('#exchange-amount').fill('10000');
    await button(form, '환전 신청').click();
    await expect
      .poll(() => visibleText(formError(page, 'exchange-form')))
      .toBe('환전 비밀번호를 입력해주세요.');
    expect(await byTestId(page, 'alert-popup').count()).toBe(0);

    const password = form.locator('#exchange-password');
    expect(await password.getAttribute('type')).toBe('password');
    await password.fill('9999');
    await button(form, '환전 신청').click();
    expect(await alertText(page)).toContain('10,000원을 환전 신청하시겠습니까?');
    await button(byTestId(page, 'alert-popup'), '예').click();
    await expect
      .poll(() => visibleText(formError(page, 'exchange-form')))
      .toBe('환전 비밀번호가 일치하지 않습니다.');
    expect(await password.inputValue()).toBe('');

    // Nothing was held: the same cash in the header and on the page, no new request.
    await page.waitForLoadState('networkidle');
    expect(await headerFigure(page, 'header-cash')).toBe(cash);
    expect((await visibleText(byTestId(page, 'exchange-cash'))).replace(/\D/g, '')).toBe(cash);
    expect(await history.getByTestId('history-row').count()).toBe(rowsBefore);
  },
);
