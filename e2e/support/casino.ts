// What a member does in the casino lobby: play the built-in provider's slot in the game overlay.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { byTestId, closePopups, open } from './site.ts';

/** The built-in provider's slot the scenarios play, and its Korean name. */
export const builtInSlot = { code: 'lucky-sevens', name: '럭키 세븐' } as const;

/** The member's slot rounds as /api/bet/list (category 11) answers them now: how many, and the first page's stakes. */
export async function slotRounds(page: Page): Promise<{ total: number; stakes: number[] }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/bet/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameType: 11 }),
    });
    const reply = (await response.json()) as { data?: { total: number; rounds?: { stake: number }[] } };
    return {
      total: reply.data?.total ?? -1,
      stakes: (reply.data?.rounds ?? []).map((round) => round.stake),
    };
  });
}

/** How many slot rounds the member has, as /api/bet/list (category 11) answers it now. */
export async function slotRoundCount(page: Page): Promise<number> {
  return (await slotRounds(page)).total;
}

/**
 * Opens the slot from the lobby in the overlay, spins once (at the chip of `stake` won when given, else
 * the game's first) and closes it once the round is recorded.
 */
export async function playOneSlotRound(page: Page, stake?: number): Promise<void> {
  const before = await slotRoundCount(page);
  await open(page, '/casino/skyhub/slot');
  await closePopups(page);
  await page.locator(`[data-testid="casino-tile"][data-game-code="${builtInSlot.code}"]`).click();
  await expect.poll(() => byTestId(page, 'casino-overlay').count()).toBe(1);
  const game = page.frameLocator('[data-testid="casino-overlay-frame"]');
  if (stake !== undefined) {
    const chip = game
      .getByRole('group', { name: '베팅 금액' })
      .getByRole('button', { name: stake.toLocaleString('ko-KR'), exact: true });
    await chip.click({ timeout: 30_000 });
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
  }
  await game.getByRole('button', { name: '스핀', exact: true }).click({ timeout: 30_000 });
  await expect.poll(() => slotRoundCount(page), { timeout: 15_000 }).toBe(before + 1);
  await byTestId(page, 'casino-overlay-close').click();
  await expect.poll(() => byTestId(page, 'casino-overlay').count()).toBe(0);
}
