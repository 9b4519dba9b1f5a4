import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import {
  acknowledgeAlert,
  button,
  byTestId,
  closeNoticePopups,
  headerFigure,
  logIn,
  open,
  visibleText,
} from '../support/site.ts';
import { demo } from '../support/visitor.ts';

const scenario = useChromium();

/** Closes the notice popups and the image event popups that a full page load opens. */
async function closePopups(page: Page): Promise<void> {
  await closeNoticePopups(page);
  const events = byTestId(page, 'event-popup');
  for (let count = await events.count(); count > 0; count = await events.count()) {
    await button(events.first(), '닫기').click();
    await expect.poll(() => events.count()).toBe(count - 1);
  }
}

/** Opens the site, logs demo01 in and goes to `path` (a full load, popups closed). */
async function openAsDemoMember(page: Page, path: string): Promise<void> {
  await open(page);
  await closePopups(page);
  await logIn(page, demo.member.loginId, demo.member.password);
  await closePopups(page);
  await open(page, path);
  await closePopups(page);
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

      // Keyboard: Enter in the name field asks first, Enter again answers 예.
      const name = form.locator('#charge-depositor');
      await name.fill('데모회원');
      await name.press('Enter');
      expect(await alertText(page)).toContain('40,000원을 충전 신청하시겠습니까?');
      await page.keyboard.press('Enter');
      await acknowledgeAlert(page, '충전 신청이 접수되었습니다.');

      const pending = byTestId(page, 'pending-charge');
      await expect.poll(() => pending.count()).toBe(1);
      expect(await form.count()).toBe(0);
      expect(await visibleText(byTestId(page, 'pending-charge-amount'))).toBe('40,000');
      expect(await visibleText(pending)).toContain('처리중');
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
