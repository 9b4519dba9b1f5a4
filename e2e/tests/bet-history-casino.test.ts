import { expect } from 'vitest';
import { desktop, mobile, type Viewport } from '../support/browser.ts';
import { builtInSlot, playOneSlotRound } from '../support/casino.ts';
import { fundMember, openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import { byTestId, closePopups, open, reload } from '../support/site.ts';

// Issue 23: the history's 슬롯 tab listed rounds by the provider's raw UUID. A member who played one
// round of the built-in provider's slot sees the game's Korean name and the round's short number
// (#id, what support's 라운드 search takes), with no UUID on the page, at 1440 and 375 px.
const scenario = useChromium();

const funding = 50_000;
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

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
      expect(await row.locator('.casino-rounds__game b').innerText()).toBe(builtInSlot.name);
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
