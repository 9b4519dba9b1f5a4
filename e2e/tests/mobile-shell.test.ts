import { expect } from 'vitest';
import { mobile } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { byTestId, closeNoticePopups, expectLoggedOut, logIn, logOut, open } from '../support/site.ts';
import { demo } from '../support/visitor.ts';

const scenario = useChromium();

scenario(
  'when a mobile visitor uses the header toggles, then the left menu and the account panel open and the mask closes them',
  mobile,
  async ({ page }) => {
    await open(page);
    await closeNoticePopups(page);
    const leftMenu = byTestId(page, 'left-menu');
    const accountPanel = byTestId(page, 'account-panel');
    const mask = byTestId(page, 'layer-mask');
    expect(await leftMenu.count()).toBe(0);
    expect(await accountPanel.count()).toBe(0);

    await byTestId(page, 'mobile-menu-toggle').click();
    await expect.poll(() => leftMenu.count()).toBe(1);
    await expect.poll(() => mask.count()).toBe(1);
    // Click the mask where the left menu does not cover it.
    await mask.click({ position: { x: 360, y: 400 } });
    await expect.poll(() => leftMenu.count()).toBe(0);
    await expect.poll(() => mask.count()).toBe(0);

    await byTestId(page, 'mobile-account-toggle').click();
    await expect.poll(() => accountPanel.count()).toBe(1);
    await mask.click({ position: { x: 10, y: 400 } });
    await expect.poll(() => accountPanel.count()).toBe(0);
    await expect.poll(() => mask.count()).toBe(0);
  },
);

scenario(
  'when a mobile member logs in and out through the account panel, then the panel shows their nick and then 로그인 again',
  mobile,
  async ({ page }) => {
    await open(page);
    await closeNoticePopups(page);
    await logIn(page, demo.member.loginId, demo.member.password);
    await closeNoticePopups(page);
    await logOut(page);
    await expectLoggedOut(page);
  },
);
