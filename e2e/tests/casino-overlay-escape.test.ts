import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile, type Viewport } from '../support/browser.ts';
import { openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import { byTestId } from '../support/site.ts';

// Issue 23: once the game's iframe has the focus, Escape still closes the casino overlay (the game
// page tells the site), except when it closes a dialog of the game page first (the paytable).
const scenario = useChromium();

const lobbyPath = '/casino/skyhub/slot';
const slotCode = 'lucky-sevens';

const game = (page: Page) => page.frameLocator('[data-testid="casino-overlay-frame"]');
const overlayCount = (page: Page) => page.getByTestId('casino-overlay').count();

/** Opens the slot from its tile and waits for its game page to be playable in the overlay. */
async function openSlot(page: Page): Promise<void> {
  await page.locator(`[data-testid="casino-tile"][data-game-code="${slotCode}"]`).click();
  await expect.poll(() => byTestId(page, 'casino-overlay').count()).toBe(1);
  await game(page).getByRole('button', { name: '스핀', exact: true }).waitFor({ timeout: 30_000 });
}

for (const viewport of [desktop, mobile] as Viewport[]) {
  scenario(
    `when a member at ${viewport.width} px presses Escape inside the game's iframe, then the paytable closes first and the next Escape closes the overlay`,
    viewport,
    async ({ page }) => {
      await openAsNewMember(page, lobbyPath);
      await openSlot(page);

      // The focus goes into the iframe (a click on the reels), then the paytable dialog opens.
      await game(page).getByRole('group', { name: '릴' }).click();
      await game(page).getByRole('button', { name: '배당표', exact: true }).click();
      const paytable = game(page).getByRole('dialog', { name: '배당표' });
      await paytable.waitFor();
      await page.keyboard.press('Escape');
      await paytable.waitFor({ state: 'detached' });
      expect(await overlayCount(page)).toBe(1);

      await game(page).getByRole('group', { name: '릴' }).click();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
      await page.keyboard.press('Escape');
      await expect.poll(() => overlayCount(page)).toBe(0);
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    },
    120_000,
  );
}
