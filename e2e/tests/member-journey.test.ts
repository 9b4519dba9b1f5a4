import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import {
  byTestId,
  closeNoticePopups,
  expectLoggedOut,
  headerFigure,
  logIn,
  logOut,
  open,
  register,
  visibleText,
} from '../support/site.ts';
import { newVisitor } from '../support/visitor.ts';

const scenario = useChromium();

for (const [label, viewport] of [
  ['desktop', desktop],
  ['mobile', mobile],
] as const) {
  scenario(
    `when a new visitor registers with the demo join code and logs in (${label}), then the header shows Lv.1, the nick, cash 0 and point 0, and logging out brings back 로그인`,
    viewport,
    async ({ page }) => {
      const visitor = newVisitor();
      await open(page);
      await closeNoticePopups(page);

      await register(page, visitor);
      await logIn(page, visitor.loginId, visitor.loginPassword);

      await closeNoticePopups(page);
      await expect.poll(() => visibleText(byTestId(page, 'header-level').first())).toBe('Lv.1');
      await expect.poll(() => visibleText(byTestId(page, 'header-nick').first())).toContain(visitor.nick);
      expect(await headerFigure(page, 'header-cash')).toBe('0');
      expect(await headerFigure(page, 'header-point')).toBe('0');
      // agencyCash is shown only when above 0 (spec section 2).
      expect(await byTestId(page, 'header-agency-cash').count()).toBe(0);

      await logOut(page);
      await expectLoggedOut(page);
      expect(await byTestId(page, 'header-nick').count()).toBe(0);
    },
  );
}
