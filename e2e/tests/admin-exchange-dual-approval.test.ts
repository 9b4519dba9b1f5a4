import { randomBytes, randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';
import { demo } from '../support/visitor.ts';

const scenario = useChromium();

/** POSTs JSON as the page's session would (same cookies, same Origin) and returns the reply. */
async function post(
  page: Page,
  baseUrl: string,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
) {
  const reply = await page.request.post(path, { data, headers: { Origin: baseUrl, ...headers } });
  return (await reply.json()) as { code: number; data?: { id?: number; item?: { id: number } } };
}

scenario(
  'when a withdrawal is above the dual-approval amount, then the first approver cannot give the second approval and another staff member pays it out',
  desktop,
  async ({ page, openPage, baseUrl }) => {
    await openAdmin(page, '/exchanges');
    await staffLogIn(page, demoStaff.owner);

    // Setup through the APIs: demo01 gets enough cash and asks for 1,500,000 (above the
    // default 1,000,000 line), and the owner adds a finance account.
    const member = await openPage();
    await member.request.post('/api/user/sign', {
      form: { loginId: demo.member.loginId, loginPassword: demo.member.password },
      headers: { Origin: baseUrl },
    });
    const detail = await member.request.post('/api/user/info', { headers: { Origin: baseUrl } });
    expect(((await detail.json()) as { code: number }).code).toBe(0);
    const list = await post(page, baseUrl, '/api/staff/members/list', { query: demo.member.loginId });
    const memberId = (list.data as unknown as { items: { id: number; loginId: string }[] }).items.find(
      (item) => item.loginId === demo.member.loginId,
    )!.id;
    const funding = await post(page, baseUrl, '/api/staff/members/adjust', {
      memberId,
      account: 'cash',
      amount: 2_000_000,
      reason: 'e2e 환전 준비',
      idempotencyKey: randomBytes(16).toString('hex'),
    });
    expect(funding.code).toBe(0);
    const exchange = await post(
      member,
      baseUrl,
      '/api/amount/exchange',
      { amount: 1_500_000, exchangePassword: '1234' },
      { 'Idempotency-Key': randomBytes(16).toString('hex') },
    );
    expect(exchange.code).toBe(0);
    const finance = { loginId: `fin${randomInt(100_000, 999_999)}`, password: 'finance-pass-1' };
    const created = await post(page, baseUrl, '/api/staff/accounts/create', {
      ...finance,
      name: '재무담당',
      role: 'finance',
    });
    expect(created.code).toBe(0);

    await button(page, '새로고침').click();
    const row = page.getByTestId('exchange-row').filter({ hasText: '1,500,000원' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await visibleText(row)).toContain('2차 승인 필요');
    await button(row, '1차 승인').click();
    const dialog = page.getByTestId('exchange-decision-dialog');
    expect(await visibleText(dialog)).toContain('다른 관리자의 2차 승인');
    await button(dialog, '1차 승인').click();
    await expect.poll(() => visibleText(page.getByTestId('flash'))).toContain('1차 승인했습니다');
    await expect.poll(() => visibleText(row)).toContain(`1차 승인: ${demoStaff.owner.loginId}`);
    expect(await button(row, '2차 승인').isDisabled()).toBe(true);

    const second = await openPage();
    await openAdmin(second, '/exchanges');
    await staffLogIn(second, finance);
    const sameRow = second.getByTestId('exchange-row').filter({ hasText: '1,500,000원' });
    await expect.poll(() => sameRow.count()).toBe(1);
    await button(sameRow, '2차 승인').click();
    await button(second.getByTestId('exchange-decision-dialog'), '2차 승인').click();
    await expect.poll(() => visibleText(second.getByTestId('flash'))).toContain('승인했습니다');
    await expect.poll(() => sameRow.count()).toBe(0);

    await button(second.getByRole('group', { name: '처리 상태' }), '승인').click();
    const paid = second.getByTestId('exchange-row').filter({ hasText: '1,500,000원' });
    await expect.poll(() => paid.count()).toBe(1);
    expect(await visibleText(paid)).toContain(finance.loginId);
  },
);
