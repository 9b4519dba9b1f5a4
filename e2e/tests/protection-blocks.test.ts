import { accountText } from '@hanpan/core/api/account';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import {
  acknowledgeAlert,
  button,
  byTestId,
  closePopups,
  expectLoggedOut,
  logIn,
  open,
  openLoginDialog,
  reload,
  visibleText,
} from '../support/site.ts';

// Issue 27 "Tests / Browser": a 24-hour time-out logs the member out and keeps them out; a password
// change logs out the member's other browser; the reality check shows over the casino overlay once
// its interval has passed (the page's clock moved forward, no waiting).
const scenario = useChromium();

const kstMinute = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;

/** Opens a 마이페이지 tab by its key. */
async function openMypageTab(page: Page, tab: string): Promise<void> {
  await open(page, `/mypage?tab=${tab}`);
  await closePopups(page);
}

for (const [label, viewport] of [
  ['desktop', desktop],
  ['mobile', mobile],
] as const) {
  scenario(
    `when a member starts a 24-hour time-out (${label}), then they are logged out with its end time and sign-in is refused until it ends`,
    viewport,
    async ({ page }) => {
      const visitor = await openAsNewMember(page);
      await openMypageTab(page, 'restrictions');
      const card = byTestId(page, 'timeout-card');
      await expect.poll(() => card.count()).toBe(1);
      await button(card, '24시간').click();

      const confirm = byTestId(page, 'block-confirm');
      await expect.poll(() => visibleText(confirm)).toContain('모든 기기에서 즉시 로그아웃됩니다');
      expect(await visibleText(byTestId(page, 'block-confirm-until'))).toMatch(kstMinute);
      await button(confirm, '이용 일시 중지 시작').click();

      await acknowledgeAlert(
        page,
        /이용 일시 중지를 시작했습니다[\s\S]*\d{4}-\d{2}-\d{2} \d{2}:\d{2}\(KST\)까지/,
      );
      await expectLoggedOut(page);
      // The server ended the session too: after a reload the 로그인 button is still there.
      await reload(page);
      const dialog = await openLoginDialog(page);
      await dialog.locator('[name="loginId"]').fill(visitor.loginId);
      await dialog.locator('[name="loginPassword"]').fill(visitor.loginPassword);
      await button(dialog, '로그인').click();
      await expect.poll(() => visibleText(dialog)).toContain('이용 일시 중지 중입니다.');
      expect(await visibleText(dialog)).toMatch(kstMinute);
      expect(await byTestId(page, 'header-nick').count()).toBe(0);
    },
  );
}

scenario(
  'when a member changes the password in one browser, then their other browser is logged out and the new password signs in',
  desktop,
  async ({ page, openPage }) => {
    const visitor = await openAsNewMember(page);
    const other = await openPage();
    await open(other);
    await closePopups(other);
    await logIn(other, visitor.loginId, visitor.loginPassword);
    await closePopups(other);

    await openMypageTab(page, 'password');
    const next = `${visitor.loginPassword}9`;
    await page.getByLabel('현재 비밀번호', { exact: true }).fill(visitor.loginPassword);
    await page.getByLabel('새 비밀번호', { exact: true }).fill(next);
    await page.getByLabel('새 비밀번호 확인', { exact: true }).fill(next);
    await button(page, '비밀번호 변경').last().click();
    await expect.poll(() => visibleText(page.locator('main'))).toContain(accountText.passwordChanged);

    // This browser stays signed in; the other one is out (told at once, and so after a reload).
    await reload(page);
    await expect.poll(() => byTestId(page, 'header-nick').count()).toBeGreaterThan(0);
    await reload(other);
    await expectLoggedOut(other);
    await logIn(other, visitor.loginId, next);
  },
);

scenario(
  'when a member with a 15-minute reality check plays a slot, then after 15 minutes the check shows above the casino overlay with the session time',
  desktop,
  async ({ page }) => {
    // The page's clock is fake from the start, running at real speed until it is moved forward.
    await page.clock.install();
    await openAsNewMember(page);
    await openMypageTab(page, 'restrictions');
    const card = byTestId(page, 'reality-check-card');
    await expect.poll(() => card.count()).toBe(1);
    await card.getByLabel('15분').check();
    await button(card, '저장').click();
    await expect.poll(() => visibleText(card.getByRole('status'))).toContain('저장');

    await open(page, '/casino/skyhub/slot');
    await closePopups(page);
    await page.locator('[data-testid="casino-tile"][data-game-code="lucky-sevens"]').click();
    const overlay = byTestId(page, 'casino-overlay');
    await expect.poll(() => overlay.count()).toBe(1);
    expect(await byTestId(page, 'reality-check').count()).toBe(0);

    await page.clock.fastForward('15:30');
    const check = byTestId(page, 'reality-check');
    await expect.poll(() => check.count()).toBe(1);
    await expect.poll(() => visibleText(byTestId(page, 'reality-check-elapsed'))).toMatch(/^0:1[5-9]:\d{2}$/);
    // On top: the middle of the dialog is the dialog's own, not the overlay's or its game frame's.
    const onTop = await check.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
    await button(check, '계속하기').click();
    await expect.poll(() => check.count()).toBe(0);
    expect(await overlay.count()).toBe(1);
  },
);
