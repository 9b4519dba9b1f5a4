import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile, type Viewport } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';

const scenario = useChromium();

/** Runs a KST day from the page's 정산 실행 form, confirming in the dialog. */
async function runDay(page: Page, day: string): Promise<void> {
  await page.getByLabel('정산일(KST)').fill(day);
  await button(page, '정산 실행').first().click();
  const dialog = page.getByTestId('confirm-dialog');
  expect(await visibleText(dialog)).toContain(day);
  await button(dialog, '정산 실행').click();
  await expect.poll(() => visibleText(page.getByTestId('flash'))).toContain(`${day} 정산`);
}

/** Shows the settlements of one day. */
async function showDay(page: Page, day: string): Promise<void> {
  await page.getByLabel('시작일').fill(day);
  await page.getByLabel('종료일').fill(day);
}

for (const [name, viewport] of [
  ['1440px', desktop],
  ['375px', mobile],
] as [string, Viewport][]) {
  scenario(
    `when staff run a day, hold a partner and release its next day on 정산 관리 at ${name}, then each step shows`,
    viewport,
    async ({ page }) => {
      // Days of 2025 of their own: another scenario's runs never meet these.
      const month = String(randomInt(1, 10)).padStart(2, '0');
      const first = `2025-${month}-${String(randomInt(10, 27))}`;
      const next = `2025-${month}-${String(Number(first.slice(8)) + 1)}`;
      await openAdmin(page, '/partners/settlements');
      await staffLogIn(page, demoStaff.owner);
      await expect.poll(() => page.getByTestId('settlement-page').count()).toBe(1);

      await runDay(page, first);
      await showDay(page, first);
      const rows = page.getByTestId('settlement-row');
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      const row = rows.first();
      expect(await visibleText(row)).toContain('지급');
      await button(row, '내역 0건').click();
      expect(await visibleText(page.getByTestId('settlement-page'))).toContain('정산 내역이 없습니다.');
      const partner = (await visibleText(row)).match(/#(\d+)/)?.[1];
      await button(row, '보류').click();
      const hold = page.getByTestId('settlement-action-dialog');
      await hold.getByLabel('사유 (필수)').fill('e2e 검토');
      await button(hold, '정산 보류').click();
      await expect.poll(() => visibleText(page.getByTestId('flash'))).toContain('정산을 보류했습니다');

      await runDay(page, next);
      await showDay(page, next);
      await page.getByLabel('상태').selectOption('held');
      // The day in the filter too: until the list reloads, it still shows the first day's row.
      const held = page
        .getByTestId('settlement-row')
        .filter({ hasText: `#${partner}` })
        .filter({ hasText: next });
      await expect.poll(() => held.count()).toBe(1);
      expect(await visibleText(held)).toContain('보류');
      await button(held, '보류 해제 지급').click();
      const release = page.getByTestId('settlement-action-dialog');
      await release.getByLabel('사유 (필수)').fill('e2e 확인');
      await button(release, '보류 해제 지급').click();
      await expect.poll(() => visibleText(page.getByTestId('flash'))).toContain('보류를 해제하고 1건');

      // Usable on a phone: the page itself never scrolls sideways (wide tables scroll in their wrapper).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
}
