import { randomInt } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import { acknowledgeAlert, button, byTestId, headerFigure, open, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';

const scenario = useChromium();

type NewCoupon = {
  name: string;
  kind: 'cash' | 'point';
  amount: string;
  mode: 'issued' | 'single_code';
  code?: string;
};

/** Defines a coupon with the back office's form and returns its row in the coupon table. */
async function defineCoupon(staff: Page, coupon: NewCoupon): Promise<Locator> {
  await button(staff, '쿠폰 만들기').click();
  const form = byTestId(staff, 'coupon-form');
  await form.getByLabel('쿠폰 이름').fill(coupon.name);
  await form.getByLabel('지급 종류').selectOption(coupon.kind);
  await form.getByLabel('금액').fill(coupon.amount);
  await form.getByLabel('만료 일시 (KST)').fill('2035-12-31T23:59');
  await form.getByLabel('지급 방식').selectOption(coupon.mode);
  if (coupon.code) await form.getByLabel(/쿠폰 코드/).fill(coupon.code);
  await button(form, '만들기').click();
  await expect.poll(() => form.count()).toBe(0);
  const row = byTestId(staff, 'coupon-table').locator('tr').filter({ hasText: coupon.name });
  await expect.poll(() => row.count()).toBe(1);
  return row;
}

/** Gives the issued coupon of `row` to one member through the 지급 dialog. */
async function issueTo(staff: Page, row: Locator, loginId: string): Promise<void> {
  await button(row, '지급').click();
  const dialog = byTestId(staff, 'coupon-issue-dialog');
  await dialog.getByLabel(/회원 아이디/).fill(loginId);
  await button(dialog, '지급').click();
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => visibleText(row)).toMatch(/1 \/ 0/);
}

/** Opens the uses panel of the coupon in `row` and returns the line of `loginId`. */
async function useLine(staff: Page, row: Locator, loginId: string): Promise<Locator> {
  await button(row, '사용 내역').click();
  const line = byTestId(staff, 'coupon-uses').locator('tr').filter({ hasText: loginId });
  await expect.poll(() => line.count()).toBe(1);
  return line;
}

scenario(
  'when staff give a member two cash coupons and publish a single-use points code, then the member uses one coupon and the code (header cash and points grow), the other coupon revoked by staff is no longer offered, and the uses view shows the use',
  desktop,
  async ({ page: member, openPage }) => {
    const tag = randomInt(100_000, 999_999);
    const visitor = await openAsNewMember(member);

    const staff = await openPage();
    await openAdmin(staff, '/coupons');
    await staffLogIn(staff, demoStaff.owner);
    const kept = await defineCoupon(staff, {
      name: `감사 쿠폰 ${tag}`,
      kind: 'cash',
      amount: '3,000',
      mode: 'issued',
    });
    expect(await visibleText(kept)).toContain('3,000원');
    await issueTo(staff, kept, visitor.loginId);
    const revoked = await defineCoupon(staff, {
      name: `회수 쿠폰 ${tag}`,
      kind: 'cash',
      amount: '2000',
      mode: 'issued',
    });
    await issueTo(staff, revoked, visitor.loginId);
    const code = `PT${tag}`;
    const points = await defineCoupon(staff, {
      name: `포인트 코드 ${tag}`,
      kind: 'point',
      amount: '500',
      mode: 'single_code',
      code,
    });
    expect(await visibleText(points)).toContain('500P');
    expect(await visibleText(points)).toContain(code);

    await open(member, '/board/coupon');
    const keptRow = byTestId(member, 'coupon-row').filter({ hasText: `감사 쿠폰 ${tag}` });
    const revokedRow = byTestId(member, 'coupon-row').filter({ hasText: `회수 쿠폰 ${tag}` });
    await expect.poll(() => keptRow.getAttribute('data-state')).toBe('unused');
    expect(await revokedRow.getAttribute('data-state')).toBe('unused');
    expect(await headerFigure(member, 'header-cash')).toBe('0');
    expect(await headerFigure(member, 'header-point')).toBe('0');

    await button(keptRow, '사용').click();
    const confirmation = byTestId(member, 'alert-popup');
    await expect.poll(() => visibleText(confirmation)).toContain(`감사 쿠폰 ${tag} 쿠폰을 사용하시겠습니까?`);
    await button(confirmation, '예').click();
    await acknowledgeAlert(member, '쿠폰을 사용했습니다. 3,000원이 지급되었습니다.');
    await expect.poll(() => headerFigure(member, 'header-cash')).toBe('3000');
    await expect.poll(() => keptRow.getAttribute('data-state')).toBe('used');
    expect(await button(keptRow, '사용').count()).toBe(0);

    await member.getByLabel('쿠폰 코드', { exact: true }).fill(code);
    await button(member, '코드 사용').click();
    await button(byTestId(member, 'alert-popup'), '예').click();
    await acknowledgeAlert(member, '쿠폰을 사용했습니다. 500P가 지급되었습니다.');
    await expect.poll(() => headerFigure(member, 'header-point')).toBe('500');
    expect(await headerFigure(member, 'header-cash')).toBe('3000');

    // The code was for one use: another member is refused and gets nothing.
    const other = await openPage();
    await openAsNewMember(other, '/board/coupon');
    await other.getByLabel('쿠폰 코드', { exact: true }).fill(code);
    await button(other, '코드 사용').click();
    await button(byTestId(other, 'alert-popup'), '예').click();
    await acknowledgeAlert(other, '이미 사용한 쿠폰입니다.');
    expect(await headerFigure(other, 'header-point')).toBe('0');
    await expect.poll(() => visibleText(byTestId(other, 'coupon-list'))).toContain('보유한 쿠폰이 없습니다.');

    // Staff take back the coupon the member has not used.
    const revokedLine = await useLine(staff, revoked, visitor.loginId);
    const status = (line: Locator) => line.locator('td').nth(2).innerText();
    expect(await status(revokedLine)).toBe('미사용');
    await button(revokedLine, '회수').click();
    await button(byTestId(staff, 'confirm-dialog'), '회수').click();
    await expect.poll(() => status(revokedLine)).toBe('회수');
    expect(await button(revokedLine, '회수').count()).toBe(0);

    await open(member, '/board/coupon');
    await expect.poll(() => keptRow.getAttribute('data-state')).toBe('used');
    expect(await button(revokedRow, '사용').count()).toBe(0);

    // The uses view of the used coupon: the member, 사용, with its time.
    const usedLine = await useLine(staff, kept, visitor.loginId);
    expect(await status(usedLine)).toBe('사용');
    expect(await usedLine.locator('td').nth(4).innerText()).toMatch(/\d{2}:\d{2}/);
    await expect.poll(() => visibleText(kept)).toMatch(/1 \/ 1/);
  },
);
