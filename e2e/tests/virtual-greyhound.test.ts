import type { MinigameVerifyData } from '@hanpan/core/api/minigames';
import type { RaceResult } from '@hanpan/core/virtual/types';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { fundMember, openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import { byTestId, closePopups, headerFigure, open, reload, visibleText } from '../support/site.ts';

// Virtual greyhounds on the real server at VIRTUAL_SPEED 4 (global-setup.ts: a race every 30 s that runs
// 10 s): a new member funded by staff bets 단승 on every runner and a 쌍승 on the next race but one
// through the slip with one confirmation, watches the race run and finish in the drawn order, sees the
// winning 단승 (and the 쌍승 if it came in) paid into the header without a reload, and verifies the race.
const scenario = useChromium();

const dogPath = '/games/bet365/dogBet365';
const greyhound = 121;
const stake = 5_000;
const funding = 100_000;
// Two periods of 30 s at most until the chosen race starts, then its 10 s run and the settlement.
const raceWaitMs = 90_000;

const cash = async (page: Page) => Number(await headerFigure(page, 'header-cash'));
const oddsOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
/** What a bet pays when it wins: the stake times the odds, floored to the won (the server's rule). */
const winOf = (odds: number) => Math.floor((stake * odds) / 100);

/** The event as the server shows it once started (its drawn result), fetched from the page. */
async function drawnRace(page: Page, roundKey: string): Promise<RaceResult | null> {
  return page.evaluate(
    async ([gameType, key]) => {
      const response = await fetch('/api/minigames/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gameType, roundKey: key }),
      });
      const reply = (await response.json()) as { data?: MinigameVerifyData };
      return (reply.data?.round.virtual?.result as RaceResult | null | undefined) ?? null;
    },
    [greyhound, roundKey] as const,
  );
}

scenario(
  'when a member bets 단승 on every greyhound and a 쌍승, then the race runs, finishes in the drawn order, pays the winner into the header live, and verifies',
  desktop,
  async ({ page, openPage }) => {
    const visitor = await openAsNewMember(page, dogPath);
    await fundMember(openPage, visitor, funding, 'e2e 가상게임 베팅 준비');
    await reload(page);
    await closePopups(page);
    await expect.poll(() => cash(page), { timeout: 15_000 }).toBe(funding);

    // The second open race: the first may close within seconds at this speed.
    const tabs = byTestId(page, 'virtual-event-tab');
    await expect.poll(() => tabs.count()).toBeGreaterThanOrEqual(3);
    await tabs.nth(1).click();
    const event = byTestId(page, 'virtual-event');
    await expect.poll(async () => (await tabs.nth(1).getAttribute('aria-selected')) === 'true').toBe(true);
    const roundKey = (await event.getAttribute('data-round-key')) ?? '';
    expect(roundKey).toMatch(/^\d{4}-\d{2}-\d{2}-\d+$/);

    // 단승 on each runner (its price read off the button), then 쌍승 1-2 through the order picker.
    const rows = event.getByTestId('virtual-runner-row');
    const runners = await rows.count();
    expect(runners).toBe(6);
    const winOdds = new Map<number, number>();
    for (let index = 0; index < runners; index += 1) {
      const number = Number(await rows.nth(index).getAttribute('data-number'));
      const price = rows.nth(index).locator(`[data-testid="virtual-price"][data-market="win"]`);
      winOdds.set(number, oddsOf(await visibleText(price)));
      await price.click();
    }
    const picker = event.getByTestId('virtual-order-picker');
    await picker.getByRole('button', { name: '쌍승', exact: true }).click();
    const orderRunners = picker.getByTestId('virtual-order-runner');
    await orderRunners.nth(0).click();
    await orderRunners.nth(1).click();
    await picker.getByTestId('virtual-order-add').click();
    const slip = byTestId(page, 'virtual-slip');
    const lines = slip.getByTestId('virtual-slip-line');
    await expect.poll(() => lines.count()).toBe(runners + 1);
    const forecastLine = lines.filter({ hasText: '쌍승 1-2' });
    expect(await forecastLine.count()).toBe(1);
    const forecastOdds = oddsOf(await visibleText(forecastLine.locator('.vg-slip__odds')));

    await slip.getByRole('button', { name: '5,000원 추가', exact: true }).click();
    const total = stake * (runners + 1);
    await expect
      .poll(() => visibleText(slip.getByTestId('virtual-slip-total')))
      .toBe(`${total.toLocaleString('ko-KR')}원`);
    await slip.getByTestId('virtual-place-button').click();
    const confirm = byTestId(page, 'virtual-bet-confirm');
    await expect.poll(() => confirm.count()).toBe(1);
    expect(await visibleText(confirm)).toContain(`아래 ${runners + 1}건에 각각 5,000원`);
    await page.keyboard.press('Enter');
    await expect.poll(() => confirm.count()).toBe(0);
    await expect.poll(() => cash(page)).toBe(funding - total);

    // The race starts on the stage, runs, and finishes in the order the server drew.
    const animation = byTestId(page, 'virtual-animation');
    await expect
      .poll(async () => (await drawnRace(page, roundKey)) !== null, { timeout: raceWaitMs, interval: 500 })
      .toBe(true);
    const result = (await drawnRace(page, roundKey)) as RaceResult;
    const stage = byTestId(page, 'virtual-stage');
    const roundText = `${roundKey.split('-').at(-1)}회`;
    await expect
      .poll(
        async () =>
          (await visibleText(stage)).includes(roundText) && (await animation.getAttribute('data-state')),
        {
          timeout: 30_000,
        },
      )
      .toBe('finished');
    const standings = [...(await visibleText(byTestId(page, 'virtual-standings'))).matchAll(/\d+/g)].map(
      Number,
    );
    expect(standings.slice(0, result.order.length)).toEqual(result.order);

    // Paid without a reload: the winner's 단승, and the 쌍승 when 1 and 2 came first and second.
    const [first, second] = result.order as [number, number];
    const paid = winOf(winOdds.get(first) ?? 0) + (first === 1 && second === 2 ? winOf(forecastOdds) : 0);
    await expect.poll(() => cash(page), { timeout: 30_000 }).toBe(funding - total + paid);

    // The stage's 검증 link verifies the race: commitment, chain and the race drawn again.
    await byTestId(page, 'virtual-stage').getByRole('link', { name: '검증' }).click();
    await expect.poll(() => visibleText(byTestId(page, 'minigame-verify-verdict'))).toBe('검증 성공');
    expect(new URL(page.url()).searchParams.get('roundKey')).toBe(roundKey);
  },
  raceWaitMs + 120_000,
);

scenario(
  'when a phone opens the soccer page, then the match card, its markets, the slip and the results with their paid prices fit 375 px without sideways scrolling',
  mobile,
  async ({ page }) => {
    await open(page, '/games/bet365/soccerBet365');
    await closePopups(page);
    const card = byTestId(page, 'virtual-match-card');
    await expect.poll(() => card.count()).toBe(1);
    expect(await byTestId(page, 'virtual-price').count()).toBeGreaterThan(10);
    // The results with their paid prices are the widest table: wait for a finished match (the cadence
    // is shortened, and the race test before this one has waited a race).
    await expect
      .poll(() => byTestId(page, 'virtual-result-row').count(), { timeout: 120_000 })
      .toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await card.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(375);
  },
  150_000,
);
