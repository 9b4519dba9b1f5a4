import type { StaffChargeItem } from '@hanpan/core/api/staff';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import { acknowledgeAlert, button, byTestId, closePopups, open, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';
import type { Visitor } from '../support/visitor.ts';

const scenario = useChromium();

/** Sends a deposit request through the charge form, answering the first-deposit limit question with 나중에. */
async function requestDeposit(page: Page, amount: number): Promise<void> {
  await open(page, '/amount/charge');
  await closePopups(page);
  const form = byTestId(page, 'charge-form');
  await expect.poll(() => form.count()).toBe(1);
  const ask = byTestId(page, 'deposit-limit-ask');
  if ((await ask.count()) > 0) await button(ask, '나중에').click();
  await form.locator('#charge-amount').fill(String(amount));
  await button(form, '충전 신청').click();
  await button(byTestId(page, 'alert-popup'), '예').click();
  await acknowledgeAlert(page, '충전 신청이 접수되었습니다.');
}

/** Approves the member's pending deposit of `amount` through the back office's API. */
async function approveDeposit(staff: Page, visitor: Visitor, amount: number): Promise<void> {
  const list = await staff.request.post('/api/staff/charges/list', { data: { status: 'pending', page: 1 } });
  const { data } = (await list.json()) as { data: { items: StaffChargeItem[] } };
  const request = data.items.find((item) => item.loginId === visitor.loginId && item.amount === amount);
  if (!request) throw new Error(`${visitor.loginId}'s deposit request is not in the staff queue`);
  const approval = await staff.request.post('/api/staff/charges/approve', { data: { id: request.id } });
  expect(((await approval.json()) as { code: number }).code).toBe(0);
}

scenario(
  'when a member asks for a new bank account and staff approve it, then 회원정보 shows the new account; the statement counts the approved deposit',
  desktop,
  async ({ page, openPage }) => {
    const visitor = await openAsNewMember(page, '/mypage?tab=bankChange');
    const current = byTestId(page, 'current-bank');
    await expect.poll(() => visibleText(current)).toContain('국민은행');

    // The request: registration's rules, a confirmation, then 대기 in the member's list.
    await page.getByLabel('은행', { exact: true }).selectOption('신한은행');
    await page.getByLabel('계좌번호').fill('11122233344');
    await page.getByLabel('예금주').fill(visitor.bankHolder);
    await page.getByLabel('환전 비밀번호').fill(visitor.exchangePassword);
    page.once('dialog', (dialog) => void dialog.accept());
    await button(page, '계좌 변경 신청').click();
    const row = byTestId(page, 'bank-change-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await visibleText(row)).toContain('신한은행');
    // Until staff approve, withdrawals still go to the registered account.
    expect(await visibleText(current)).toContain('국민은행');

    await requestDeposit(page, 30_000);

    const staff = await openPage();
    await openAdmin(staff, '/members/bankChanges');
    await staffLogIn(staff, demoStaff.owner);
    const staffRow = byTestId(staff, 'bank-change-row').filter({ hasText: visitor.loginId });
    await expect.poll(() => staffRow.count()).toBe(1);
    await button(staffRow, '승인').click();
    await button(byTestId(staff, 'bank-change-dialog'), '승인').click();
    await expect.poll(() => staffRow.count()).toBe(0);
    await approveDeposit(staff, visitor, 30_000);

    await open(page, '/mypage?tab=info');
    await closePopups(page);
    const info = byTestId(page, 'account-info');
    await expect.poll(() => visibleText(info)).toContain('신한은행');
    expect(await visibleText(info)).not.toContain('11122233344');

    await open(page, '/mypage?tab=statement');
    await closePopups(page);
    const statement = byTestId(page, 'statement');
    await expect.poll(() => visibleText(statement)).toContain('충전 30,000원');
    expect(await visibleText(statement)).toContain('환전 0원');
    expect(await visibleText(byTestId(page, 'statement-total'))).toContain('0원');
  },
);
