import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import {
  acknowledgeAlert,
  button,
  byTestId,
  closePopups,
  headerFigure,
  logIn,
  open,
  register,
  visibleText,
} from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';
import { newVisitor } from '../support/visitor.ts';

const scenario = useChromium();

/** Registers a new member, logs them in and opens `path` (popups closed). */
async function openAsNewMember(page: Page, path: string): Promise<void> {
  const visitor = newVisitor();
  await open(page);
  await closePopups(page);
  await register(page, visitor);
  await logIn(page, visitor.loginId, visitor.loginPassword);
  await closePopups(page);
  await open(page, path);
  await closePopups(page);
}

for (const [label, viewport] of [
  ['desktop', desktop],
  ['mobile', mobile],
] as const) {
  scenario(
    `when a new member checks in (${label}), then today is stamped on the calendar, the streak is 1, the header points grow by the day's reward and the button is spent`,
    viewport,
    async ({ page }) => {
      await openAsNewMember(page, '/board/attendance');
      const check = byTestId(page, 'attendance-check');
      await expect.poll(() => check.count(), { timeout: 15_000 }).toBe(1);
      expect(await visibleText(byTestId(page, 'attendance-streak'))).toContain('0일');
      expect(await visibleText(byTestId(page, 'attendance-rules'))).toContain(
        '7일 연속 출석 시 1,000P 추가 지급',
      );
      expect(await headerFigure(page, 'header-point')).toBe('0');
      const today = byTestId(page, 'attendance-calendar').locator('[aria-current="date"]');
      expect(await today.getAttribute('data-checked')).toBeNull();

      await check.click();
      await acknowledgeAlert(page, '출석체크 완료! 100P가 지급되었습니다.');
      await expect.poll(() => today.getAttribute('data-checked')).toBe('true');
      expect(await visibleText(today)).toContain('출석');
      await expect.poll(() => visibleText(byTestId(page, 'attendance-streak'))).toContain('1일');
      await expect.poll(() => headerFigure(page, 'header-point')).toBe('100');
      expect(await check.isDisabled()).toBe(true);
      expect(await visibleText(check)).toBe('오늘 출석 완료');
    },
  );
}

scenario(
  'when staff publish a coupon code in the back office and a member redeems it on the coupon page, then the member confirms, the header cash rises and the coupon shows as used',
  desktop,
  async ({ page, openPage }) => {
    // Ends in 1 (read 일), so the confirmation must say '…1을', not '…1를'.
    const code = `E2E${randomInt(10_000_000, 99_999_999)}1`;
    const staff = await openPage();
    await openAdmin(staff, '/coupons');
    await staffLogIn(staff, demoStaff.owner);
    await button(staff, '쿠폰 만들기').click();
    const form = byTestId(staff, 'coupon-form');
    await form.getByLabel('쿠폰 이름').fill('가입 축하 쿠폰');
    await form.getByLabel('지급 종류').selectOption('cash');
    await form.getByLabel('금액').fill('5000');
    await form.getByLabel('만료 일시 (KST)').fill('2035-12-31T23:59');
    await form.getByLabel('지급 방식').selectOption('multi_code');
    await form.getByLabel('쿠폰 코드 (영문, 숫자, -)').fill(code);
    await button(form, '만들기').click();
    await expect.poll(() => form.count()).toBe(0);
    const row = byTestId(staff, 'coupon-table').locator('tr').filter({ hasText: code });
    await expect.poll(() => row.count()).toBe(1);
    expect(await visibleText(row)).toContain('5,000원');

    await openAsNewMember(page, '/board/coupon');
    await expect.poll(() => visibleText(byTestId(page, 'coupon-list'))).toContain('보유한 쿠폰이 없습니다.');
    expect(await headerFigure(page, 'header-cash')).toBe('0');
    // A code the server would refuse is refused at once, without asking first.
    await page.getByLabel('쿠폰 코드', { exact: true }).fill('E2E 쿠폰!');
    await button(page, '코드 사용').click();
    await acknowledgeAlert(page, '쿠폰 코드에 사용할 수 없는 문자가 있습니다.');
    await page.getByLabel('쿠폰 코드', { exact: true }).fill(code.toLowerCase());
    await button(page, '코드 사용').click();
    const confirmation = byTestId(page, 'alert-popup');
    await expect.poll(() => visibleText(confirmation)).toContain(`쿠폰 코드 ${code}을 사용하시겠습니까?`);
    await button(confirmation, '예').click();
    await acknowledgeAlert(page, '쿠폰을 사용했습니다. 5,000원이 지급되었습니다.');
    await expect.poll(() => headerFigure(page, 'header-cash')).toBe('5000');
    const used = byTestId(page, 'coupon-row');
    await expect.poll(() => used.getAttribute('data-state')).toBe('used');
    expect(await visibleText(used)).toContain('가입 축하 쿠폰');

    // The same code again: refused, the balance stays.
    await page.getByLabel('쿠폰 코드', { exact: true }).fill(code);
    await button(page, '코드 사용').click();
    await button(byTestId(page, 'alert-popup'), '예').click();
    await acknowledgeAlert(page, '이미 사용한 쿠폰입니다.');
    expect(await headerFigure(page, 'header-cash')).toBe('5000');
  },
);
