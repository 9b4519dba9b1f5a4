import type { MinigameGameView } from '@hanpan/core/api/minigames';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { fundMember, openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import { byTestId, closePopups, headerFigure, open, reload, visibleText } from '../support/site.ts';

// Betting on a 1-minute powerball of the real server, whose round engine runs on its own timer: a new
// member funded by staff bets on the current round with a confirmation, sees the bet 대기 and the
// header cash lowered, watches the countdown and the draw arrive over the realtime topic, sees the bet
// settled (and a win paid into the header) without a reload, and verifies the round.
const scenario = useChromium();

const eosPowerball = 451;
const lobbyPath = `/games/miniGame/ntryEosLobby?gameType=${eosPowerball}`;
// A 1-minute round: up to a minute until betting opens again, then the draw within the next minute.
const roundWaitMs = 75_000;
// The confirmation needs a few seconds of the round left to be sure the bet lands before the close.
const minSecondsBeforeClose = 8;
const stake = 5_000;
const funding = 100_000;

/** The games list as the server answers it now (from the page, same origin). */
async function currentRound(page: Page): Promise<MinigameGameView['current']> {
  return page.evaluate(async (gameType) => {
    const response = await fetch('/api/minigames/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const reply = (await response.json()) as { data: { list: MinigameGameView[] } };
    return reply.data.list.find((game) => game.gameType === gameType)?.current ?? null;
  }, eosPowerball);
}

/** Waits until the shown round takes bets with some seconds to spare; returns its gameUid. */
async function waitForOpenRound(page: Page): Promise<string> {
  const markets = byTestId(page, 'minigame-markets');
  const seen: { gameUid: string } = { gameUid: '' };
  await expect
    .poll(
      async () => {
        const round = await currentRound(page);
        if (!round || Date.parse(round.closeAt) - Date.now() < minSecondsBeforeClose * 1000) return false;
        seen.gameUid = round.gameUid;
        return (await markets.getAttribute('data-bet-state')) === 'open';
      },
      { timeout: roundWaitMs, interval: 500 },
    )
    .toBe(true);
  return seen.gameUid;
}

/** Picks an odds button and puts the stake with a quick-add button; returns the form. */
async function pickAndStake(page: Page, pick: number): Promise<Locator> {
  const button = page.locator(`[data-testid="minigame-odds"][data-pick="${pick}"]`).filter({ visible: true });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  const form = byTestId(page, 'minigame-bet-form');
  await form.getByRole('button', { name: '5,000원 추가', exact: true }).click();
  expect(await form.getByTestId('minigame-stake').inputValue()).toBe('5,000');
  return form;
}

/** Presses 베팅하기, checks the question and answers 예 with Enter (the focused button). */
async function confirmBet(page: Page, form: Locator, question: string): Promise<void> {
  await form.getByTestId('minigame-bet-button').click();
  const confirm = byTestId(page, 'minigame-bet-confirm');
  await expect.poll(() => confirm.count()).toBe(1);
  expect(await visibleText(confirm)).toContain(question);
  await page.keyboard.press('Enter');
  await expect.poll(() => confirm.count()).toBe(0);
  await expect
    .poll(() => visibleText(form.getByTestId('minigame-bet-notice')))
    .toBe('베팅이 완료되었습니다.');
}

const cash = async (page: Page) => Number(await headerFigure(page, 'header-cash'));
const digitsOf = (text: string) => Number(text.replace(/\D/g, ''));

scenario(
  'when a new member bets on a 1-minute powerball with confirmation, then the bet waits, the draw settles it live with its payout in the header, and the round verifies',
  desktop,
  async ({ page, openPage }) => {
    const visitor = await openAsNewMember(page, lobbyPath);
    await fundMember(openPage, visitor, funding, 'e2e 미니게임 베팅 준비');
    await reload(page);
    await closePopups(page);
    await expect.poll(() => cash(page), { timeout: 15_000 }).toBe(funding);
    const today = byTestId(page, 'minigame-today');
    await expect.poll(() => byTestId(today, 'minigame-today-empty').count()).toBe(1);

    const gameUid = await waitForOpenRound(page);
    const roundKey = gameUid.slice(gameUid.indexOf('-') + 1);
    const roundText = `${roundKey.split('-').at(-1)}회`;
    const form = await pickAndStake(page, 1);
    const odds = Number(await visibleText(form.locator('.mg-betform__odds')));
    const potential = Math.floor((stake * Math.round(odds * 100)) / 100);
    expect(digitsOf(await visibleText(form.getByTestId('minigame-potential-win')))).toBe(potential);
    await confirmBet(page, form, `${roundText} 파워볼 홀에 5,000원을 베팅하시겠습니까?`);

    // The bet waits in 오늘의 베팅, the button is marked as the member's, the header shows the stake gone.
    const row = page.locator(`[data-testid="minigame-bet-row"][data-game-uid="${gameUid}"]`);
    await expect.poll(() => row.count()).toBe(1);
    const waiting = await visibleText(row);
    for (const text of [roundText, 'EOS 파워볼 1분', '파워볼 홀', '5,000원', '대기'])
      expect(waiting).toContain(text);
    expect(await row.getAttribute('data-status')).toBe('open');
    expect(await page.locator('[data-testid="minigame-odds"][data-pick="1"]').getAttribute('data-mine')).toBe(
      'true',
    );
    await expect.poll(() => cash(page)).toBe(funding - stake);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: '/tmp/shots-web-1440.png', fullPage: true });

    // The countdown runs down to the close; the buttons then say 베팅 마감.
    const countdown = byTestId(page, 'minigame-close-countdown');
    const first = await visibleText(countdown);
    await expect.poll(() => visibleText(countdown)).not.toBe(first);
    await expect.poll(() => byTestId(page, 'minigame-bet-closed').count(), { timeout: roundWaitMs }).toBe(1);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: '/tmp/shots-web-1440-closed.png' });

    // The draw arrives live: the round's result row, the animation, then the bet settled.
    const drawnRow = page.locator(`[data-testid="minigame-results"] tr[data-round-key="${roundKey}"]`);
    await expect.poll(() => drawnRow.count(), { timeout: roundWaitMs }).toBe(1);
    expect(await page.locator('[data-testid="minigame-draw"].mg-draw--animate').count()).toBe(1);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toMatch(/^(won|lost)$/);
    const settled = await visibleText(row);
    const payout = digitsOf(await visibleText(row.getByTestId('minigame-bet-payout')));
    if ((await row.getAttribute('data-status')) === 'won') {
      expect(settled).toContain('적중');
      expect(payout).toBe(potential);
      await expect.poll(() => cash(page)).toBe(funding - stake + potential);
    } else {
      expect(settled).toContain('미적중');
      expect(payout).toBe(0);
      expect(await cash(page)).toBe(funding - stake);
    }

    await drawnRow.getByRole('link', { name: '검증' }).click();
    const verdict = byTestId(page, 'minigame-verify-verdict');
    await expect.poll(() => visibleText(verdict)).toBe('검증 성공');
    expect(await visibleText(page.locator('.page__subtitle'))).toBe(`EOS 파워볼 1분 ${roundText}`);
    expect(new URL(page.url()).searchParams.get('roundKey')).toBe(roundKey);

    // The history's 미니게임 tab lists the settled bet with its round, pick, odds, result and payout.
    await open(page, '/result/betResult');
    await closePopups(page);
    await page.getByRole('tab', { name: '미니게임', exact: true }).click();
    const historyRow = byTestId(page, 'bet-history-games').locator(
      `[data-testid="minigame-bet-row"][data-game-uid="${gameUid}"]`,
    );
    await expect.poll(() => historyRow.count()).toBe(1);
    const history = await visibleText(historyRow);
    for (const text of [
      roundText,
      '파워볼 홀',
      odds.toFixed(2),
      '5,000원',
      settled.includes('미적중') ? '미적중' : '적중',
    ])
      expect(history).toContain(text);
    expect(digitsOf(await visibleText(historyRow.getByTestId('minigame-bet-payout')))).toBe(payout);

    // The tab's chips ask for one game category of the spec: 홀짝 (12) leaves the powerball bet out, 파워볼 (6) keeps it.
    const chips = page.getByRole('group', { name: '미니게임 종류' });
    await chips.getByRole('button', { name: '홀짝', exact: true }).click();
    await expect.poll(() => historyRow.count()).toBe(0);
    await chips.getByRole('button', { name: '파워볼', exact: true }).click();
    await expect.poll(() => historyRow.count()).toBe(1);
  },
  roundWaitMs * 2 + 60_000,
);

scenario(
  'when a phone opens the lobby and bets, then the odds, the bet form and today’s bets fit 375 px without sideways scrolling',
  mobile,
  async ({ page, openPage }) => {
    const scrollsSideways = () =>
      page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);
    // A visitor sees the odds; the form asks them to log in.
    await open(page, lobbyPath);
    await closePopups(page);
    await expect.poll(() => byTestId(page, 'minigame-odds').count()).toBeGreaterThan(30);
    expect(await visibleText(byTestId(page, 'minigame-bet-login'))).toContain(
      '로그인 후 베팅할 수 있습니다.',
    );
    expect(await byTestId(page, 'minigame-stake').count()).toBe(0);
    expect(await scrollsSideways()).toBe(false);

    const visitor = await openAsNewMember(page, lobbyPath);
    await fundMember(openPage, visitor, funding, 'e2e 미니게임 베팅 준비');
    await reload(page);
    await closePopups(page);
    await expect.poll(() => byTestId(page, 'minigame-markets').count()).toBe(1);
    expect(await scrollsSideways()).toBe(false);

    const gameUid = await waitForOpenRound(page);
    const form = await pickAndStake(page, 15);
    expect(await scrollsSideways()).toBe(false);
    await confirmBet(page, form, '대 (81-130)에 5,000원을 베팅하시겠습니까?');
    const row = page.locator(`[data-testid="minigame-bet-row"][data-game-uid="${gameUid}"]`);
    await expect.poll(() => row.count()).toBe(1);
    expect(await visibleText(row)).toContain('대기');
    expect(await scrollsSideways()).toBe(false);
    if (process.env.E2E_SHOTS) {
      await page.screenshot({ path: '/tmp/shots-web-375.png', fullPage: true });
      await byTestId(page, 'minigame-markets').screenshot({ path: '/tmp/shots-web-375-markets.png' });
    }
  },
  roundWaitMs + 60_000,
);
