import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, byTestId, closeNoticePopups, open, reload, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';

const scenario = useChromium();

/** The titles of the open notice popups, shown or (on a phone) waiting their turn. */
async function openPopupTitles(page: Page): Promise<string[]> {
  const titles = await page.getByTestId('notice-popup').locator('h2').allTextContents();
  return titles.map((title) => title.trim());
}

/** The open notice popup titled `title`, shown or waiting its turn. */
function popupTitled(page: Page, title: string) {
  return page.getByTestId('notice-popup').filter({ has: page.locator('h2', { hasText: title }) });
}

/** Every first-visit popup on the page, shown or waiting its turn. */
const allPopups = (page: Page) =>
  page.getByTestId('site-popups').getByRole('dialog', { includeHidden: true });

for (const [label, viewport] of [
  ['desktop', desktop],
  ['mobile', mobile],
] as const) {
  scenario(
    `when a visitor closes one notice popup with 닫기 and the other with 오늘 하루 열지 않기 (${label}), then the 'today' one stays hidden after a reload and in a new session, while the closed one comes back in a new session`,
    viewport,
    async ({ page, openPage }) => {
      await open(page);
      // The demo seed has exactly two popup notices.
      await expect.poll(() => page.getByTestId('notice-popup').count()).toBe(2);
      const [closedTitle, todayTitle] = (await openPopupTitles(page)) as [string, string];
      expect(closedTitle).not.toBe(todayTitle);

      await button(popupTitled(page, closedTitle), '닫기').click();
      await expect.poll(() => popupTitled(page, closedTitle).count()).toBe(0);
      await button(popupTitled(page, todayTitle), '오늘 하루 열지 않기').click();
      await expect.poll(() => page.getByTestId('notice-popup').count()).toBe(0);

      // 'Don't open today' promises the popup stays away for the day, reloads included. The popups
      // render from the initial data, so wait for it and give the page a moment before asserting absence.
      await reload(page);
      await page.waitForTimeout(1000);
      expect(await openPopupTitles(page)).not.toContain(todayTitle);

      // A new browser session that keeps this one's localStorage (but not its sessionStorage):
      // 닫기 was "this session only" so that popup is back; the 'today' one is not.
      const storageState = await page.context().storageState();
      const nextSession = await openPage({ storageState });
      await open(nextSession);
      await expect.poll(() => popupTitled(nextSession, closedTitle).count()).toBe(1);
      expect(await openPopupTitles(nextSession)).not.toContain(todayTitle);

      // A day later (25 h, past midnight in any case) 'today' is over and the popup shows again.
      const tomorrow = await openPage({ storageState });
      await tomorrow.clock.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
      await open(tomorrow);
      await expect.poll(() => popupTitled(tomorrow, todayTitle).count()).toBe(1);
    },
  );
}

for (const [label, viewport] of [
  ['desktop', desktop],
  ['mobile', mobile],
] as const) {
  scenario(
    `when a visitor opens the site (${label}), then the image event popup shows over the layer mask and a click on the mask closes both`,
    viewport,
    async ({ page }) => {
      await open(page);
      const eventPopup = byTestId(page, 'event-popup');
      // On a phone the image event waits its turn behind the notices.
      await expect.poll(() => page.getByTestId('notice-popup').count()).toBe(2);
      if (label === 'mobile') await closeNoticePopups(page);
      await expect.poll(() => eventPopup.count()).toBe(1);
      const isImageLoaded = () =>
        eventPopup
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
      await expect.poll(isImageLoaded).toBe(true);
      await closeNoticePopups(page);

      const mask = byTestId(page, 'layer-mask');
      expect(await mask.count()).toBe(1);
      // A corner of the mask, away from the popup in the middle.
      await mask.click({ position: { x: 5, y: viewport.height - 5 } });
      await expect.poll(() => eventPopup.count()).toBe(0);
      await expect.poll(() => mask.count()).toBe(0);
    },
  );
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const isInside = (box: Box, viewport: { width: number; height: number }) =>
  box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;

scenario(
  'when a visitor first opens the site on a desktop (1440px), then the two notice popups and the image event lie side by side, none covering another, all on screen',
  desktop,
  async ({ page }) => {
    await open(page);
    await expect.poll(() => byTestId(page, 'notice-popup').count()).toBe(2);
    await expect.poll(() => byTestId(page, 'event-popup').count()).toBe(1);
    const boxes: Box[] = [];
    for (const popup of await allPopups(page).all()) {
      const box = await popup.boundingBox();
      expect(box).not.toBeNull();
      expect(isInside(box!, desktop)).toBe(true);
      boxes.push(box!);
    }
    expect(boxes).toHaveLength(3);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    }
    expect(await byTestId(page, 'popup-counter').count()).toBe(0);
  },
);

scenario(
  'when a visitor first opens the site on a phone (375px), then one popup shows at a time with its counter, and closing it shows the next',
  mobile,
  async ({ page }) => {
    await open(page);
    await expect.poll(() => allPopups(page).count()).toBe(3);
    const shown = () => allPopups(page).filter({ visible: true });
    const seen: string[] = [];
    for (const position of [1, 2, 3]) {
      await expect.poll(() => visibleText(byTestId(page, 'popup-counter'))).toBe(`${position}/3`);
      expect(await shown().count()).toBe(1);
      const box = (await shown().boundingBox())!;
      expect(isInside(box, mobile)).toBe(true);
      seen.push((await shown().getAttribute('aria-label')) ?? (await shown().locator('h2').innerText()));
      await button(shown(), '닫기').click();
    }
    // Two notices, then the image event, each once.
    expect(new Set(seen).size).toBe(3);
    await expect.poll(() => allPopups(page).count()).toBe(0);
  },
);

// A 1x1 PNG: the editor uploads it and the notice shows it.
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

scenario(
  'when staff publish a notice popup with an uploaded image in the back office, then a visitor opening the site gets it as a popup with the image; hidden again, it is gone',
  desktop,
  async ({ page: visitor, openPage }) => {
    const staff = await openPage();
    await openAdmin(staff, '/boards');
    await staffLogIn(staff, demoStaff.owner);
    await button(staff, '새 글 작성').click();
    const editor = staff.getByTestId('board-editor');
    const title = `긴급 공지 ${Date.now()}`;
    await editor.getByLabel('제목').fill(title);
    // The body is written in the rich-text editor, which writes the HTML.
    const rich = editor.getByTestId('rich-editor');
    await rich.getByRole('textbox').click();
    // The toolbar's bold button turns bold on (and shows it); the second toggle is the editor's own
    // shortcut, typed where the caret is: a second button click refocuses the editor asynchronously,
    // and a keystroke racing it could land elsewhere.
    await button(rich, '굵게').click();
    await expect.poll(() => button(rich, '굵게').getAttribute('aria-pressed')).toBe('true');
    await staff.keyboard.type('오늘 밤 점검');
    await staff.keyboard.press('Control+b');
    await expect.poll(() => button(rich, '굵게').getAttribute('aria-pressed')).toBe('false');
    await staff.keyboard.type('이 있습니다.');
    await expect
      .poll(() => editor.getByLabel('본문 (HTML)').inputValue())
      .toBe('<p><strong>오늘 밤 점검</strong>이 있습니다.</p>');
    await editor.getByLabel('메인 팝업으로 표시').check();
    await editor
      .getByLabel(/이미지 넣기/)
      .setInputFiles({ name: 'notice.png', mimeType: 'image/png', buffer: onePixelPng });
    await expect
      .poll(() => editor.getByLabel('본문 (HTML)').inputValue())
      .toMatch(/<img src="\/uploads\/boards\/[0-9a-f]{32}\.png"/);
    await button(editor, '저장').click();
    await button(staff.getByTestId('confirm-dialog'), '저장').click();
    await expect.poll(() => staff.getByTestId('flash').innerText()).toBe('게시글을 저장했습니다.');

    await open(visitor);
    const popup = popupTitled(visitor, title);
    await expect.poll(() => popup.count()).toBe(1);
    expect(await visibleText(popup)).toContain('오늘 밤 점검이 있습니다.');
    expect(await popup.locator('strong').innerText()).toBe('오늘 밤 점검');
    await expect
      .poll(() =>
        popup
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 1),
      )
      .toBe(true);

    // Tidy up for the other scenarios (they count the demo's two popups).
    const row = staff.getByTestId('board-table').locator('tr', { hasText: title });
    await button(row, '숨기기').click();
    await button(staff.getByTestId('confirm-dialog'), '숨기기').click();
    await expect.poll(() => row.innerText()).toContain('숨김');
    await reload(visitor);
    await expect.poll(() => visitor.getByTestId('notice-popup').count()).toBe(2);
    expect(await popupTitled(visitor, title).count()).toBe(0);
  },
);
