import { describe, expect, it } from 'vitest';
import { checkLoginIdFormat, normalizeLoginId } from './login-id.ts';

describe('checkLoginIdFormat', () => {
  it.each([
    ['abc'],
    ['hanpan01'],
    ['HanPan01'],
    ['1234'],
    ['a'.repeat(20)],
  ])('when the id is "%s", then it passes the duplicate-check rule', (loginId) => {
    expect(checkLoginIdFormat(loginId)).toBeNull();
  });

  it.each([
    [''],
    ['han pan'],
    [' hanpan'],
    ['han_pan'],
    ['한판01'],
    ['hanpan!'],
    ['ｈａｎ'],
  ])('when the id is "%s", then it asks for letters and digits only', (loginId) => {
    expect(checkLoginIdFormat(loginId)).toBe('아이디는 영어,숫자로만 입력하세요.');
  });
});

describe('normalizeLoginId', () => {
  it.each([
    ['hanpan01', 'hanpan01'],
    ['  HanPan01 ', 'hanpan01'],
    ['\tABC\n', 'abc'],
  ])('when the id is "%s", then it is stored as "%s"', (loginId, expected) => {
    expect(normalizeLoginId(loginId)).toBe(expected);
  });
});
