import { describe, expect, it } from 'vitest';
import { checkNickFormat } from './nick.ts';

describe('checkNickFormat', () => {
  it.each([
    ['한판왕'],
    ['ㅋㅋㅋ'],
    ['ㅏㅣ'],
    ['ㄱ가a1'],
    ['Hanpan'],
    ['77'],
    ['가'.repeat(10)],
  ])('when the nick is "%s", then it passes the duplicate-check rule', (nick) => {
    expect(checkNickFormat(nick)).toBeNull();
  });

  it.each([
    [''],
    ['한 판'],
    ['한판!'],
    ['han_pan'],
    ['漢字'],
    ['🙂'],
  ])('when the nick is "%s", then it asks for Korean, Latin and digits only', (nick) => {
    expect(checkNickFormat(nick)).toBe('닉네임은 영어,숫자,한글로만 입력하세요.');
  });
});
