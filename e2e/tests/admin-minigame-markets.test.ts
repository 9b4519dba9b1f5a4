import {
  type StaffMinigameMarketList,
  staffMinigameMarketsText,
} from '@hanpan/core/api/staff-minigame-markets';
import type { StaffMinigameRoundList } from '@hanpan/core/api/staff-minigames';
import { defaultOdds } from '@hanpan/core/minigames/markets';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, byTestId, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';
import { staffApi } from '../support/staff-api.ts';

const scenario = useChromium();

// 사다리 5분: no other scenario bets on it, and its 5-minute rounds stay open long enough to void one.
const gameType = 102;
const left = 1;

const marketsOf = (staff: Page) =>
  staffApi<StaffMinigameMarketList>(staff, 'minigames/markets', { gameType });

scenario(
  'when the owner opens 배당·한도 of 사다리 5분, then each pick shows 확률, 배당 and 환수율; a market margin over 20% is refused in Korean and 4% reprices the market; an open round is voided (회차 취소) with a reason',
  desktop,
  async ({ openPage }) => {
    const staff = await openPage();
    await openAdmin(staff, '/');
    await staffLogIn(staff, demoStaff.owner);
    await staff.getByRole('link', { name: '미니게임 관리' }).click();
    const row = byTestId(staff, `minigame-row-${gameType}`);
    await expect.poll(() => row.count()).toBe(1);
    try {
      await button(row, '배당·한도').click();
      const panel = byTestId(staff, 'minigame-markets');
      const pick = byTestId(panel, `minigame-pick-${left}`);
      await expect.poll(() => pick.count()).toBe(1);
      const before = await marketsOf(staff);
      const startPicks = before.markets[0]?.picks ?? [];
      const leftPick = startPicks.find((entry) => entry.code === left)!;
      expect(await visibleText(pick)).toContain('50.00%');
      expect(await visibleText(pick)).toContain((leftPick.odds / 100).toFixed(2));
      expect(await visibleText(byTestId(panel, 'minigame-limits'))).toContain('최대 베팅금');

      await button(pick, '수정').click();
      const dialog = byTestId(staff, 'minigame-market-dialog');
      await dialog.getByLabel(/변경 사유/).fill('e2e 마켓 마진');
      await dialog.getByLabel(/마켓 마진/).fill('25');
      await button(dialog, '저장').click();
      await expect
        .poll(() => visibleText(dialog.getByRole('alert')))
        .toBe(staffMinigameMarketsText.badMarketMargin);
      await dialog.getByLabel(/마켓 마진/).fill('4');
      await button(dialog, '저장').click();
      await expect.poll(() => dialog.count()).toBe(0);
      const repriced = (defaultOdds(leftPick.probability, 400) / 100).toFixed(2);
      await expect.poll(() => visibleText(pick)).toContain(repriced);
      expect(await visibleText(pick)).toContain('4%');
      expect((await marketsOf(staff)).markets[0]).toMatchObject({ marginBp: 400, effectiveMarginBp: 400 });

      await button(row, '회차').click();
      const rounds = byTestId(staff, 'minigame-rounds');
      const voidButton = button(rounds, '회차 취소(적특)');
      await expect.poll(() => voidButton.count()).toBeGreaterThan(0);
      expect(await visibleText(rounds)).toContain('베팅금');
      const openRounds = await staffApi<StaffMinigameRoundList>(staff, 'minigames/rounds', { gameType });
      const open = openRounds.items.find((round) => round.status === 'open')!;
      await voidButton.first().click();
      const voidDialog = byTestId(staff, 'minigame-void-dialog');
      await button(voidDialog, '회차 취소').click();
      await expect.poll(() => visibleText(voidDialog.getByRole('alert'))).toBe('사유를 입력해 주세요.');
      await voidDialog.getByLabel(/취소 사유/).fill('e2e 적특');
      await button(voidDialog, '회차 취소').click();
      await expect.poll(() => voidDialog.count()).toBe(0);
      const after = await staffApi<StaffMinigameRoundList>(staff, 'minigames/rounds', { gameType });
      expect(after.items.find((round) => round.roundKey === open.roundKey)?.status).toBe('void');
      await expect.poll(() => visibleText(rounds)).toContain('무효');
    } finally {
      await staffApi(staff, 'minigames/markets/save', {
        gameType,
        marketKey: 'start',
        setting: { marginBp: null, maxBet: null, maxWin: null },
        reason: 'e2e 복구',
      });
    }
  },
);
