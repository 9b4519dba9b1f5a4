import { randomInt } from 'node:crypto';
import { staffCode } from '@hanpan/core/api/staff-codes';
import { expect } from 'vitest';
import { desktop, mobile } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';

const scenario = useChromium();

scenario(
  'when an owner adds a support account, then that support staff member enrols TOTP, sees no money menus or actions, and the server refuses a money call with code 3',
  desktop,
  async ({ page, openPage, baseUrl }) => {
    const support = { loginId: `sup${randomInt(100_000, 999_999)}`, password: 'support-pass-1' };
    await openAdmin(page, '/accounts');
    await staffLogIn(page, demoStaff.owner);
    await button(page, '관리자 추가').click();
    const form = page.getByTestId('create-account-dialog');
    await form.getByLabel('아이디 (영문 소문자, 숫자, _ 4~20자)').fill(support.loginId);
    await form.getByLabel('이름').fill('지원담당');
    await form.getByLabel('역할').selectOption('support');
    await form.getByLabel('초기 비밀번호 (10자 이상)').fill(support.password);
    await form.getByLabel('비밀번호 확인').fill(support.password);
    await button(form, '추가').click();
    await expect.poll(() => form.count()).toBe(0);
    const row = page.getByTestId('account-row').filter({ hasText: support.loginId });
    await expect.poll(() => row.count()).toBe(1);
    expect(await visibleText(row)).toContain('미등록');

    const supportPage = await openPage();
    await openAdmin(supportPage);
    await staffLogIn(supportPage, support);
    expect(await visibleText(supportPage.getByTestId('staff-who'))).toContain('고객지원');
    const menu = supportPage.getByRole('navigation', { name: '관리 메뉴' });
    // Each link's first line is its label; a live count badge (e.g. waiting inquiries other scenarios
    // left) follows it.
    const labels = (await menu.getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0]);
    expect(labels).toEqual([
      '대시보드',
      '회원',
      '가입 승인',
      '계좌 변경 요청',
      '이용 제한 회원',
      '파트너 트리',
      '베팅 내역',
      '미정산 목록',
      '회원 채무',
      '공지 · 이벤트',
      '쿠폰',
      '출석체크 설정',
      '1:1 문의',
    ]);
    await expect.poll(() => supportPage.getByTestId('stat-pending-charges').count()).toBe(1);

    // Typed address of a hidden page: the page says so instead of calling the API.
    await openAdmin(supportPage, '/charges');
    await expect.poll(() => supportPage.getByTestId('forbidden').count()).toBe(1);
    expect(await supportPage.getByTestId('charges-table').count()).toBe(0);

    // A member's detail opens, without the 잔액 조정 and 회원 정지 buttons.
    await openAdmin(supportPage, '/members');
    const firstMember = supportPage.getByTestId('member-row').first().getByRole('link');
    await expect.poll(() => firstMember.count()).toBe(1);
    await firstMember.click();
    await expect.poll(() => supportPage.getByTestId('member-cash').count()).toBe(1);
    expect(await button(supportPage, '잔액 조정').count()).toBe(0);
    expect(await button(supportPage, '회원 정지').count()).toBe(0);

    // The server is the authority: the same session calling a money endpoint gets code 3.
    const reply = await supportPage.request.post('/api/staff/charges/approve', {
      data: { id: 1 },
      headers: { Origin: baseUrl },
    });
    expect((await reply.json()).code).toBe(staffCode.forbidden);
  },
);

scenario(
  'when the owner opens the back office on a phone, then the menu is a drawer that opens from the top bar and leads to the deposit queue',
  mobile,
  async ({ page }) => {
    await openAdmin(page);
    await staffLogIn(page, demoStaff.owner);
    const menu = page.getByRole('navigation', { name: '관리 메뉴' });
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole('link', { name: /충전 신청/ }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('heading', { name: '충전 신청' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/admin/charges');
  },
);
