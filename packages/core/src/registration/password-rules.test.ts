import { describe, expect, it } from 'vitest';
import { findJoinFormError, type JoinForm, normalizeJoinForm } from './join-form.ts';
import { joinFormMessage as m } from './messages.ts';
import { type PasswordField, passwordRuleHint, passwordRules } from './password-rules.ts';

const validForm: JoinForm = {
  loginId: 'hanpan01',
  loginPassword: 'pass1234',
  nick: '한판왕',
  phoneNum: '01012345678',
  bankName: '국민은행',
  bankAccount: '123-456-789012',
  bankHolder: '홍길동',
  keyCode: 'JOIN01',
  exchangePassword: '1234',
  userdate: '880910',
  agreeTerms: true,
  agreePrivacy: true,
};
const ctx = { isLoginIdChecked: true, isNickChecked: true, today: new Date('2025-06-15T12:00:00+09:00') };
const messageOf = (field: PasswordField, value: string) =>
  findJoinFormError({ ...validForm, [field]: value }, ctx)?.message ?? null;

const cases: { field: PasswordField; tooLong: string; hint: string }[] = [
  {
    field: 'loginPassword',
    tooLong: m.passwordTooLong,
    hint: '1~12자로 입력하세요. 영문 대소문자는 구분하지 않습니다.',
  },
  {
    field: 'exchangePassword',
    tooLong: m.exchangePasswordTooLong,
    hint: '1~12자로 입력하세요. 영문 대소문자를 구분합니다. 환전 신청 때 입력합니다.',
  },
];

describe('passwordRuleHint', () => {
  it.each(cases)('when the hint of $field is read, then it says "$hint"', ({ field, hint }) => {
    expect(passwordRuleHint(field)).toBe(hint);
  });

  it.each(
    cases,
  )('when $field is at the hint maximum, then the join checks take it; one more is refused', (c) => {
    const { maxLength } = passwordRules[c.field];
    expect(messageOf(c.field, 'a'.repeat(maxLength))).toBeNull();
    expect(messageOf(c.field, 'a'.repeat(maxLength + 1))).toBe(c.tooLong);
  });

  it.each(cases)('when $field has capitals, then the stored value keeps case as the hint says', ({
    field,
  }) => {
    const stored = normalizeJoinForm({ ...validForm, [field]: 'AbC1' })[field];
    expect(stored === 'AbC1').toBe(passwordRules[field].isCaseSensitive);
  });
});
