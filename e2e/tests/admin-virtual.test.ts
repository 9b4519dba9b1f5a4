import { staffText } from '@hanpan/core/api/staff-codes';
import type { StaffRunner } from '@hanpan/core/api/staff-virtual';
import { virtualGameTypes } from '@hanpan/core/api/virtual';
import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, byTestId, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';
import { staffApi } from '../support/staff-api.ts';

const scenario = useChromium();

// The horse stable's ratings and the soccer events (가상 축구): games other scenarios (the greyhound member pages)
// do not bet on, so a rating edit or a void here changes nothing they look at.
const horse = virtualGameTypes.horse;

scenario(
  'when the owner edits a horse rating in 가상게임 관리, then a missing reason is refused, the saved rating shows and is audited, and voiding the soonest soccer event shows it void',
  desktop,
  async ({ openPage }) => {
    const staff = await openPage();
    await openAdmin(staff, '/');
    await staffLogIn(staff, demoStaff.owner);
    await staff.getByRole('link', { name: '가상게임 관리' }).click();
    await expect.poll(() => byTestId(staff, 'virtual-settings').count()).toBe(1);
    expect(await visibleText(byTestId(staff, 'virtual-settings'))).toContain('가상 개경주 설정');

    await button(staff, '출전표 · 리그').click();
    await button(staff, '가상 경마').click();
    const rows = byTestId(staff, 'virtual-runner-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const { list } = await staffApi<{ list: StaffRunner[] }>(staff, 'virtual/runners', { gameType: horse });
    const runner = list[0]!;
    const next = runner.rating === 100 ? 101 : 100;
    const row = rows.filter({ hasText: runner.name }).first();
    try {
      await button(row, '능력치 수정').click();
      const dialog = byTestId(staff, 'virtual-rating-dialog');
      await dialog.getByLabel(/^능력치/).fill(String(next));
      await button(dialog, '저장').click();
      await expect.poll(() => visibleText(dialog.getByRole('alert'))).toBe(staffText.reasonRequired);
      await dialog.getByLabel(/변경 사유/).fill('e2e 능력치 조정');
      await button(dialog, '저장').click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => visibleText(row)).toContain(String(next));

      await staff.getByRole('link', { name: '감사 로그' }).click();
      await staff.getByLabel('작업').fill('virtual.runner.rating');
      await button(staff, '검색').click();
      const audit = byTestId(staff, 'audit-row').filter({ hasText: 'e2e 능력치 조정' });
      await expect.poll(() => audit.count()).toBe(1);
    } finally {
      await staffApi(staff, 'virtual/runners/save', {
        id: runner.id,
        rating: runner.rating,
        reason: 'e2e 복구',
      });
    }

    await staff.getByRole('link', { name: '가상게임 관리' }).click();
    await button(staff, '이벤트').click();
    await button(staff, '가상 축구').click();
    const events = byTestId(staff, 'virtual-event-row');
    await expect.poll(() => events.filter({ hasText: '베팅 중' }).count()).toBeGreaterThan(0);
    // Only the soonest open event offers 적특 (the server voids the earliest first).
    await expect.poll(() => button(byTestId(staff, 'virtual-events'), '적특').count()).toBe(1);
    const voidable = events.filter({ has: button(staff, '적특') });
    const roundKey = (await visibleText(voidable.locator('td').first())).trim();
    await button(voidable, '적특').click();
    const dialog = byTestId(staff, 'minigame-void-dialog');
    await dialog.getByLabel(/취소 사유/).fill('e2e 적특 확인');
    await button(dialog, '회차 취소').click();
    await expect.poll(() => dialog.count()).toBe(0);
    const voided = events.filter({ hasText: roundKey });
    await expect.poll(() => visibleText(voided)).toContain('적특(무효)');
  },
);
