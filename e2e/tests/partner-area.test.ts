import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { byTestId, closeNoticePopups, closePopups, logIn, open } from '../support/site.ts';
import { demo } from '../support/visitor.ts';

const scenario = useChromium();

for (const viewport of [desktop, mobile]) {
  scenario(
    `when partner01 opens 파트너 at ${viewport.width} px, then the dashboard shows and the members tab lists demo01`,
    viewport,
    async ({ page }) => {
      await open(page);
      await closeNoticePopups(page);
      await logIn(page, demo.partner.loginId, demo.partner.password);
      await closeNoticePopups(page);
      const partnerButton = page
        .getByRole('link', { name: '파트너', exact: true })
        .or(page.getByRole('button', { name: '파트너', exact: true }))
        .filter({ visible: true });
      if ((await partnerButton.count()) > 0) await partnerButton.first().click();
      else await open(page, '/agency/index');
      await expect.poll(() => byTestId(page, 'agency-dashboard').count()).toBe(1);
      await closePopups(page);
      await expect.poll(() => page.getByText('전체 회원', { exact: true }).count()).toBe(1);
      await page.getByRole('tab', { name: '회원', exact: true }).click();
      // Other browser tests sign members up with partner01's code, and the list is newest first, so search.
      await page.getByLabel('회원 검색').fill(demo.member.loginId);
      await byTestId(page, 'agency-members').getByRole('button', { name: '검색', exact: true }).click();
      const rows = byTestId(page, 'agency-member-row');
      await expect.poll(() => rows.filter({ hasText: demo.member.loginId }).count()).toBe(1);
      await page.getByRole('tab', { name: '하부 파트너', exact: true }).click();
      await expect
        .poll(() => byTestId(page, 'agency-partner-row').filter({ hasText: '한판매장' }).count())
        .toBe(1);
      await page.getByRole('tab', { name: '가입코드', exact: true }).click();
      await expect
        .poll(() => byTestId(page, 'agency-code-row').filter({ hasText: 'hpdemo2' }).count())
        .toBe(1);
    },
  );
}
