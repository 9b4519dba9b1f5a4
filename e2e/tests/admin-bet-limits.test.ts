import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, byTestId, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';

const scenario = useChromium();

scenario(
  'when the owner changes the minimum stake in 베팅 설정 with a reason, then it is saved, shown after a reload and audited; a bad value is refused in Korean',
  desktop,
  async ({ page }) => {
    await openAdmin(page, '/settings/bets');
    await staffLogIn(page, demoStaff.owner);
    const form = byTestId(page, 'bet-limits-form');
    const minStake = form.getByLabel('최소 베팅금액');
    await expect.poll(() => minStake.inputValue()).toBe('5,000');

    await minStake.fill('1.5');
    await button(form, '저장').click();
    await expect
      .poll(() => visibleText(form))
      .toContain('금액은 0 이상 1,000억 이하의 원 단위 정수로 입력해 주세요.');

    await minStake.fill('6,000');
    await button(form, '저장').click();
    let dialog = byTestId(page, 'bet-limits-confirm');
    expect(await visibleText(dialog)).toContain('최소 베팅금액: 5,000 → 6,000');
    await dialog.getByLabel(/변경 사유/).fill('e2e 최소 베팅금액 조정');
    await button(dialog, '저장').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => visibleText(byTestId(page, 'flash'))).toBe('베팅 설정을 저장했습니다.');

    await page.reload();
    await expect
      .poll(() => byTestId(page, 'bet-limits-form').getByLabel('최소 베팅금액').inputValue())
      .toBe('6,000');
    const saved = await page.evaluate(async () => {
      const reply = await fetch('/api/staff/bets/limits', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return ((await reply.json()) as { data: { minBetCash: number } }).data.minBetCash;
    });
    expect(saved).toBe(6_000);

    await page.getByRole('link', { name: '감사 로그' }).click();
    await page.getByLabel('작업').fill('bets.limits.save');
    await button(page, '검색').click();
    const rows = byTestId(page, 'audit-row').filter({ hasText: 'e2e 최소 베팅금액 조정' });
    await expect.poll(() => rows.count()).toBe(1);

    // Put the default back for the scenarios that bet after this one.
    await page.getByRole('link', { name: '베팅 설정' }).click();
    const again = byTestId(page, 'bet-limits-form');
    await again.getByLabel('최소 베팅금액').fill('5,000');
    await button(again, '저장').click();
    dialog = byTestId(page, 'bet-limits-confirm');
    await dialog.getByLabel(/변경 사유/).fill('e2e 원래 값으로');
    await button(dialog, '저장').click();
    await expect.poll(() => dialog.count()).toBe(0);
  },
);

scenario(
  'when the owner bars demo01 from betting with a reason and lifts it again, then the member page shows the bar, and 베팅 내역 searches without errors',
  desktop,
  async ({ page }) => {
    await openAdmin(page, '/members');
    await staffLogIn(page, demoStaff.owner);
    await page.getByLabel('검색', { exact: true }).fill('demo01');
    await button(page, '검색').click();
    await page.getByRole('link', { name: 'demo01', exact: true }).click();

    await button(page, '베팅 차단').click();
    let dialog = byTestId(page, 'betting-block-dialog');
    await button(dialog, '베팅 차단').click();
    await expect.poll(() => visibleText(dialog)).toContain('사유를 입력해 주세요.');
    await dialog.getByLabel(/차단 사유/).fill('e2e 베팅 차단');
    await button(dialog, '베팅 차단').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => byTestId(page, 'betting-blocked').count()).toBe(1);
    await expect.poll(() => visibleText(byTestId(page, 'flash'))).toBe('demo01 회원의 베팅을 차단했습니다.');

    await button(page, '베팅 차단 해제').click();
    dialog = byTestId(page, 'betting-block-dialog');
    await dialog.getByLabel(/해제 사유/).fill('e2e 차단 해제');
    await button(dialog, '차단 해제').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => byTestId(page, 'betting-blocked').count()).toBe(0);

    await page.getByRole('link', { name: '베팅 내역' }).click();
    await page.getByLabel('회원', { exact: true }).fill('demo01');
    await button(page, '검색').click();
    const list = page.getByText('조건에 맞는 베팅이 없습니다.').or(byTestId(page, 'bets-table'));
    await expect.poll(() => list.count()).toBeGreaterThan(0);
  },
);
