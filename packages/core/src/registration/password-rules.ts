import { joinFieldMaxLength } from './join-form.ts';

/** A password field of the join form. */
export type PasswordField = 'loginPassword' | 'exchangePassword';

/**
 * The rules the join checks apply to each password: 1 to max characters, and whether case counts
 * (the login password is lowercased on join and sign-in, spec section 5; the exchange one is not).
 */
export const passwordRules: Readonly<Record<PasswordField, { maxLength: number; isCaseSensitive: boolean }>> =
  {
    loginPassword: { maxLength: joinFieldMaxLength.loginPassword, isCaseSensitive: false },
    exchangePassword: { maxLength: joinFieldMaxLength.exchangePassword, isCaseSensitive: true },
  };

/** The hint shown under a password field of the join form, stated from `passwordRules`. */
export function passwordRuleHint(field: PasswordField): string {
  const { maxLength, isCaseSensitive } = passwordRules[field];
  const caseText = isCaseSensitive ? '영문 대소문자를 구분합니다.' : '영문 대소문자는 구분하지 않습니다.';
  const use = field === 'exchangePassword' ? ' 환전 신청 때 입력합니다.' : '';
  return `1~${maxLength}자로 입력하세요. ${caseText}${use}`;
}
