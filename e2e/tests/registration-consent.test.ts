import type { AccountLimits } from '@hanpan/core/api/protection';
import { joinFormMessage } from '@hanpan/core/registration/messages';
import { passwordRuleHint } from '@hanpan/core/registration/password-rules';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import {
  acknowledgeAlert,
  button,
  closeNoticePopups,
  fillJoinForm,
  logIn,
  open,
  openJoinDialog,
  visibleText,
} from '../support/site.ts';
import { newVisitor } from '../support/visitor.ts';

const scenario = useChromium();

for (const viewport of [desktop, mobile]) {
  scenario(
    `when a visitor joins at ${viewport.width} px, then the password rules show under both password fields, the consents link to the rules in a new tab and are required, and a deposit limit can be chosen`,
    viewport,
    async ({ page }) => {
      await open(page);
      await closeNoticePopups(page);
      const dialog = await openJoinDialog(page);
      expect(await visibleText(dialog.locator('#join-loginPassword-hint'))).toBe(
        passwordRuleHint('loginPassword'),
      );
      expect(await visibleText(dialog.locator('#join-exchangePassword-hint'))).toBe(
        passwordRuleHint('exchangePassword'),
      );

      const visitor = newVisitor();
      await fillJoinForm(dialog, visitor);
      // The terms open in a new tab; the form keeps what was typed.
      const termsLink = dialog.getByRole('link', { name: '이용약관', exact: true });
      const opened = page.context().waitForEvent('page');
      await termsLink.click();
      const rulesTab = await opened;
      await rulesTab.waitForLoadState();
      expect(new URL(rulesTab.url()).pathname).toBe('/board/rules');
      await rulesTab.close();
      expect(await dialog.locator('[name="loginId"]').inputValue()).toBe(visitor.loginId);
      expect(
        await dialog.getByRole('link', { name: '개인정보 처리방침', exact: true }).getAttribute('target'),
      ).toBe('_blank');

      await dialog.getByTestId('check-login-id').click();
      await acknowledgeAlert(page, '사용 하셔도 되는 아이디 입니다.');
      await dialog.getByTestId('check-nick').click();
      await acknowledgeAlert(page, '사용하셔도 되는 닉네임 입니다.');
      await dialog.getByTestId('consent-privacy').uncheck();
      await button(dialog, '가입신청').click();
      await acknowledgeAlert(page, joinFormMessage.privacyNotAgreed);

      // Issue 27: the optional deposit limit, 설정 안 함 unless chosen; this visitor joins with one.
      expect(await dialog.getByRole('radio', { name: '설정 안 함' }).isChecked()).toBe(true);
      await dialog.getByRole('radio', { name: '7일' }).check();
      await dialog.getByLabel('7일 입금 한도').fill('300000');

      await dialog.getByTestId('consent-privacy').check();
      await button(dialog, '가입신청').click();
      await acknowledgeAlert(page, '가입신청이 완료되었습니다.');

      await logIn(page, visitor.loginId, visitor.loginPassword);
      const limits = await page.evaluate(() =>
        fetch('/api/account/limits', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }).then((response) => response.json() as Promise<{ data: AccountLimits }>),
      );
      expect(
        limits.data.limits.find((limit) => limit.kind === 'deposit' && limit.window === 'week')?.amount,
      ).toBe(300_000);
    },
  );
}
