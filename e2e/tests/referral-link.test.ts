import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import {
  acknowledgeAlert,
  button,
  byTestId,
  closePopups,
  fillJoinForm,
  open,
  openJoinDialog,
  visibleText,
} from '../support/site.ts';
import { newVisitor } from '../support/visitor.ts';

const scenario = useChromium();

scenario(
  'when a member copies their referral link and a newcomer joins with it, then the referrer sees the referee',
  desktop,
  async ({ page, openPage }) => {
    // The demo seed turns isHeader on, so /amount/recommend is there for every member.
    const referrer = await openAsNewMember(page, '/amount/recommend');
    const link = byTestId(page, 'referral-link');
    await expect.poll(() => visibleText(link), { timeout: 15_000 }).toContain('/?ref=');
    const url = new URL((await visibleText(link)).trim());
    const code = url.searchParams.get('ref') ?? '';
    await byTestId(page, 'referral-link-copy').click();
    await acknowledgeAlert(page, /복사/);

    const guest = await openPage({ viewport: desktop });
    await open(guest, `${url.pathname}${url.search}`);
    await closePopups(guest);
    const dialog = await openJoinDialog(guest);
    expect(await dialog.locator('[name="keyCode"]').inputValue()).toBe(code);
    const newcomer = { ...newVisitor(), keyCode: code };
    await fillJoinForm(dialog, newcomer);
    await dialog.getByTestId('check-login-id').click();
    await acknowledgeAlert(guest, '사용 하셔도 되는 아이디 입니다.');
    await dialog.getByTestId('check-nick').click();
    await acknowledgeAlert(guest, '사용하셔도 되는 닉네임 입니다.');
    await button(dialog, '가입신청').click();
    await acknowledgeAlert(guest, '가입신청이 완료되었습니다.');

    await open(page, '/amount/recommend');
    await closePopups(page);
    const rows = byTestId(page, 'referee-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    expect(await visibleText(rows.first())).toContain(`${newcomer.nick.slice(0, 2)}***`);
    expect(referrer.loginId).not.toBe(newcomer.loginId);
  },
);
