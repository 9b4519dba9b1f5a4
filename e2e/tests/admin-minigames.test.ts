import {
  type StaffMinigameGame,
  type StaffMinigameGameList,
  staffMinigamesText,
} from '@hanpan/core/api/staff-minigames';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, byTestId, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';
import { staffApi } from '../support/staff-api.ts';

const scenario = useChromium();

// 홀짝 1분 of the site's own lobby: a 1-minute game, so the running engine shows its rounds at once.
const gameType = 106;

const gameOf = async (staff: Page): Promise<StaffMinigameGame> => {
  const { list } = await staffApi<StaffMinigameGameList>(staff, 'minigames/games', {});
  return list.find((game) => game.gameType === gameType)!;
};

scenario(
  'when the owner switches 홀짝 1분 off with a reason in 미니게임 관리, then it shows as off, a margin over 20% is refused in Korean and 3.5% saved, the audit log has the change with its reason, and switching it back on shows it running',
  desktop,
  async ({ openPage }) => {
    const staff = await openPage();
    await openAdmin(staff, '/');
    await staffLogIn(staff, demoStaff.owner);
    await staff.getByRole('link', { name: '미니게임 관리' }).click();
    const row = byTestId(staff, `minigame-row-${gameType}`);
    await expect.poll(() => row.count()).toBe(1);
    const before = await gameOf(staff);
    try {
      expect(before.isEnabled).toBe(true);
      expect(await visibleText(row)).toContain('홀짝 1분');
      expect(await visibleText(row)).toContain('운영 중');

      await button(row, '회차').click();
      const rounds = byTestId(staff, 'minigame-rounds');
      await expect.poll(() => rounds.getByTestId('minigame-round-row').count()).toBeGreaterThan(0);
      expect(await visibleText(rounds)).toContain('홀짝 1분 회차');

      await button(row, '끄기').click();
      let dialog = byTestId(staff, 'minigame-switch-dialog');
      await button(dialog, '중지').click();
      await expect.poll(() => visibleText(dialog.getByRole('alert'))).toBe('사유를 입력해 주세요.');
      await dialog.getByLabel(/변경 사유/).fill('e2e 점검 중지');
      await button(dialog, '중지').click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => visibleText(row)).toContain('중지');
      expect(await visibleText(row)).not.toContain('운영 중');
      expect(await button(row, '켜기').count()).toBe(1);

      await button(row, '설정').click();
      const settings = byTestId(staff, 'minigame-settings-dialog');
      await settings.getByLabel(/변경 사유/).fill('e2e 마진 조정');
      await settings.getByLabel('마진 (%)').fill('25');
      await button(settings, '저장').click();
      await expect.poll(() => visibleText(settings.getByRole('alert'))).toBe(staffMinigamesText.badMargin);
      await settings.getByLabel('마진 (%)').fill('3.5');
      await button(settings, '저장').click();
      await expect.poll(() => settings.count()).toBe(0);
      await expect.poll(() => visibleText(row)).toContain('3.5%');

      await staff.getByRole('link', { name: '감사 로그' }).click();
      await staff.getByLabel('작업').fill('minigame.settings');
      await button(staff, '검색').click();
      const audit = byTestId(staff, 'audit-row').filter({ hasText: 'e2e 점검 중지' });
      await expect.poll(() => audit.count()).toBe(1);
      expect(await visibleText(audit)).toContain('admin');

      await staff.getByRole('link', { name: '미니게임 관리' }).click();
      await expect.poll(() => row.count()).toBe(1);
      await button(row, '켜기').click();
      dialog = byTestId(staff, 'minigame-switch-dialog');
      await dialog.getByLabel(/변경 사유/).fill('e2e 점검 완료');
      await button(dialog, '재개').click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => visibleText(row)).toContain('운영 중');
      expect((await gameOf(staff)).isEnabled).toBe(true);
    } finally {
      // Other scenarios expect the game running as the seed left it.
      const { isEnabled, periodMinutes, closeSeconds, marginBp, lateVoidSeconds } = before;
      const settings = { isEnabled, periodMinutes, closeSeconds, marginBp, lateVoidSeconds };
      await staffApi(staff, 'minigames/games/save', { gameType, settings, reason: 'e2e 복구' });
    }
  },
);
