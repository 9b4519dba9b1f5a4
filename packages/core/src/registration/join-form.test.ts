import { describe, expect, it } from 'vitest';
import {
  findJoinFormError,
  type JoinForm,
  type JoinFormContext,
  joinFieldMaxLength,
  normalizeJoinForm,
} from './join-form.ts';
import { joinFormMessage as m } from './messages.ts';

const validForm: JoinForm = {
  loginId: 'hanpan01',
  loginPassword: 'pass1234',
  passwordConfirm: 'pass1234',
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
const validCtx: JoinFormContext = {
  isLoginIdChecked: true,
  isNickChecked: true,
  today: new Date('2025-06-15T12:00:00+09:00'),
};
const check = (patch: Partial<JoinForm> = {}, ctx: Partial<JoinFormContext> = {}) =>
  findJoinFormError({ ...validForm, ...patch }, { ...validCtx, ...ctx });

type Breaker = {
  rule: string;
  form?: Partial<JoinForm>;
  ctx?: Partial<JoinFormContext>;
  field: string;
  message: string;
};

// One way to break each rule, in the spec's order (section 5).
const breakers: Breaker[] = [
  { rule: 'id checked', ctx: { isLoginIdChecked: false }, field: 'loginId', message: m.loginIdNotChecked },
  { rule: 'id >= 4', form: { loginId: 'abc' }, field: 'loginId', message: m.loginIdTooShort },
  { rule: 'nick checked', ctx: { isNickChecked: false }, field: 'nick', message: m.nickNotChecked },
  {
    rule: 'passwords match',
    form: { passwordConfirm: 'other' },
    field: 'passwordConfirm',
    message: m.passwordMismatch,
  },
  { rule: 'phone filled', form: { phoneNum: '' }, field: 'phoneNum', message: m.phoneEmpty },
  { rule: 'holder filled', form: { bankHolder: ' ' }, field: 'bankHolder', message: m.holderEmpty },
  { rule: 'account filled', form: { bankAccount: '' }, field: 'bankAccount', message: m.accountEmpty },
  { rule: 'join code filled', form: { keyCode: '' }, field: 'keyCode', message: m.joinCodeEmpty },
  {
    rule: 'exchange pw filled',
    form: { exchangePassword: '' },
    field: 'exchangePassword',
    message: m.exchangePasswordEmpty,
  },
  { rule: 'id format', form: { loginId: 'han_pan' }, field: 'loginId', message: m.loginIdFormat },
  { rule: 'nick format', form: { nick: '한' }, field: 'nick', message: m.nickFormat },
  { rule: 'holder format', form: { bankHolder: '홍' }, field: 'bankHolder', message: m.holderFormat },
  { rule: 'phone format', form: { phoneNum: '0101234567' }, field: 'phoneNum', message: m.phoneFormat },
  { rule: 'birth date real', form: { userdate: '991301' }, field: 'userdate', message: m.birthDateInvalid },
  { rule: 'age 19+', form: { userdate: '100101' }, field: 'userdate', message: m.underAge },
  {
    rule: 'password filled',
    form: { loginPassword: '', passwordConfirm: '' },
    field: 'loginPassword',
    message: m.passwordEmpty,
  },
  {
    rule: 'password <= 12',
    form: { loginPassword: 'a'.repeat(13), passwordConfirm: 'a'.repeat(13) },
    field: 'loginPassword',
    message: m.passwordTooLong,
  },
  { rule: 'account charset', form: { bankAccount: '123a' }, field: 'bankAccount', message: m.accountFormat },
  {
    rule: 'account <= 16',
    form: { bankAccount: '1'.repeat(17) },
    field: 'bankAccount',
    message: m.accountTooLong,
  },
  {
    rule: 'exchange pw <= 12',
    form: { exchangePassword: '1'.repeat(13) },
    field: 'exchangePassword',
    message: m.exchangePasswordTooLong,
  },
  {
    rule: 'join code <= 16',
    form: { keyCode: 'K'.repeat(17) },
    field: 'keyCode',
    message: m.joinCodeTooLong,
  },
  { rule: 'bank chosen', form: { bankName: '' }, field: 'bankName', message: m.bankNotChosen },
  { rule: 'terms agreed', form: { agreeTerms: false }, field: 'agreeTerms', message: m.termsNotAgreed },
  {
    rule: 'privacy agreed',
    form: { agreePrivacy: undefined },
    field: 'agreePrivacy',
    message: m.privacyNotAgreed,
  },
];

const touches = (b: Breaker) => [...Object.keys(b.form ?? {}), ...Object.keys(b.ctx ?? {})];

describe('findJoinFormError', () => {
  it('when every field is valid, then there is no error', () => {
    expect(check()).toBeNull();
  });

  it.each(breakers)('when only rule $rule is broken, then $field reports $message', (b) => {
    expect(check(b.form, b.ctx)).toEqual({ field: b.field, message: b.message });
  });

  it.each(breakers)('when rule $rule and any later rule are broken, then $rule is reported', (first) => {
    for (const later of breakers.slice(breakers.indexOf(first) + 1)) {
      // Two breakers on the same field would overwrite each other, so such pairs are skipped.
      if (touches(first).some((key) => touches(later).includes(key))) continue;
      const error = check({ ...first.form, ...later.form }, { ...first.ctx, ...later.ctx });
      expect(error, `with "${later.rule}"`).toEqual({ field: first.field, message: first.message });
    }
  });

  it('when rules 2 and 5 are broken, then rule 2 (id too short) is reported', () => {
    expect(check({ loginId: 'abc', phoneNum: '' })?.message).toBe('아이디는 4자 이상 입력하세요.');
  });

  it('when every rule is broken, then the id check is reported', () => {
    const empty = Object.fromEntries(Object.keys(validForm).map((key) => [key, ''])) as unknown as JoinForm;
    expect(
      findJoinFormError(
        { ...empty, passwordConfirm: 'x' },
        { ...validCtx, isLoginIdChecked: false, isNickChecked: false },
      ),
    ).toEqual({
      field: 'loginId',
      message: m.loginIdNotChecked,
    });
  });

  it.each([
    ['abc', m.loginIdTooShort],
    ['abcd', null],
    ['a'.repeat(12), null],
    ['a'.repeat(13), m.loginIdFormat],
    ['  abc  ', m.loginIdTooShort],
    [' HanPan01 ', null],
    ['한판한판', m.loginIdFormat],
    ['', m.loginIdTooShort],
  ])('when the id is "%s", then the error is %s', (loginId, message) => {
    expect(check({ loginId })?.message ?? null).toBe(message);
  });

  it.each([
    ['한', m.nickFormat],
    ['한판', null],
    ['한판왕한판왕', null],
    ['한판왕한판왕왕', m.nickFormat],
    ['ㅋㅋ', null],
    ['ㅏㅣ', null],
    ['ab12', null],
    ['한 판', m.nickFormat],
    ['한판!', m.nickFormat],
    ['', m.nickFormat],
  ])('when the nick is "%s", then the error is %s', (nick, message) => {
    expect(check({ nick })?.message ?? null).toBe(message);
  });

  it.each([
    ['홍', m.holderFormat],
    ['홍길', null],
    ['가'.repeat(8), null],
    ['가'.repeat(9), m.holderFormat],
    ['Hong Gil', m.holderFormat],
    ['HongGil1', null],
  ])('when the account holder is "%s", then the error is %s', (bankHolder, message) => {
    expect(check({ bankHolder })?.message ?? null).toBe(message);
  });

  it.each([
    ['0101234567', m.phoneFormat],
    ['01012345678', null],
    ['010123456789', m.phoneFormat],
    ['010-1234-5678', null],
    ['010 1234 5678', null],
    ['0101234567a', m.phoneFormat],
    ['+8210123456', m.phoneFormat],
    ['-', m.phoneEmpty],
  ])('when the phone is "%s", then the error is %s', (phoneNum, message) => {
    expect(check({ phoneNum })?.message ?? null).toBe(message);
  });

  it.each([
    ['060615', null],
    ['060616', m.underAge],
    ['040229', null],
    ['050229', m.birthDateInvalid],
    ['991301', m.birthDateInvalid],
    ['88091', m.birthDateInvalid],
    ['8809100', m.birthDateInvalid],
    ['250616', m.birthDateInvalid],
    ['260101', null],
    [' 880910 ', null],
    ['', m.birthDateInvalid],
  ])('when the birth date is "%s" on 2025-06-15, then the error is %s', (userdate, message) => {
    expect(check({ userdate })?.message ?? null).toBe(message);
  });

  it.each([
    ['a'.repeat(12), null],
    ['a'.repeat(13), m.passwordTooLong],
    ['  ', m.passwordEmpty],
  ])('when the password is "%s" and confirmed, then the error is %s', (loginPassword, message) => {
    expect(check({ loginPassword, passwordConfirm: loginPassword })?.message ?? null).toBe(message);
  });

  it('when the confirmation differs only in case, then the passwords do not match', () => {
    expect(check({ loginPassword: 'Pass1234', passwordConfirm: 'pass1234' })?.message).toBe(
      m.passwordMismatch,
    );
  });

  it('when there is no confirmation (server side), then the match rule is skipped', () => {
    expect(check({ passwordConfirm: undefined, loginPassword: 'other12' })).toBeNull();
  });

  it.each([
    ['1234567890123456', null],
    ['12345-67890-1234', null],
    ['12345678901234567', m.accountTooLong],
    ['---', m.accountFormat],
    ['123 456', m.accountFormat],
  ])('when the account is "%s", then the error is %s', (bankAccount, message) => {
    expect(check({ bankAccount })?.message ?? null).toBe(message);
  });

  it.each([
    ['exchangePassword', '1'.repeat(12), null],
    ['exchangePassword', '1'.repeat(13), m.exchangePasswordTooLong],
    ['keyCode', 'K'.repeat(16), null],
    ['keyCode', 'K'.repeat(17), m.joinCodeTooLong],
    ['bankName', '외국은행', m.bankNotChosen],
    ['bankName', '한미은행', null],
  ])('when %s is "%s", then the error is %s', (field, value, message) => {
    expect(check({ [field]: value })?.message ?? null).toBe(message);
  });
});

describe('joinFieldMaxLength', () => {
  it('when read, then it holds the field limits of spec section 5', () => {
    expect(joinFieldMaxLength).toEqual({
      loginPassword: 12,
      bankAccount: 16,
      bankHolder: 16,
      exchangePassword: 12,
      keyCode: 16,
    });
  });
});

describe('normalizeJoinForm', () => {
  it('when normalized, then strings are trimmed, id and password lowercased, phone stripped and the confirmation dropped', () => {
    const form: JoinForm = {
      loginId: ' HanPan01 ',
      loginPassword: ' PassWORD1 ',
      passwordConfirm: ' PassWORD1 ',
      nick: ' 한판Wang ',
      phoneNum: ' 010-1234 5678 ',
      bankName: ' 국민은행 ',
      bankAccount: ' 123-456 ',
      bankHolder: ' 홍길동 ',
      keyCode: ' JOIN01 ',
      exchangePassword: ' 12AB ',
      kakaoId: ' Kakao ',
      userdate: ' 880910 ',
      smsCode: ' 1234 ',
    };
    expect(normalizeJoinForm(form)).toEqual({
      loginId: 'hanpan01',
      loginPassword: 'password1',
      nick: '한판Wang',
      phoneNum: '01012345678',
      bankName: '국민은행',
      bankAccount: '123-456',
      bankHolder: '홍길동',
      keyCode: 'JOIN01',
      exchangePassword: '12AB',
      kakaoId: 'Kakao',
      userdate: '880910',
      smsCode: '1234',
    });
  });

  it('when optional fields are absent, then they stay absent', () => {
    const normalized = normalizeJoinForm(validForm);
    expect('kakaoId' in normalized).toBe(false);
    expect('smsCode' in normalized).toBe(false);
    expect('passwordConfirm' in normalized).toBe(false);
  });

  it('when normalized twice, then nothing changes the second time', () => {
    const once = normalizeJoinForm({ ...validForm, loginId: ' ABCD ', phoneNum: '010-1234-5678' });
    expect(normalizeJoinForm(once)).toEqual(once);
  });
});
