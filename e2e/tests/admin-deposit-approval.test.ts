import { formatWon } from '@hanpan/core/money/amount';
import type { Page, WebSocket } from 'playwright-core';
import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
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

/** Collects the text of every realtime frame the page receives (SockJS over a WebSocket). */
function recordRealtimeFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket: WebSocket) => {
    socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  return frames;
}

/** Requests a deposit on /amount/charge through its form (depositor: the registered holder), confirmation and receipt. */
async function requestDeposit(page: Page, amount: number, bankHolder: string): Promise<void> {
  const form = page.getByTestId('charge-form');
  await form.getByLabel('충전 금액').fill(String(amount));
  expect(await form.getByLabel('입금자명').inputValue()).toBe(bankHolder);
  await button(form, '충전 신청').click();
  const confirmation = byTestId(page, 'alert-popup');
  await expect
    .poll(() => visibleText(confirmation))
    .toContain(`${formatWon(amount)}원을 충전 신청하시겠습니까?`);
  await button(confirmation, '예').click();
  await acknowledgeAlert(page, '충전 신청이 접수되었습니다.');
}

scenario(
  'when a member requests a deposit and staff approve it in the back office with TOTP, then the member header shows the new cash without a reload and the audit log shows charge.approve',
  desktop,
  async ({ page, openPage }) => {
    const visitor = newVisitor();
    const frames = recordRealtimeFrames(page);
    await open(page);
    await closePopups(page);
    await register(page, visitor);
    await logIn(page, visitor.loginId, visitor.loginPassword);
    await closePopups(page);
    expect(await headerFigure(page, 'header-cash')).toBe('0');

    // From here on the page is never reloaded: the header link opens the deposit page in place.
    await page.getByRole('link', { name: '충전', exact: true }).first().click();
    await expect.poll(() => page.getByTestId('charge-form').count(), { timeout: 15_000 }).toBe(1);
    await requestDeposit(page, 30_000, '홍길동');
    // Survives only if the page is never reloaded or navigated away from.
    await page.evaluate(() => {
      (window as unknown as { e2eMarker: string }).e2eMarker = 'no reload';
    });

    const staff = await openPage();
    await openAdmin(staff);
    await staffLogIn(staff, demoStaff.owner, { isFresh: true });
    await staff.getByRole('link', { name: /충전 신청/ }).click();
    const row = staff.getByTestId('charge-row').filter({ hasText: visitor.loginId });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await visibleText(row)).toContain('30,000원');
    expect(await visibleText(row)).toContain('홍길동');
    await button(row, '승인').click();

    const dialog = staff.getByTestId('charge-decision-dialog');
    expect(await visibleText(dialog)).toContain(visitor.loginId);
    expect(await visibleText(dialog)).toContain('30,000원');
    await button(dialog, '승인').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => visibleText(staff.getByTestId('flash'))).toContain('승인했습니다');
    await expect.poll(() => row.count()).toBe(0);

    // The member's open page hears it on /user/queue/context: new cash, same document.
    await expect.poll(() => headerFigure(page, 'header-cash'), { timeout: 15_000 }).toBe('30000');
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe(
      'no reload',
    );
    expect(new URL(page.url()).pathname).toBe('/amount/charge');
    expect(frames.some((frame) => frame.includes('/user/queue/context') && frame.includes('30000'))).toBe(
      true,
    );

    await staff.getByRole('link', { name: '감사 로그' }).click();
    const approval = byTestId(staff, 'audit-row').filter({ hasText: 'charge.approve' });
    await expect.poll(() => approval.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await visibleText(approval.first())).toContain(demoStaff.owner.loginId);
  },
);
