import type { CasinoCategory, CasinoGameList } from '@hanpan/core/api/casino';
import { casinoGameKindText } from '@hanpan/core/api/casino';
import { miniGameLobbies } from '@hanpan/core/minigames/catalogue';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { byTestId, closePopups, open, visibleText } from '../support/site.ts';

// Issue 23: the left column belongs to the page. Mini-game pages list the lobbies' games with the
// time to their next draw (the real round engine, ticking), casino and slot lobbies list their kinds
// and providers with counts (the real catalogue), sports pages keep the league tree.
const scenario = useChromium();

/** A lobby's catalogue as the server answers it now (from the page, same origin). */
async function casinoGamesOf(page: Page, category: CasinoCategory): Promise<CasinoGameList> {
  return page.evaluate(async (body) => {
    const response = await fetch('/api/casino/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return ((await response.json()) as { data: CasinoGameList }).data;
  }, JSON.stringify({ category }));
}

const allGames = miniGameLobbies.flatMap((lobby) => lobby.games.map((game) => ({ lobby, game })));

for (const path of ['/games/main', `/games/miniGame/${miniGameLobbies[0]!.slug}`]) {
  scenario(
    `when a desktop visitor opens ${path}, then the left column lists every mini-game with a ticking countdown, linking to its game`,
    desktop,
    async ({ page }) => {
      await open(page, path);
      await closePopups(page);
      expect(await byTestId(page, 'left-menu').count()).toBe(0);
      const menu = byTestId(page, 'minigame-side-menu');
      const links = menu.getByTestId('side-minigame');
      await expect.poll(() => links.count()).toBe(allGames.length);
      for (const lobby of miniGameLobbies) {
        expect(await visibleText(menu)).toContain(lobby.name);
      }
      const countdown = menu.getByTestId('side-minigame-countdown').first();
      await expect.poll(() => countdown.innerText()).toMatch(/^\d+:\d{2}(:\d{2})?$/);
      const first = await countdown.innerText();
      // The shared one-second tick moves it: a draw is minutes away, so it only counts down.
      await expect.poll(() => countdown.innerText(), { timeout: 5_000 }).not.toBe(first);

      const last = allGames.at(-1)!;
      await links.nth(allGames.length - 1).click();
      await expect
        .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
        .toBe(`/games/miniGame/${last.lobby.slug}?gameType=${last.game.gameType}`);
      await expect.poll(() => byTestId(page, 'minigame-side-menu').count()).toBe(1);
    },
  );
}

for (const category of ['casino', 'slot'] as const) {
  scenario(
    `when a desktop visitor opens the ${category} lobby, then the left column lists both lobbies' kinds and providers with counts, and a kind opens the filtered lobby`,
    desktop,
    async ({ page }) => {
      await open(page, `/casino/skyhub/${category}`);
      await closePopups(page);
      expect(await byTestId(page, 'left-menu').count()).toBe(0);
      const menu = byTestId(page, 'casino-side-menu');
      for (const section of ['casino', 'slot'] as const) {
        const catalogue = await casinoGamesOf(page, section);
        const sectionMenu = menu.locator(`[data-testid="casino-side-section"][data-category="${section}"]`);
        const rows = sectionMenu.getByTestId('casino-side-link');
        const kinds = [...new Set(catalogue.list.map((game) => game.kind))];
        await expect.poll(() => rows.count()).toBe(kinds.length + catalogue.providers.length);
        const text = await visibleText(sectionMenu);
        for (const kind of kinds) {
          const count = catalogue.list.filter((game) => game.kind === kind).length;
          expect(text).toMatch(new RegExp(`${casinoGameKindText[kind]}\\s*${count}`));
        }
        for (const provider of catalogue.providers) expect(text).toContain(provider.name);
      }

      const catalogue = await casinoGamesOf(page, category);
      const kind = catalogue.list.at(-1)!.kind;
      const kindCount = catalogue.list.filter((game) => game.kind === kind).length;
      await menu
        .locator(`[data-testid="casino-side-section"][data-category="${category}"]`)
        .getByRole('link', { name: new RegExp(casinoGameKindText[kind]) })
        .click();
      await expect.poll(() => new URL(page.url()).search).toBe(`?kind=${kind}`);
      const lobby = byTestId(page, 'casino-lobby');
      await expect
        .poll(() => lobby.locator('.casino-lobby__summary').innerText())
        .toBe(`게임 ${kindCount}개`);
      expect(await lobby.locator(`[data-kind="${kind}"]`).getAttribute('aria-pressed')).toBe('true');
    },
  );
}

scenario(
  'when a desktop visitor opens the casino lobby, then it is titled 카지노, not 라이브 카지노, in the page and the tab',
  desktop,
  async ({ page }) => {
    await open(page, '/casino/skyhub/casino');
    await closePopups(page);
    await expect.poll(() => page.locator('#page-title').innerText()).toBe('카지노');
    expect(await page.title()).toBe('카지노 - 한판');
    expect(await visibleText(page.locator('body'))).not.toContain('라이브 카지노');
  },
);

scenario(
  'when a desktop visitor opens a sports page, then the left column is still the league tree',
  desktop,
  async ({ page }) => {
    await open(page, '/event/main');
    await closePopups(page);
    await expect.poll(() => byTestId(page, 'left-menu').count()).toBe(1);
    expect(await byTestId(page, 'minigame-side-menu').count()).toBe(0);
    expect(await byTestId(page, 'casino-side-menu').count()).toBe(0);
  },
);

for (const { path, testId } of [
  { path: '/games/main', testId: 'minigame-side-menu' },
  { path: '/casino/skyhub/slot', testId: 'casino-side-menu' },
]) {
  scenario(
    `when a phone opens ${path}, then no left column takes room and the menu toggle opens the page's own menu`,
    mobile,
    async ({ page }) => {
      await open(page, path);
      await closePopups(page);
      expect(await page.locator('.app__side').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await byTestId(page, 'mobile-menu-toggle').click();
      const menu = byTestId(page, testId);
      await expect.poll(() => menu.count()).toBe(1);
      // The panel slides in: its box is inside the screen once the slide is over.
      await expect
        .poll(async () => {
          const box = await menu.boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= 375;
        })
        .toBe(true);
      await expect.poll(() => menu.getByRole('link').count()).toBeGreaterThan(2);
    },
  );
}
