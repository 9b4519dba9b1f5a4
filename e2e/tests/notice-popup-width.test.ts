import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, byTestId, open, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';
import { staffApi } from '../support/staff-api.ts';

const scenario = useChromium();

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Side by side: the two share some height and none of their width. */
const isBeside = (a: Box, b: Box) =>
  a.y < b.y + b.height && b.y < a.y + a.height && (a.x + a.width <= b.x || b.x + b.width <= a.x);

/** Every first-visit popup on the page, shown or (on a phone) waiting its turn. */
const allPopups = (page: Page) =>
  page.getByTestId('site-popups').getByRole('dialog', { includeHidden: true });

/** The notice popup titled `title`. */
const popupTitled = (page: Page, title: string) =>
  page.getByTestId('notice-popup').filter({ has: page.locator('h2', { hasText: title }) });

/** Writes a notice popup of `width` px in the back office's editor; returns its id. */
async function publishPopup(staff: Page, title: string, width: string): Promise<number> {
  await button(staff, '새 글 작성').click();
  const editor = staff.getByTestId('board-editor');
  await editor.getByLabel('게시판').selectOption('0');
  await editor.getByLabel('제목').fill(title);
  await editor.getByTestId('rich-editor').getByRole('textbox').click();
  await staff.keyboard.type('이번 주 입금 보너스 안내입니다.');
  await editor.getByLabel('메인 팝업으로 표시').check();
  await editor.getByLabel(/팝업 너비/).fill(width);
  await button(editor, '저장').click();
  await button(staff.getByTestId('confirm-dialog'), '저장').click();
  await expect.poll(() => staff.getByTestId('flash').innerText()).toBe('게시글을 저장했습니다.');
  const row = staff.getByTestId('board-table').locator('tr', { hasText: title });
  await expect.poll(() => row.count()).toBe(1);
  expect(await visibleText(row)).toContain('팝업');
  return Number(await row.locator('td').first().innerText());
}

scenario(
  'when staff publish a notice popup 420px wide, then a first-time visitor on a 1440px desktop gets it 420px wide beside the other popups, and on a 375px phone one popup at a time with a counter, 닫기 showing the next',
  desktop,
  async ({ page: visitor, openPage }) => {
    const staff = await openPage();
    await openAdmin(staff, '/boards');
    await staffLogIn(staff, demoStaff.owner);
    const title = `입금 보너스 ${Date.now() % 100_000}`;
    const id = await publishPopup(staff, title, '420');
    try {
      await open(visitor);
      const mine = popupTitled(visitor, title);
      await expect.poll(() => mine.count()).toBe(1);
      // The demo's two notice popups and its image event open too.
      await expect.poll(() => allPopups(visitor).count()).toBe(4);
      const box = (await mine.boundingBox())!;
      expect(box.width).toBe(420);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(desktop.width);
      const others: Box[] = [];
      for (const popup of await allPopups(visitor).all()) {
        if ((await popup.getAttribute('aria-labelledby')) === `notice-popup-title-${id}`) continue;
        others.push((await popup.boundingBox())!);
      }
      expect(others).toHaveLength(3);
      for (const other of others) expect(overlaps(box, other)).toBe(false);
      expect(others.some((other) => isBeside(box, other))).toBe(true);
      expect(await byTestId(visitor, 'popup-counter').count()).toBe(0);

      const phone = await openPage({ viewport: mobile });
      await open(phone);
      await expect.poll(() => allPopups(phone).count()).toBe(4);
      const shown = () => allPopups(phone).filter({ visible: true });
      const seen: string[] = [];
      for (const position of [1, 2, 3, 4]) {
        await expect.poll(() => visibleText(byTestId(phone, 'popup-counter'))).toBe(`${position}/4`);
        expect(await shown().count()).toBe(1);
        const current = (await shown().boundingBox())!;
        expect(current.x).toBeGreaterThanOrEqual(0);
        expect(current.x + current.width).toBeLessThanOrEqual(mobile.width);
        const heading = shown().locator('h2');
        seen.push((await heading.count()) > 0 ? await heading.innerText() : 'image event');
        await button(shown(), '닫기').click();
      }
      // The staff width is for desktops: on the phone the new notice came first, in the phone's width.
      expect(seen[0]).toBe(title);
      expect(new Set(seen).size).toBe(4);
      await expect.poll(() => allPopups(phone).count()).toBe(0);
    } finally {
      // The other scenarios count the demo's popups.
      await staffApi(staff, 'boards/hide', { id });
    }
  },
);
