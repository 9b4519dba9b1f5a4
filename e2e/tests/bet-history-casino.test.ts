import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile, type Viewport } from '../support/browser.ts';
import { fundMember, openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import { byTestId, closePopups, open, reload } from '../support/site.ts';

// Issue 23: the history's 슬롯 tab listed rounds by the provider's raw UUID. A member who played one
// round of the built-in provider's slot sees the game's Korean name and the round's short number
// (#id, what support's 라운드 search takes), with no UUID on the page, at 1440 and 375 px.
const scenario = useChromium();

const slotCode = 'lucky-sevens';
const slotName = '럭키 세븐';
const funding = 50_000;
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** How many slot rounds the member has, as /api/bet/list (category 11) answers it now. */
async function slotRoundCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/bet/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameType: 11 }),
    });
    const reply = (await response.json()) as { data?: { total: number } };
    return reply.data?.total ?? -1;
  });
}

/** Opens the slot from the lobby in the overlay, spins once and closes it once the round is recorded. */
async function playOneSlotRound(page: Page): Promise<void> {
  await open(page, '/casino/skyhub/slot');
  await closePopups(page);
  await page.locator(`[data-testid="casino-tile"][data-game-code="${slotCode}"]`).click();
  await expect.poll(() => byTestId(page, 'casino-overlay').count()).toBe(1);
  await page
    .frameLocator('[data-testid="casino-overlay-frame"]')
    .getByRole('button', { name: '스핀', exact: true })
    .click({ timeout: 30_000 });
  await expect.poll(() => slotRoundCount(page), { timeout: 15_000 }).toBe(1);
  await byTestId(page, 'casino-overlay-close').click();
  await expect.poll(() => byTestId(page, 'casino-overlay').count()).toBe(0);
}

const historyScenario = (viewport: Viewport) =>
  scenario(
    `when a member who played a slot round opens the history's 슬롯 tab at ${viewport.width} px, then the round shows the game's name and its short number, never the provider's UUID`,
    viewport,
    async ({ page, openPage }) => {
      const visitor = await openAsNewMember(page);
      await fundMember(openPage, visitor, funding, 'e2e 베팅내역 슬롯 준비');
      await reload(page);
      await playOneSlotRound(page);

      await open(page, '/result/betResult');
      await closePopups(page);
      await page.getByRole('tab', { name: '슬롯' }).click();
      const row = byTestId(page, 'casino-round-row');
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
      const roundId = await row.getAttribute('data-round-id');
      expect(roundId).toMatch(/^\d+$/);
      expect(await row.getByTestId('casino-round-number').innerText()).toBe(`#${roundId}`);
      expect(await row.locator('.casino-rounds__game b').innerText()).toBe(slotName);
      expect(await row.getByTestId('casino-round-number').isVisible()).toBe(true);
      expect(await byTestId(page, 'bet-history-casino').innerText()).not.toMatch(uuid);
      expect(
        await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth),
      ).toBe(false);
      if (process.env.E2E_SHOTS) {
        await page.screenshot({ path: `/tmp/shots-history-slot-${viewport.width}.png` });
      }
    },
    180_000,
  );

historyScenario(desktop);
historyScenario(mobile);
