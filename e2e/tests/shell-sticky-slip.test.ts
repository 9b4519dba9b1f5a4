import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, byTestId, closePopups, logIn, open } from '../support/site.ts';
import { demo } from '../support/visitor.ts';

// The desktop slip is sticky under the sticky header: scrolled down a long list (prematch and live,
// from the suite server's built-in odds feed), its heading and 전체삭제 stay below the header's bottom
// edge, whatever height the header has (a member's header wraps taller than a visitor's).
const scenario = useChromium();

async function openAsDemoMember(page: Page, path: string): Promise<void> {
  await open(page);
  await closePopups(page);
  await logIn(page, demo.member.loginId, demo.member.password);
  await closePopups(page);
  await open(page, path);
  await closePopups(page);
}

/** Picks the first open odds of the list, so the slip shows its count and 전체삭제. */
async function pickFirst(page: Page): Promise<void> {
  const cell = page.locator('.app__main .odds-cell:enabled').filter({ visible: true }).first();
  await expect.poll(() => cell.count(), { timeout: 20_000 }).toBe(1);
  await cell.click();
  await expect.poll(() => page.locator('.odds-cell[aria-pressed="true"]').count()).toBeGreaterThan(0);
}

const bottomOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y + box.height;
};
const topOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y;
};

/**
 * The feed decides how many matches are open (live ones come and go), so a list can be too short to
 * scroll past the slip. A spacer at the end of the list's column then stands in for the missing rows:
 * the slip's sticky rule is what the test checks, not the number of matches.
 */
async function makeListScrollable(slip: Locator): Promise<void> {
  await slip.evaluate((element) => {
    const column = document.querySelector('.sports-layout__main');
    const slipBottom = element.getBoundingClientRect().bottom + window.scrollY;
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (!column || room > slipBottom + 400) return;
    const spacer = document.createElement('div');
    spacer.style.height = `${slipBottom + 1200}px`;
    column.append(spacer);
  });
}

const pages = [
  { name: 'prematch', path: '/event/main' },
  { name: 'live', path: '/event/main_inplay' },
];

for (const { name, path } of pages) {
  scenario(
    `when a member scrolls the ${name} list on a desktop, then the slip's 베팅카트 heading and 전체삭제 stay fully below the header`,
    desktop,
    async ({ page }) => {
      await openAsDemoMember(page, path);
      await pickFirst(page);
      const slip = byTestId(page, 'bet-slip');
      const heading = slip.getByRole('heading', { name: /베팅카트/ });
      const clear = button(slip, '전체삭제');
      await expect.poll(() => heading.innerText()).toMatch(/베팅카트\s*1/);

      await makeListScrollable(slip);
      const header = page.locator('header.header');
      const headerBottom = await bottomOf(header);
      const slipPageTop = (await topOf(slip)) + (await page.evaluate(() => window.scrollY));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // Scrolled past the point where the slip would leave the screen: only `sticky` holds it now,
      // and it must be held right under the header.
      await expect
        .poll(() => page.evaluate(() => window.scrollY))
        .toBeGreaterThan(slipPageTop - headerBottom + 100);
      await expect.poll(() => topOf(slip)).toBeGreaterThanOrEqual(headerBottom);
      expect(await topOf(slip)).toBeLessThan(headerBottom + 40);
      expect(await topOf(heading)).toBeGreaterThanOrEqual(headerBottom);
      expect(await topOf(clear)).toBeGreaterThanOrEqual(headerBottom);
      // Nothing above the slip's heading and button at their centres: the header does not cover them.
      for (const target of [heading, clear]) {
        const isOnTop = await target.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && element.contains(hit);
        });
        expect(isOnTop).toBe(true);
      }
    },
  );

  scenario(
    `when a phone scrolls the ${name} list, then the page keeps its width and the floating slip opens with 베팅카트 and 전체삭제 in view`,
    mobile,
    async ({ page }) => {
      await openAsDemoMember(page, path);
      await pickFirst(page);
      await makeListScrollable(byTestId(page, 'slip-float-button'));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const headerBottom = await bottomOf(page.locator('header.m-header'));
      expect(headerBottom).toBeGreaterThan(0);
      await byTestId(page, 'slip-float-button').click();
      const slip = byTestId(page, 'slip-panel').getByTestId('bet-slip');
      const heading = slip.getByRole('heading', { name: /베팅카트/ });
      await expect.poll(() => heading.innerText()).toMatch(/베팅카트\s*1/);
      for (const target of [heading, button(slip, '전체삭제')]) {
        const box = await target.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 375 && box.y >= 0).toBe(true);
      }
    },
  );
}
