import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, byTestId, closeNoticePopups, open, reload } from '../support/site.ts';

const scenario = useChromium();

/** The titles (first line) of the open notice popups. */
async function openPopupTitles(page: Page): Promise<string[]> {
  const texts = await byTestId(page, 'notice-popup').allInnerTexts();
  return texts.map((text) => text.trim().split('\n')[0]!.trim());
}

/** The open notice popup whose text starts with `title`. */
function popupTitled(page: Page, title: string) {
  return byTestId(page, 'notice-popup').filter({ hasText: title });
}

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
      await expect.poll(() => byTestId(page, 'notice-popup').count()).toBe(2);
      const [closedTitle, todayTitle] = (await openPopupTitles(page)) as [string, string];
      expect(closedTitle).not.toBe(todayTitle);

      await button(popupTitled(page, closedTitle), '닫기').click();
      await expect.poll(() => popupTitled(page, closedTitle).count()).toBe(0);
      await button(popupTitled(page, todayTitle), '오늘 하루 열지 않기').click();
      await expect.poll(() => byTestId(page, 'notice-popup').count()).toBe(0);

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
