import type { MinigameGameView } from '@hanpan/core/api/minigames';
import { workedExample } from '@hanpan/core/minigames/fairness-example';
import { familyGuides } from '@hanpan/core/minigames/fairness-guide';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { marketRtps } from '@hanpan/core/minigames/rtp';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { byTestId, closePopups, open, visibleText } from '../support/site.ts';

// The verification page as a member reads it to check the games himself (issue 23): every family's
// rules, a worked example and an RTP table per market at the odds the site sells now; and on a phone
// the wide tables scroll inside their own box, never the page.
const scenario = useChromium();

/** The games list as the server answers it now (from the page, same origin). */
async function gamesOf(page: Page): Promise<MinigameGameView[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/minigames/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return ((await response.json()) as { data: { list: MinigameGameView[] } }).data.list;
  });
}

/** Whether the page scrolls sideways. */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

scenario(
  'when a visitor opens the verification page, then each family shows its rules, a worked example and its RTP at the odds sold now',
  desktop,
  async ({ page }) => {
    await open(page, '/games/verify');
    await closePopups(page);
    const sections = byTestId(page, 'fairness-family');
    await expect.poll(() => sections.count()).toBe(familyGuides.length);
    for (const guide of familyGuides) {
      const section = page.locator(`[data-testid="fairness-family"][data-family="${guide.family}"]`);
      const text = await visibleText(section);
      expect(text).toContain(guide.title);
      for (const rule of guide.rules) expect(text).toContain(rule);
      expect(await visibleText(section.getByTestId('fairness-example-outcome'))).toBe(
        `결과: ${workedExample(guide.family).outcome}`,
      );
      expect(await section.getByTestId('fairness-rtp').locator('tbody tr').count()).toBeGreaterThan(1);
    }

    // The powerball table is the first powerball game's, at the odds the server sells it at now.
    const powerball = (await gamesOf(page)).find((game) => game.family === 'powerball')!;
    const rtpTable = page.locator('[data-family="powerball"] [data-testid="fairness-rtp"]');
    await expect
      .poll(() => visibleText(rtpTable.locator('caption')))
      .toContain(`${powerball.name}: 지금 판매 중인 배당`);
    const firstPick = marketRtps(miniFamilies.powerball, powerball.markets)[0]?.picks[0];
    const firstRow = await visibleText(rtpTable.locator('tbody tr').first());
    expect(firstRow).toContain(firstPick?.name ?? 'no pick');
    expect(firstRow).toContain(percent(firstPick?.rtp ?? Number.NaN));

    // The casino's baccarat: every bet's return, not only the banker's.
    const casino = await visibleText(byTestId(page, 'fairness-casino'));
    for (const figure of ['98.94%', '98.76%', '85.64%', '89.64%', '97.30%']) expect(casino).toContain(figure);
  },
);

scenario(
  'when a phone opens the verification page, then the tables scroll inside their box and the page never sideways',
  mobile,
  async ({ page }) => {
    await open(page, '/games/verify');
    await closePopups(page);
    await expect.poll(() => byTestId(page, 'fairness-family').count()).toBe(familyGuides.length);
    await expect.poll(() => byTestId(page, 'fairness-rtp').count()).toBe(familyGuides.length);
    expect(await scrollsSideways(page)).toBe(false);
    const boxes = page.locator('.fair-scroll');
    const widths = await boxes.evaluateAll((elements) =>
      elements.map((element) => ({
        right: element.getBoundingClientRect().right,
        overflowX: getComputedStyle(element).overflowX,
        isWider: element.scrollWidth > element.clientWidth,
      })),
    );
    for (const box of widths) {
      expect(box.right).toBeLessThanOrEqual(mobile.width);
      expect(box.overflowX).toBe('auto');
    }
    // The baccarat example's notes are wider than a phone: that table scrolls within its box.
    expect(widths.some((box) => box.isWider)).toBe(true);
    const baccaratExample = page.locator(
      '[data-family="baccarat"] [data-testid="fairness-example"] .fair-scroll',
    );
    await baccaratExample.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    expect(await baccaratExample.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await scrollsSideways(page)).toBe(false);
  },
);
