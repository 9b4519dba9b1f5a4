import type { AttendanceRules } from '@hanpan/core/api/promotions';
import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import { acknowledgeAlert, button, byTestId, headerFigure, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';
import { staffApi } from '../support/staff-api.ts';

const scenario = useChromium();

scenario(
  'when staff change the daily points, the 7-day bonus and require a minimum deposit (an over-limit one refused in Korean), then the member sees the new rules with the deposit condition and a check-in without a deposit today is refused in Korean',
  desktop,
  async ({ page: member, openPage }) => {
    const staff = await openPage();
    await openAdmin(staff, '/attendance');
    await staffLogIn(staff, demoStaff.owner);
    // The rules are the site's: the other scenarios expect them as they were.
    const before = await staffApi<AttendanceRules>(staff, 'attendance/rules', {});
    try {
      const form = byTestId(staff, 'attendance-rules-form');
      await expect.poll(() => form.getByLabel('보너스 1 연속 일수').inputValue()).toBe('7');
      // Typed as a person does, clicking into each box: none may lie under another or off the page.
      const typeInto = async (label: string, text: string) => {
        await form.getByLabel(label).click({ clickCount: 3, timeout: 5000 });
        await staff.keyboard.type(text);
      };
      await typeInto('매일 출석 포인트', '150');
      await typeInto('보너스 1 포인트', '2,000');
      expect(await form.getByLabel('보너스 1 포인트').inputValue()).toBe('2,000');
      expect(
        await staff.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      // Over the limit first: refused in Korean, naming 0 (no condition) as allowed.
      await form.getByLabel(/당일 최소 입금액/).fill('200,000,000');
      // The refusal keeps what was typed.
      await button(form, '저장').click();
      await expect.poll(() => form.getByRole('alert').count()).toBe(1);
      expect(await visibleText(form.getByRole('alert'))).toBe(
        '최소 입금액은 0원(조건 없음) 이상 100,000,000원 이하의 정수로 입력해 주세요.',
      );
      expect(await form.getByLabel('매일 출석 포인트').inputValue()).toBe('150');
      await form.getByLabel(/당일 최소 입금액/).fill('10000');
      await button(form, '저장').click();
      await expect.poll(() => form.getByRole('alert').count()).toBe(0);
      await expect.poll(() => visibleText(staff.getByTestId('flash'))).toMatch(/저장/);
      await expect.poll(() => form.getByLabel('매일 출석 포인트').inputValue()).toBe('150');
      expect(await form.getByLabel(/당일 최소 입금액/).inputValue()).toBe('10000');

      await openAsNewMember(member, '/board/attendance');
      const rules = byTestId(member, 'attendance-rules');
      await expect.poll(() => rules.count()).toBe(1);
      await expect.poll(() => visibleText(rules)).toContain('매일 출석 시 150P 지급');
      expect(await visibleText(rules)).toContain('7일 연속 출석 시 2,000P 추가 지급');
      expect(await visibleText(byTestId(member, 'attendance-deposit-rule'))).toBe(
        '당일(한국 시간) 10,000원 이상 입금 후 출석체크할 수 있습니다. (오늘 입금 0원)',
      );

      const check = byTestId(member, 'attendance-check');
      await check.click();
      await acknowledgeAlert(member, '오늘 10,000원 이상 입금해야 출석체크를 할 수 있습니다.');
      const today = byTestId(member, 'attendance-calendar').locator('[aria-current="date"]');
      expect(await today.getAttribute('data-checked')).toBeNull();
      expect(await visibleText(byTestId(member, 'attendance-streak'))).toContain('0일');
      expect(await headerFigure(member, 'header-point')).toBe('0');
      expect(await check.isEnabled()).toBe(true);
    } finally {
      await staffApi(staff, 'attendance/rules/save', before);
    }
  },
);
