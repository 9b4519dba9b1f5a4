import { loginFailedMessage } from '@hanpan/core/registration/messages';
import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, byTestId, closeNoticePopups, open, visibleText } from '../support/site.ts';
import { demo } from '../support/visitor.ts';

const scenario = useChromium();

scenario(
  'when a member signs in with a wrong password, then the login dialog asks to check the id/password and no session starts',
  desktop,
  async ({ page }) => {
    await open(page);
    await closeNoticePopups(page);
    await button(page, '로그인').click();
    const dialog = byTestId(page, 'login-dialog');
    await dialog.locator('[name="loginId"]').fill(demo.member.loginId);
    await dialog.locator('[name="loginPassword"]').fill('wrong-password');
    await button(dialog, '로그인').click();
    await expect.poll(() => visibleText(dialog)).toContain(loginFailedMessage);
    expect(await byTestId(page, 'header-nick').count()).toBe(0);
  },
);
