import { joinFormMessage } from '@hanpan/core/registration/messages';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import {
  button,
  byTestId,
  closeNoticePopups,
  fillJoinForm,
  open,
  openJoinDialog,
  visibleText,
} from '../support/site.ts';
import { newVisitor } from '../support/visitor.ts';

const scenario = useChromium();

/** Waits for the alert popup, returns its text and presses 확인. */
async function readAlert(page: Page): Promise<string> {
  const alert = byTestId(page, 'alert-popup');
  await expect.poll(() => alert.count()).toBe(1);
  const text = await visibleText(alert);
  await button(alert, '확인').click();
  await expect.poll(() => alert.count()).toBe(0);
  return text;
}

scenario(
  'when a visitor submits the join form without the id duplicate check, then it says 아이디 중복체크를 해주세요.',
  desktop,
  async ({ page }) => {
    await open(page);
    await closeNoticePopups(page);
    const dialog = await openJoinDialog(page);
    await fillJoinForm(dialog, newVisitor());
    await button(dialog, '가입신청').click();
    expect(await readAlert(page)).toContain('아이디 중복체크를 해주세요.');
  },
);

scenario(
  'when a visitor checks and submits a 3-character id, then the check passes and the join says the id is too short',
  desktop,
  async ({ page }) => {
    await open(page);
    await closeNoticePopups(page);
    const dialog = await openJoinDialog(page);
    await fillJoinForm(dialog, { ...newVisitor(), loginId: 'abc' });
    // The duplicate check looks only at the characters (spec section 5, "ID check")...
    await dialog.getByTestId('check-login-id').click();
    expect(await readAlert(page)).toContain('사용 하셔도 되는 아이디 입니다.');
    // ...the length is join check 2, which comes before the nick check (spec section 5, "Join checks").
    await button(dialog, '가입신청').click();
    expect(await readAlert(page)).toContain(joinFormMessage.loginIdTooShort);
  },
);
