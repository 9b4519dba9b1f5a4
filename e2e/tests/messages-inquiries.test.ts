import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import { button, byTestId, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';

const scenario = useChromium();

const unreadAlertText = '읽지 않은 쪽지가 있습니다';

/** The header's 쪽지 link (its text carries the unread count for screen readers). */
function messageLink(page: Page): Locator {
  return page.getByRole('link', { name: /^쪽지/ }).filter({ visible: true }).first();
}

/** The unread count the header's 쪽지 link shows (0 when it shows none). */
async function headerUnread(page: Page): Promise<number> {
  const text = (await messageLink(page).textContent()) ?? '';
  return Number(/읽지 않음 (\d+)/.exec(text)?.[1] ?? 0);
}

/** Sends a message to one member from the back office's 쪽지 발송 page. */
async function sendMessageTo(staff: Page, loginId: string, title: string, body: string): Promise<void> {
  await openAdmin(staff, '/messages');
  const form = staff.getByTestId('message-compose');
  await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(1);
  await form.getByLabel('받는 대상').selectOption('member');
  await form.getByLabel('회원 아이디').fill(loginId);
  await form.getByLabel('제목').fill(title);
  await form.getByLabel('내용').fill(body);
  await button(form, '보내기').click();
  await expect.poll(() => visibleText(staff.getByTestId('flash'))).toContain('1명에게 발송을 시작했습니다.');
}

scenario(
  'when staff send a message, then the member header count and the unread alert appear without a reload, and reading it clears the count',
  desktop,
  async ({ page, openPage }) => {
    const visitor = await openAsNewMember(page);
    expect(await headerUnread(page)).toBe(0);
    await page.evaluate(() => {
      (window as unknown as { e2eMarker: string }).e2eMarker = 'no reload';
    });

    const staff = await openPage();
    await openAdmin(staff);
    await staffLogIn(staff, demoStaff.owner, { isFresh: true });
    await sendMessageTo(staff, visitor.loginId, '운영팀 안내', '안녕하세요.\n반갑습니다.');

    await expect.poll(() => headerUnread(page), { timeout: 15_000 }).toBe(1);
    const alert = byTestId(page, 'alert-popup');
    await expect.poll(() => visibleText(alert), { timeout: 15_000 }).toContain(unreadAlertText);
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe(
      'no reload',
    );
    await button(alert, '예').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/board/message');

    const row = page.locator('.message-inbox__list li').filter({ hasText: '운영팀 안내' });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await visibleText(row)).toContain('안읽음');
    await row.getByRole('button', { name: /운영팀 안내/ }).click();
    await expect.poll(() => visibleText(row)).toContain('반갑습니다.');
    await expect.poll(() => headerUnread(page), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => visibleText(row)).toContain('읽음');
  },
);

scenario(
  'when a member writes an inquiry and staff answer it, then the member sees the answer',
  desktop,
  async ({ page, openPage }) => {
    const visitor = await openAsNewMember(page);
    await page.goto('/board/inquiry');
    await button(page, '문의하기').click();
    const form = page.locator('form.inquiry-form');
    await form.getByLabel('분류').selectOption('deposit');
    await form.getByLabel('제목').fill('입금 확인 부탁드립니다');
    await form.getByLabel('내용').fill('30,000원 입금했습니다.');
    await button(form, '문의 등록').click();
    const alert = byTestId(page, 'alert-popup');
    await expect.poll(() => visibleText(alert)).toContain('문의가 등록되었습니다.');
    await button(alert, '확인').click();
    const item = page.locator('.inquiry-list li').filter({ hasText: '입금 확인 부탁드립니다' });
    await expect.poll(() => visibleText(item), { timeout: 15_000 }).toContain('대기');

    const staff = await openPage();
    await openAdmin(staff);
    await staffLogIn(staff, demoStaff.owner);
    await staff
      .getByRole('navigation', { name: '관리 메뉴' })
      .getByRole('link', { name: /1:1 문의/ })
      .click();
    const queued = staff.getByTestId('inquiry-queue').locator('li').filter({ hasText: visitor.loginId });
    await expect.poll(() => queued.count(), { timeout: 15_000 }).toBe(1);
    expect(await visibleText(queued)).toContain('대기');
    await queued.getByRole('button', { name: /입금 확인 부탁드립니다/ }).click();
    await queued.getByLabel('답변', { exact: true }).fill('확인 후 반영해 드렸습니다.');
    await button(queued, '답변 등록').click();
    await expect.poll(() => visibleText(staff.getByTestId('flash'))).toContain('답변을 등록했습니다');

    // The answer arrives as a message: the alert rises and the list refreshes without a reload.
    await expect.poll(() => visibleText(alert), { timeout: 15_000 }).toContain(unreadAlertText);
    await button(alert, '아니오').click();
    await expect.poll(() => visibleText(item), { timeout: 15_000 }).toContain('답변완료');
    await item.getByRole('button', { name: /입금 확인 부탁드립니다/ }).click();
    await expect.poll(() => visibleText(item)).toContain('확인 후 반영해 드렸습니다.');
  },
);

scenario(
  'when a member on a phone selects all messages and deletes them, then the page fits the screen and shows the empty state',
  mobile,
  async ({ page, openPage }) => {
    const visitor = await openAsNewMember(page);

    const staff = await openPage();
    await openAdmin(staff);
    await staffLogIn(staff, demoStaff.owner);
    await sendMessageTo(staff, visitor.loginId, '첫 번째 안내', '내용 하나');
    await sendMessageTo(staff, visitor.loginId, '두 번째 안내', '내용 둘');

    await page.goto('/board/message');
    const rows = page.locator('.message-inbox__list li');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await visibleText(page.locator('.message-page__summary'))).toContain('2');

    await page.getByLabel('전체 선택').check();
    await button(page, '삭제').click();
    const alert = byTestId(page, 'alert-popup');
    await expect.poll(() => visibleText(alert)).toContain('선택한 쪽지를 삭제할까요?');
    await button(alert, '예').click();
    await expect.poll(() => visibleText(alert)).toContain('삭제했습니다.');
    await button(alert, '확인').click();
    await expect.poll(() => visibleText(page.locator('.state--empty'))).toContain('받은 쪽지가 없습니다.');
    expect(await visibleText(page.locator('.message-page__summary'))).toContain('0');
  },
);
