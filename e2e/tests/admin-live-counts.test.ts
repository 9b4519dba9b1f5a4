import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import { button, byTestId, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';

const scenario = useChromium();

// Pushed counts arrive within a second or two; polling (60 s) would not make it.
const liveTimeoutMs = 5_000;

/** The 1:1 문의 entry of the back office's sidebar. */
const inquiriesLink = (staff: Page) =>
  staff.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: /1:1 문의/ });

/** The waiting count the sidebar's 1:1 문의 badge shows (0 when it shows none). */
async function sidebarBadge(staff: Page): Promise<number> {
  const text = (await inquiriesLink(staff).textContent()) ?? '';
  return Number(/(\d+)건 대기/.exec(text)?.[1] ?? 0);
}

/** The dashboard's 1:1 문의 대기 figure, or null until the live count arrived. */
async function dashboardWaiting(staff: Page): Promise<number | null> {
  const text = await visibleText(byTestId(staff, 'stat-waiting-inquiries').locator('.stat__value'));
  const match = /^([\d,]+)건$/.exec(text.trim());
  return match ? Number(match[1]!.replaceAll(',', '')) : null;
}

/** Writes an inquiry from the member's 1:1 문의 page. */
async function writeInquiry(member: Page, title: string): Promise<void> {
  await member.goto('/board/inquiry');
  await button(member, '문의하기').click();
  const form = member.locator('form.inquiry-form');
  await form.getByLabel('분류').selectOption('other');
  await form.getByLabel('제목').fill(title);
  await form.getByLabel('내용').fill('확인 부탁드립니다.');
  await button(form, '문의 등록').click();
  const alert = byTestId(member, 'alert-popup');
  await expect.poll(() => visibleText(alert)).toContain('문의가 등록되었습니다.');
  await button(alert, '확인').click();
}

scenario(
  'when a member writes an inquiry, then the open dashboard, its sidebar badge and the open queue show it without a reload',
  desktop,
  async ({ page, openPage }) => {
    const _visitor = await openAsNewMember(page);

    const staff = await openPage();
    await openAdmin(staff);
    await staffLogIn(staff, demoStaff.owner);
    await expect.poll(() => dashboardWaiting(staff), { timeout: 15_000 }).not.toBeNull();
    const before = (await dashboardWaiting(staff))!;
    expect(await sidebarBadge(staff)).toBe(before);
    await staff.evaluate(() => {
      (window as unknown as { e2eMarker: string }).e2eMarker = 'no reload';
    });

    await writeInquiry(page, '실시간 대기 건수 확인');
    await expect.poll(() => dashboardWaiting(staff), { timeout: liveTimeoutMs }).toBe(before + 1);
    await expect.poll(() => sidebarBadge(staff), { timeout: liveTimeoutMs }).toBe(before + 1);

    // The queue open in the back office lists the next one as it arrives.
    await inquiriesLink(staff).click();
    const queue = staff.getByTestId('inquiry-queue');
    await expect.poll(() => queue.locator('li').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const second = queue.locator('li').filter({ hasText: '두 번째 실시간 문의' });
    expect(await second.count()).toBe(0);
    await writeInquiry(page, '두 번째 실시간 문의');
    await expect.poll(() => second.count(), { timeout: liveTimeoutMs }).toBe(1);
    await expect
      .poll(() => visibleText(byTestId(staff, 'inquiry-waiting')), { timeout: liveTimeoutMs })
      .toBe(`대기 ${before + 2}건`);
    expect(await sidebarBadge(staff)).toBe(before + 2);
    expect(await staff.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe(
      'no reload',
    );
  },
);
