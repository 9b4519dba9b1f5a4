import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { byTestId, closeNoticePopups, logIn, open } from '../support/site.ts';
import { demo } from '../support/visitor.ts';

const scenario = useChromium();

scenario(
  'when a visitor opens an unknown route, then the page-not-found screen shows',
  desktop,
  async ({ page }) => {
    await open(page, '/no/such/page');
    await expect.poll(() => byTestId(page, 'not-found').count()).toBe(1);
  },
);

for (const { who, account, seesPartner } of [
  { who: 'partner01', account: demo.partner, seesPartner: true },
  { who: 'demo01', account: demo.member, seesPartner: false },
]) {
  scenario(
    `when ${who} logs in, then the 파트너 button is ${seesPartner ? 'shown' : 'not shown'}`,
    desktop,
    async ({ page }) => {
      await open(page);
      await closeNoticePopups(page);
      await logIn(page, account.loginId, account.password);
      await closeNoticePopups(page);
      const partner = page
        .getByRole('link', { name: '파트너', exact: true })
        .or(page.getByRole('button', { name: '파트너', exact: true }))
        .filter({ visible: true });
      expect(await partner.count()).toBe(seesPartner ? 1 : 0);
    },
  );
}
