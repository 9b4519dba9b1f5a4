import { describe, expect, it } from 'vitest';
import { isDigits, isHangulLatinDigits, isLatinDigits } from './charsets.ts';

describe('character sets', () => {
  it.each([
    ['abcXYZ019', true, true, false],
    ['0123', true, true, true],
    ['한판', false, true, false],
    ['ㄱㅎㅏㅣ', false, true, false],
    ['', false, false, false],
    ['a b', false, false, false],
    ['a_b', false, false, false],
    ['12-34', false, false, false],
    ['é', false, false, false],
    ['漢字', false, false, false],
    ['１２', false, false, false],
  ])('when the value is "%s", then latin-digits %s, hangul-latin-digits %s, digits %s', (value, latin, hangul, digits) => {
    expect(isLatinDigits(value)).toBe(latin);
    expect(isHangulLatinDigits(value)).toBe(hangul);
    expect(isDigits(value)).toBe(digits);
  });
});
