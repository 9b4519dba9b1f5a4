import type { JoinRequest } from '../api/auth.ts';
import { isKnownBank } from '../banks.ts';
import { isAdult, parseBirthDate } from './birth-date.ts';
import { isDigits, isHangulLatinDigits, isLatinDigits } from './charsets.ts';
import { normalizeLoginId } from './login-id.ts';
import { joinFormMessage as m } from './messages.ts';

/** The join form: the /user/join payload plus the password confirmation only the browser has. */
export type JoinForm = JoinRequest & { passwordConfirm?: string };

/** The form field a join check failed on. */
export type JoinFormField = keyof JoinForm;

/** The first failing join check: the field to focus and the Korean message to show. */
export type JoinFormError = { field: JoinFormField; message: string };

/** What the checks need besides the form: the duplicate-check state and the day (for age). */
export type JoinFormContext = { isLoginIdChecked: boolean; isNickChecked: boolean; today: Date };

/** Maximum lengths of spec section 5, "Field limits" (also usable as input maxLength). */
export const joinFieldMaxLength = {
  loginPassword: 12,
  bankAccount: 16,
  bankHolder: 16,
  exchangePassword: 12,
  keyCode: 16,
} as const;

type Rule = readonly [
  JoinFormField,
  string,
  (form: JoinRequest, raw: JoinForm, ctx: JoinFormContext) => boolean,
];

const isFilled = (value: string) => value.length > 0;
const isWithin = (value: string, min: number, max: number) => value.length >= min && value.length <= max;
const isAtMost = (value: string, field: keyof typeof joinFieldMaxLength) =>
  value.length <= joinFieldMaxLength[field];

// Each rule says what must hold. Their order is the spec's (section 5): join checks 1-5, then the
// format rules, then the field limits and the bank; only the first broken one is reported.
const rules: readonly Rule[] = [
  ['loginId', m.loginIdNotChecked, (_, __, ctx) => ctx.isLoginIdChecked],
  ['loginId', m.loginIdTooShort, (f) => f.loginId.length >= 4],
  ['nick', m.nickNotChecked, (_, __, ctx) => ctx.isNickChecked],
  // The server has no confirmation field; it passes undefined and skips this rule.
  [
    'passwordConfirm',
    m.passwordMismatch,
    (_, raw) => raw.passwordConfirm === undefined || raw.passwordConfirm === raw.loginPassword,
  ],
  ['phoneNum', m.phoneEmpty, (f) => isFilled(f.phoneNum)],
  ['bankHolder', m.holderEmpty, (f) => isFilled(f.bankHolder)],
  ['bankAccount', m.accountEmpty, (f) => isFilled(f.bankAccount)],
  ['keyCode', m.joinCodeEmpty, (f) => isFilled(f.keyCode)],
  ['exchangePassword', m.exchangePasswordEmpty, (f) => isFilled(f.exchangePassword)],
  ['loginId', m.loginIdFormat, (f) => isLatinDigits(f.loginId) && isWithin(f.loginId, 4, 12)],
  ['nick', m.nickFormat, (f) => isHangulLatinDigits(f.nick) && isWithin(f.nick, 2, 6)],
  ['bankHolder', m.holderFormat, (f) => isHangulLatinDigits(f.bankHolder) && isWithin(f.bankHolder, 2, 8)],
  ['phoneNum', m.phoneFormat, (f) => isDigits(f.phoneNum) && f.phoneNum.length === 11],
  // Product rule: exactly YYMMDD, a real past date (the spec only says 1 to 7 characters).
  ['userdate', m.birthDateInvalid, (f, _, ctx) => parseBirthDate(f.userdate, ctx.today) !== null],
  ['userdate', m.underAge, (f, _, ctx) => isAdult(parseBirthDate(f.userdate, ctx.today)!, ctx.today)],
  ['loginPassword', m.passwordEmpty, (f) => isFilled(f.loginPassword)],
  ['loginPassword', m.passwordTooLong, (f) => isAtMost(f.loginPassword, 'loginPassword')],
  ['bankAccount', m.accountFormat, (f) => /^[0-9-]+$/.test(f.bankAccount) && /[0-9]/.test(f.bankAccount)],
  ['bankAccount', m.accountTooLong, (f) => isAtMost(f.bankAccount, 'bankAccount')],
  // Implied by the 2-8 format rule above; kept so each spec limit is stated once, here.
  ['bankHolder', m.holderTooLong, (f) => isAtMost(f.bankHolder, 'bankHolder')],
  ['exchangePassword', m.exchangePasswordTooLong, (f) => isAtMost(f.exchangePassword, 'exchangePassword')],
  ['keyCode', m.joinCodeTooLong, (f) => isAtMost(f.keyCode, 'keyCode')],
  ['bankName', m.bankNotChosen, (f) => isKnownBank(f.bankName)],
  // Product rule after the spec's: both consents are required to join (issue 23).
  ['agreeTerms', m.termsNotAgreed, (f) => f.agreeTerms === true],
  ['agreePrivacy', m.privacyNotAgreed, (f) => f.agreePrivacy === true],
];

/**
 * The payload to send and store: every string trimmed, login id and password lowercased
 * (spec section 5), '-' and spaces removed from the phone number, the confirmation dropped.
 */
export function normalizeJoinForm(form: JoinForm): JoinRequest {
  const { passwordConfirm: _confirm, ...request } = form;
  const trimmed = Object.fromEntries(
    Object.entries(request).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as JoinRequest;
  return {
    ...trimmed,
    loginId: normalizeLoginId(trimmed.loginId),
    loginPassword: trimmed.loginPassword.toLowerCase(),
    phoneNum: trimmed.phoneNum.replace(/[\s-]/g, ''),
  };
}

/** The bank fields of a join form; a bank account change request (마이페이지) carries the same three. */
export type BankFields = Pick<JoinRequest, 'bankName' | 'bankAccount' | 'bankHolder'>;

const bankFieldNames: readonly JoinFormField[] = ['bankName', 'bankAccount', 'bankHolder'];

/** The first join rule the bank fields break (registration's rules and order, trimmed), or null. */
export function findBankFieldsError(fields: BankFields): JoinFormError | null {
  const trimmed = {
    bankName: fields.bankName.trim(),
    bankAccount: fields.bankAccount.trim(),
    bankHolder: fields.bankHolder.trim(),
  } as JoinRequest;
  // The bank rules read only the fields: the context is never consulted.
  const ctx: JoinFormContext = { isLoginIdChecked: true, isNickChecked: true, today: new Date(0) };
  for (const [field, message, holds] of rules) {
    if (bankFieldNames.includes(field) && !holds(trimmed, trimmed, ctx)) return { field, message };
  }
  return null;
}

/** The first join rule the form breaks, in the spec's order, or null. Checks the normalized form. */
export function findJoinFormError(form: JoinForm, ctx: JoinFormContext): JoinFormError | null {
  const normalized = normalizeJoinForm(form);
  for (const [field, message, holds] of rules) {
    if (!holds(normalized, form, ctx)) return { field, message };
  }
  return null;
}
