import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';
import { demo } from '../support/visitor.ts';

const scenario = useChromium();

/** The digits of a figure such as '12,000원'. */
const digitsOf = (text: string) => Number(text.replace(/[^\d-]/g, ''));

scenario(
  'when the owner adjusts a member balance, then the form refuses a missing reason, the confirmation shows member, account and signed amount, and the cash, the ledger and the audit log show it once',
  desktop,
  async ({ page }) => {
    await openAdmin(page, '/members');
    await staffLogIn(page, demoStaff.owner);
    await page.getByRole('searchbox', { name: '검색' }).fill(demo.member.loginId);
    await button(page, '검색').click();
    const link = page.getByTestId('member-row').getByRole('link', { name: demo.member.loginId, exact: true });
    await expect.poll(() => link.count()).toBe(1);
    await link.click();
    const cash = page.getByTestId('member-cash');
    await expect.poll(() => cash.count()).toBe(1);
    const before = digitsOf(await visibleText(cash));

    await button(page, '잔액 조정').click();
    const dialog = page.getByTestId('adjust-dialog');
    await dialog.getByLabel('계정').selectOption('cash');
    await dialog.getByLabel('금액 (지급은 +, 회수는 -)').fill('+5,000');
    await button(dialog, '확인').click();
    await expect.poll(() => visibleText(dialog)).toContain('사유를 입력해 주세요.');
    await dialog.getByLabel('사유 (필수)').fill('e2e 보상 지급');
    await button(dialog, '확인').click();

    await expect.poll(() => visibleText(dialog.getByTestId('adjust-amount'))).toBe('+5,000원');
    const summary = await visibleText(dialog);
    expect(summary).toContain(demo.member.loginId);
    expect(summary).toContain('캐시');
    // A double click posts once: the key is the dialog's, and the button is disabled in flight.
    await button(dialog, '조정 실행').dblclick();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => visibleText(page.getByTestId('flash'))).toContain('+5,000원');
    await expect.poll(async () => digitsOf(await visibleText(cash))).toBe(before + 5_000);
    const ledger = page.getByTestId('member-ledger');
    await expect.poll(() => ledger.count()).toBe(1);
    expect(await visibleText(ledger.locator('tbody tr').first())).toContain('+5,000원');

    // Points are written in P, in the dialog and in the ledger; the kind reads in Korean.
    await button(page, '잔액 조정').click();
    await dialog.getByLabel('계정').selectOption('point');
    await dialog.getByLabel('금액 (지급은 +, 회수는 -)').fill('100');
    await dialog.getByLabel('사유 (필수)').fill('e2e 포인트 지급');
    await button(dialog, '확인').click();
    await expect.poll(() => visibleText(dialog.getByTestId('adjust-amount'))).toBe('+100P');
    await button(dialog, '조정 실행').click();
    await expect.poll(() => dialog.count()).toBe(0);
    const pointLine = ledger.locator('tbody tr').filter({ hasText: 'e2e 포인트 지급' });
    await expect.poll(() => pointLine.count()).toBe(1);
    expect(await visibleText(pointLine)).toMatch(/잔액 조정\s*포인트\s*\+100P/);

    await page.getByRole('link', { name: '감사 로그' }).click();
    await page.getByLabel('작업').fill('member.balance.adjust');
    await button(page, '검색').click();
    const rows = page.getByTestId('audit-row').filter({ hasText: 'e2e 보상 지급' });
    await expect.poll(() => rows.count()).toBe(1);
  },
);
