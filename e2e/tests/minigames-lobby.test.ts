import type { MinigameGameView } from '@hanpan/core/api/minigames';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { byTestId, closePopups, open, visibleText } from '../support/site.ts';

// The mini-game pages on the real server, whose round engine runs on its own timer: the games list
// with KST draw times, a 1-minute lobby whose current round is drawn while the page is open (the result
// arrives over the realtime topic, the page is never reloaded) and the verification page of that round.
const scenario = useChromium();

const oddEvenGame = 106;
const powerballGame = 101;
// A 1-minute round is drawn within a minute; the engine ticks every second.
const drawWaitMs = 75_000;

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

/** An instant's wall-clock time in Seoul, 'HH:mm:ss' (Intl, independent of the app). */
function seoulTime(instant: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Seoul',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

/** The newest drawn round of a game, if any. */
async function latestRoundKey(page: Page, gameType: number): Promise<string | null> {
  return page.evaluate(async (gameType) => {
    const response = await fetch('/api/minigames/rounds', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameType, limit: 1 }),
    });
    const reply = (await response.json()) as { data: { list: { roundKey: string }[] } };
    return reply.data.list[0]?.roundKey ?? null;
  }, gameType);
}

/** Whether the page scrolls sideways. */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

scenario(
  'when a visitor opens the games list, then every lobby lists its games with the next draw in KST',
  desktop,
  async ({ page }) => {
    await open(page, '/games/main');
    await closePopups(page);
    const rows = byTestId(page, 'minigame-game-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(30);
    const powerballRow = page.locator(`[data-testid="minigame-game-row"][data-game-type="${powerballGame}"]`);
    await expect
      .poll(async () => {
        const current = (await gamesOf(page)).find((game) => game.gameType === powerballGame)?.current;
        return current ? (await visibleText(powerballRow)).includes(seoulTime(current.drawAt)) : false;
      })
      .toBe(true);
    expect(await visibleText(powerballRow)).toMatch(/파워볼 5분\s*5분\s*\d+회/);
  },
);

scenario(
  'when a visitor watches a 1-minute lobby, then the round is drawn live into the results and verifies in the browser',
  desktop,
  async ({ page }) => {
    await open(page, `/games/miniGame/default?gameType=${oddEvenGame}`);
    await closePopups(page);
    const roundNumber = byTestId(page, 'minigame-round-number');
    await expect.poll(() => visibleText(roundNumber)).toMatch(/^\d+회$/);
    expect(await visibleText(byTestId(page, 'minigame-draw-countdown'))).toMatch(/^\d:\d{2}$/);
    // The page shows the server's current round and its published hash (asked again if a draw
    // happened in between).
    const seen: { round: MinigameGameView['current'] } = { round: null };
    await expect
      .poll(async () => {
        const current = (await gamesOf(page)).find((game) => game.gameType === oddEvenGame)?.current;
        seen.round = current ?? null;
        if (!current) return false;
        const shownNumber = await visibleText(roundNumber);
        const shownHash = await visibleText(byTestId(page, 'minigame-commitment'));
        return (
          shownNumber === `${current.roundKey.split('-').at(-1)}회` &&
          shownHash.startsWith(current.commitment.slice(0, 8))
        );
      })
      .toBe(true);
    const current = seen.round!;

    // The shown round is drawn while the page stays open: its row appears and the next round shows.
    const drawnRow = page.locator(
      `[data-testid="minigame-results"] tr[data-round-key="${current.roundKey}"]`,
    );
    await expect.poll(() => drawnRow.count(), { timeout: drawWaitMs }).toBe(1);
    expect(await visibleText(drawnRow)).toMatch(/[홀짝]/);
    const drawnNumber = `${current.roundKey.split('-').at(-1)}회`;
    await expect.poll(() => visibleText(byTestId(page, 'minigame-latest'))).toContain(drawnNumber);
    await expect.poll(() => visibleText(roundNumber)).not.toBe(drawnNumber);
    // Drawn while watched, so the draw plays its reveal animation.
    expect(await page.locator('[data-testid="minigame-draw"].mg-draw--animate').count()).toBe(1);
    expect(await byTestId(page, 'minigame-pattern').locator('span').count()).toBeGreaterThan(0);

    await drawnRow.getByRole('link', { name: '검증' }).click();
    const verdict = byTestId(page, 'minigame-verify-verdict');
    await expect.poll(() => visibleText(verdict)).toBe('검증 성공');
    expect(await visibleText(byTestId(page, 'minigame-verify'))).toContain(current.commitment);
  },
  drawWaitMs + 45_000,
);

scenario(
  'when a phone opens a lobby and a verification page, then nothing scrolls sideways at 375 px',
  mobile,
  async ({ page }) => {
    await open(page, '/games/miniGame/ntryLaderLobby?gameType=522');
    await closePopups(page);
    await expect.poll(() => visibleText(byTestId(page, 'minigame-round-number'))).toMatch(/^\d+회$/);
    expect(await visibleText(page.locator('.mg-own-draw'))).toContain('직접 추첨');
    expect(await scrollsSideways(page)).toBe(false);
    await open(page, '/games/main');
    await expect.poll(() => byTestId(page, 'minigame-game-row').count()).toBeGreaterThan(30);
    expect(await scrollsSideways(page)).toBe(false);

    await expect.poll(() => latestRoundKey(page, oddEvenGame), { timeout: drawWaitMs }).not.toBeNull();
    const roundKey = await latestRoundKey(page, oddEvenGame);
    await open(page, `/games/verify?gameType=${oddEvenGame}&roundKey=${roundKey}`);
    await expect.poll(() => visibleText(byTestId(page, 'minigame-verify-verdict'))).toBe('검증 성공');
    expect(await scrollsSideways(page)).toBe(false);
  },
  drawWaitMs + 30_000,
);
