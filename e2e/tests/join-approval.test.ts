import { signInApprovalMessage } from '@hanpan/core/registration/messages';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import {
  button,
  byTestId,
  closePopups,
  open,
  openLoginDialog,
  register,
  visibleText,
  waitForInitialData,
} from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';
import { staffApi } from '../support/staff-api.ts';
import { newVisitor } from '../support/visitor.ts';

const scenario = useChromium();

/** Turns 가입승인 on through the back office's 가입 설정 page. */
async function turnApprovalOn(staff: Page): Promise<void> {
  await staff.getByRole('link', { name: '가입 설정', exact: true }).click();
  const form = byTestId(staff, 'join-settings-form');
  await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(1);
  await form.getByLabel(/가입승인 사용/).check();
  await button(form, '저장').click();
  await expect.poll(() => visibleText(staff.getByTestId('flash'))).toContain('가입승인을 켰습니다.');
}

for (const viewport of [desktop, mobile]) {
  scenario(
    `when 가입승인 is on and a visitor joins at ${viewport.width} px, then login says it awaits approval until staff approve in the queue, then the member logs in`,
    viewport,
    async ({ page, openPage }) => {
      const staff = await openPage({ viewport: desktop });
      await openAdmin(staff);
      await staffLogIn(staff, demoStaff.owner);
      try {
        await turnApprovalOn(staff);

        const visitor = newVisitor();
        await open(page);
        await closePopups(page);
        // The join answers the spec's 가입신청이 완료되었습니다. (register waits for it).
        await register(page, visitor);
        const dialog = await openLoginDialog(page);
        await dialog.locator('[name="loginId"]').fill(visitor.loginId);
        await dialog.locator('[name="loginPassword"]').fill(visitor.loginPassword);
        await button(dialog, '로그인').click();
        await expect.poll(() => visibleText(dialog)).toContain(signInApprovalMessage.awaitingApproval);
        expect(await byTestId(page, 'header-nick').count()).toBe(0);

        await staff.getByRole('link', { name: '가입 승인', exact: true }).click();
        const row = staff.getByTestId('pending-member-row').filter({ hasText: visitor.loginId });
        await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
        await button(row, '승인').click();
        const review = staff.getByTestId('member-review-dialog');
        expect(await visibleText(review)).toContain(visitor.loginId);
        await button(review, '승인').click();
        await expect.poll(() => visibleText(staff.getByTestId('flash'))).toContain('가입을 승인했습니다.');
        await expect.poll(() => row.count()).toBe(0);

        const reloaded = waitForInitialData(page);
        await button(dialog, '로그인').click();
        await reloaded;
        await expect
          .poll(() => byTestId(page, 'header-nick').count(), { timeout: 15_000 })
          .toBeGreaterThan(0);
      } finally {
        // The suite shares one server: every other scenario joins without approval.
        await staffApi(staff, 'settings/join/save', { requireJoinApproval: false });
      }
    },
  );
}
