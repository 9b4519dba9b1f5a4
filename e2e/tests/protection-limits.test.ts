import { protectionText } from '@hanpan/core/api/protection';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import { acknowledgeAlert, button, byTestId, closePopups, open, visibleText } from '../support/site.ts';

const scenario = useChromium();

/** The 24시간 입금 한도 row of the 이용 한도 tab. */
function dayDepositRow(page: Page) {
  return byTestId(page, 'limits-deposit').locator('[data-testid="limit-row"][data-window="day"]');
}

/** Opens the 이용 한도 tab and sets the 24-hour deposit limit to `amount` in its dialog. */
async function editDayDepositLimit(page: Page, amount: number): Promise<void> {
  await open(page, '/mypage?tab=limits');
  await closePopups(page);
  await expect.poll(() => dayDepositRow(page).count()).toBe(1);
  await page.getByRole('button', { name: '24시간 입금 한도 변경' }).click();
  const editor = byTestId(page, 'limit-editor');
  await expect.poll(() => editor.count()).toBe(1);
  await editor.getByLabel('24시간 입금 한도 금액').fill(String(amount));
  await button(editor, '저장').click();
}

for (const [label, viewport] of [
  ['desktop', desktop],
  ['mobile', mobile],
] as const) {
  scenario(
    `when a member sets a 50,000원 daily deposit limit (${label}), then a 60,000원 deposit is refused with the limit and what remains, and a raise shows as pending with its KST time`,
    viewport,
    async ({ page }) => {
      await openAsNewMember(page);

      await editDayDepositLimit(page, 50_000);
      await acknowledgeAlert(page, protectionText.limitSaved);
      await expect.poll(() => visibleText(dayDepositRow(page))).toContain('50,000원');

      await open(page, '/amount/charge');
      await closePopups(page);
      const form = byTestId(page, 'charge-form');
      await expect.poll(() => form.count()).toBe(1);
      await form.locator('#charge-amount').fill('60000');
      await button(form, '충전 신청').click();
      await button(byTestId(page, 'alert-popup'), '예').click();
      const error = form.locator('.form__error');
      await expect.poll(() => visibleText(error)).toContain('24시간 입금 한도를 초과합니다.');
      expect(await visibleText(error)).toContain('50,000원');
      expect(await form.locator('#charge-amount').getAttribute('aria-invalid')).toBe('true');

      // A raise waits out 24 hours: asked first, then shown as pending with its KST time.
      await editDayDepositLimit(page, 100_000);
      const question = byTestId(page, 'alert-popup');
      await expect.poll(() => visibleText(question)).toContain(protectionText.limitPending);
      await button(question, '예').click();
      await acknowledgeAlert(page, protectionText.limitPending);
      const row = dayDepositRow(page);
      await expect
        .poll(() => visibleText(row))
        .toMatch(/100,000원 · \d{4}-\d{2}-\d{2} \d{2}:\d{2} 적용 예정/);
      // Until then the 50,000원 limit still applies.
      expect(await visibleText(row)).toContain('50,000원');
    },
  );
}
