// Character sets of the registration rules (spec section 5). Korean letters include the
// compatibility jamo (ㄱ-ㅎ, ㅏ-ㅣ) as well as full syllables (가-힣).
const latinDigits = /^[A-Za-z0-9]+$/;
const hangulLatinDigits = /^[ㄱ-ㅎㅏ-ㅣ가-힣A-Za-z0-9]+$/;
const digits = /^[0-9]+$/;

/** True when `value` is non-empty and only Latin letters and digits. */
export function isLatinDigits(value: string): boolean {
  return latinDigits.test(value);
}

/** True when `value` is non-empty and only Korean letters (jamo included), Latin letters and digits. */
export function isHangulLatinDigits(value: string): boolean {
  return hangulLatinDigits.test(value);
}

/** True when `value` is non-empty and only the digits 0-9. */
export function isDigits(value: string): boolean {
  return digits.test(value);
}
