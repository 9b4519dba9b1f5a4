import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { fundMember, openAsNewMember } from '../support/member.ts';
import { type Scenario, useChromium } from '../support/scenario.ts';
import { byTestId, closePopups, headerFigure, open, reload } from '../support/site.ts';

// Issue 16 "Tests / Browser": a funded member opens a slot of the built-in provider from the lobby in
// the spec's full-page overlay, spins in its iframe (the provider's page calls the signed wallet), sees
// the cash follow the bet and win live (the overlay's bar, then the site header), toggles fullscreen
// (iframe height = window height - 40 px, spec section 9) and closes the overlay; the same on a phone.
const scenario = useChromium();

const lobbyPath = '/casino/skyhub/slot';
const slotCode = 'lucky-sevens';
const funding = 100_000;
// Each spin lasts at least the provider's minimum spin time (2.5 s by default).
const maxSpins = 6;

const digitsOf = (text: string) => Number(text.replace(/\D/g, ''));
const overlayCash = async (page: Page) => digitsOf(await byTestId(page, 'casino-overlay-cash').innerText());
const scrollsSideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);

/** A funded member on the slot lobby; a visitor's tap on a tile first asks to log in. */
async function openLobbyAsFundedMember(page: Page, openPage: Scenario['openPage']): Promise<void> {
  await open(page, lobbyPath);
  await closePopups(page);
  const visitorTile = page.locator(`[data-testid="casino-tile"][data-game-code="${slotCode}"]`);
  await expect.poll(() => visitorTile.filter({ visible: true }).count()).toBe(1);
  await visitorTile.click();
  await expect.poll(() => byTestId(page, 'login-dialog').count()).toBe(1);
  await page.keyboard.press('Escape');

  const visitor = await openAsNewMember(page, lobbyPath);
  await fundMember(openPage, visitor, funding, 'e2e 카지노 준비');
  await reload(page);
  await closePopups(page);
  await expect
    .poll(async () => Number(await headerFigure(page, 'header-cash')), { timeout: 15_000 })
    .toBe(funding);
}

/** Opens the slot from its tile and waits for the overlay with the provider's page in its iframe. */
async function openSlot(page: Page): Promise<void> {
  await page.locator(`[data-testid="casino-tile"][data-game-code="${slotCode}"]`).click();
  const overlay = byTestId(page, 'casino-overlay');
  await expect.poll(() => overlay.count()).toBe(1);
  expect(await overlay.getByRole('heading').innerText()).toContain('라이브 게임 진행중');
  const frame = byTestId(page, 'casino-overlay-frame');
  const src = (await frame.getAttribute('src')) ?? '';
  expect(new URL(src, page.url()).pathname).toBe('/skyhub/play');
  expect(new URL(src, page.url()).searchParams.get('game')).toBe(slotCode);
  // Not fullscreen: 80vh.
  const sizes = await frame.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    innerHeight: window.innerHeight,
  }));
  expect(Math.abs(sizes.height - sizes.innerHeight * 0.8)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  expect(await overlayCash(page)).toBe(funding);
}

/** The overlay's cash once it has stayed the same for a second and a half (a bet then its win). */
async function settledCash(page: Page): Promise<number> {
  const first = await overlayCash(page);
  await page.waitForTimeout(1_500);
  const second = await overlayCash(page);
  return first === second ? second : Number.NaN;
}

/**
 * Spins in the provider's page until the settled cash differs from the funding (a win equal to the
 * stake leaves it where it was: that spin is followed by another). Returns the settled cash.
 */
async function spinUntilCashMoves(page: Page): Promise<number> {
  const spin = page
    .frameLocator('[data-testid="casino-overlay-frame"]')
    .getByRole('button', { name: '스핀', exact: true });
  for (let spins = 0; spins < maxSpins; spins += 1) {
    await spin.click({ timeout: 30_000 });
    try {
      let settled = Number.NaN;
      await expect
        .poll(
          async () => {
            settled = await settledCash(page);
            return Number.isInteger(settled) && settled !== funding;
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      return settled;
    } catch {
      // The round paid back its stake exactly (or is still turning): spin again.
    }
  }
  throw new Error(`the cash stayed ${funding} after ${maxSpins} spins`);
}

/** Fullscreen makes the iframe the window height less 40 px; toggling back restores 80vh. */
async function checkFullscreen(page: Page): Promise<void> {
  const toggle = byTestId(page, 'casino-overlay-fullscreen');
  await toggle.click();
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  const frame = byTestId(page, 'casino-overlay-frame');
  await expect
    .poll(() =>
      frame.evaluate(
        (element) => Math.round(element.getBoundingClientRect().height) === window.innerHeight - 40,
      ),
    )
    .toBe(true);
  if (process.env.E2E_SHOTS) {
    await page.screenshot({ path: `/tmp/shots-casino-fullscreen-${page.viewportSize()?.width}.png` });
  }
}

scenario(
  'when a member opens a slot from the lobby, then it plays in the overlay, the cash follows the spins, fullscreen fills the window less 40 px and closing returns to the lobby',
  desktop,
  async ({ page, openPage }) => {
    await openLobbyAsFundedMember(page, openPage);
    await openSlot(page);
    const cash = await spinUntilCashMoves(page);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: '/tmp/shots-casino-overlay-1440.png' });
    await checkFullscreen(page);

    await byTestId(page, 'casino-overlay-close').click();
    await expect.poll(() => page.getByTestId('casino-overlay').count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    // The site header shows the same cash (the one store both read, kept live by the userContext push).
    expect(Number(await headerFigure(page, 'header-cash'))).toBe(cash);
    // The slot is now in 최근 플레이.
    await expect
      .poll(() => page.locator(`[data-testid="casino-recent-tile"][data-game-code="${slotCode}"]`).count())
      .toBe(1);
  },
  180_000,
);

scenario(
  'when a phone opens a slot from the lobby, then the overlay fits 375 px, the cash follows the spins, fullscreen fills the window less 40 px and Escape closes it',
  mobile,
  async ({ page, openPage }) => {
    await openLobbyAsFundedMember(page, openPage);
    expect(await scrollsSideways(page)).toBe(false);
    await openSlot(page);
    const overlayWidth = await byTestId(page, 'casino-overlay').evaluate(
      (element) => element.getBoundingClientRect().width,
    );
    expect(overlayWidth).toBeLessThanOrEqual(375);
    const cash = await spinUntilCashMoves(page);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: '/tmp/shots-casino-overlay-375.png' });
    await checkFullscreen(page);

    // The toggle has the focus (not the iframe), so Escape reaches the overlay.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('casino-overlay').count()).toBe(0);
    expect(Number(await headerFigure(page, 'header-cash'))).toBe(cash);
    expect(await scrollsSideways(page)).toBe(false);
  },
  180_000,
);
