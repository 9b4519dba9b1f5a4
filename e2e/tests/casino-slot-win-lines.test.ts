import type { FrameLocator } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile, type Viewport } from '../support/browser.ts';
import { fundMember, openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import { byTestId, closePopups, reload } from '../support/site.ts';

// Issue 23: the slot's symbols are drawn pictures named in Korean, and a winning spin draws its
// paylines across the reels through lit cells. 럭키 세븐 pays two cherries from the left on any of
// its 5 lines, so most spins win something; the spins go on until one does (at most maxSpins).
const scenario = useChromium();

const lobbyPath = '/casino/skyhub/slot';
const slotCode = 'lucky-sevens';
const maxSpins = 20;
const cell = 100;
const symbolNames = ['세븐', '바', '종', '자두', '체리'];

type Reels = {
  symbols: string[];
  lines: { points: string }[];
  litCells: string[];
};

/** What the reels show: each cell's symbol name, the win lines' points and the lit cells ("x,y"). */
const readReels = (game: FrameLocator): Promise<Reels> =>
  game.getByRole('group', { name: '릴' }).evaluate((svg) => ({
    symbols: [...svg.querySelectorAll('[data-symbol]')].map(
      (symbol) => symbol.getAttribute('aria-label') ?? '',
    ),
    lines: [...svg.querySelectorAll('polyline.win-line')].map((line) => ({
      points: line.getAttribute('points') ?? '',
    })),
    litCells: [...svg.querySelectorAll('rect.win-cell')].map(
      (rect) => `${Number(rect.getAttribute('x')) - 4},${Number(rect.getAttribute('y')) - 4}`,
    ),
  }));

/** The cell ("x,y" of its top-left corner) a line's point "cx,cy" is the centre of. */
const cellOf = (point: string) => {
  const [x, y] = point.split(',').map(Number) as [number, number];
  return `${x - cell / 2},${y - cell / 2}`;
};

async function spinUntilWin(game: FrameLocator): Promise<Reels> {
  const spin = game.getByRole('button', { name: '스핀', exact: true });
  for (let spins = 0; spins < maxSpins; spins += 1) {
    await spin.click({ timeout: 30_000 });
    await expect.poll(() => spin.isEnabled(), { timeout: 30_000 }).toBe(true);
    const message = await game.locator('.stage p.message, .stage .win-banner').first().innerText();
    const reels = await readReels(game);
    if (/당첨!? [\d,]+원/.test(message)) return reels;
    expect(message).toBe('당첨 없음');
    expect(reels.lines).toEqual([]);
    expect(reels.litCells).toEqual([]);
  }
  throw new Error(`no win in ${maxSpins} spins`);
}

for (const viewport of [desktop, mobile] as Viewport[]) {
  scenario(
    `when a member at ${viewport.width} px wins on a slot, then the symbols are named pictures and the winning lines are drawn through lit cells`,
    viewport,
    async ({ page, openPage }) => {
      const visitor = await openAsNewMember(page, lobbyPath);
      await fundMember(openPage, visitor, 100_000, 'e2e 카지노 준비');
      await reload(page);
      await closePopups(page);
      await page.locator(`[data-testid="casino-tile"][data-game-code="${slotCode}"]`).click();
      await expect.poll(() => byTestId(page, 'casino-overlay').count()).toBe(1);
      const game = page.frameLocator('[data-testid="casino-overlay-frame"]');

      const before = await readReels(game);
      expect(before.symbols).toHaveLength(9);
      for (const name of before.symbols) expect(symbolNames).toContain(name);
      // Each drawing is a picture with its Korean name for screen readers.
      expect(await game.getByRole('img', { name: before.symbols[0] }).count()).toBeGreaterThan(0);

      const won = await spinUntilWin(game);
      expect(won.lines.length).toBeGreaterThan(0);
      for (const line of won.lines) {
        const points = line.points.split(' ');
        // At least two reels from the left, one point per reel, each on a lit cell.
        expect(points.length).toBeGreaterThanOrEqual(2);
        points.forEach((point, reel) => {
          expect(Number(point.split(',')[0])).toBe(reel * cell + cell / 2);
          expect(won.litCells).toContain(cellOf(point));
        });
      }
      if (process.env.E2E_SHOTS) {
        await page.screenshot({ path: `/tmp/shots-slot-win-${viewport.width}.png` });
      }
    },
    180_000,
  );
}
