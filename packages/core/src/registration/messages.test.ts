import { describe, expect, it } from 'vitest';
import { joinCode } from '../api/auth-codes.ts';
import {
  joinFormMessage,
  joinResultMessage,
  loginFailedMessage,
  loginIdCheckMessage,
  nickCheckMessage,
} from './messages.ts';

describe('joinResultMessage', () => {
  it.each([
    [0, undefined, '가입신청이 완료되었습니다.'],
    [0, 3, '가입신청이 완료되었습니다.'],
    [1, 1, '가입신청이 완료되었습니다.'],
    [1, 2, '가입코드가 확인되지 않습니다, 또는 전화번호가 형식에 맞지 않습니다.'],
    [1, 3, 'SMS 인증 번호가 다릅니다.'],
    [1, 4, '유효한 코드가 없습니다.'],
    [1, undefined, '잘못된 항목이 있습니다.'],
    [1, 5, '잘못된 항목이 있습니다.'],
    [2, undefined, '잘못된 항목이 있습니다.'],
    [3, 1, '중복된 아이디가 있습니다.'],
    [3, 2, '중복된 닉네임이 있습니다.'],
    [3, 3, '중복된 전화번호가 있습니다.'],
    [3, 4, '중복된 계좌번호가 있습니다.'],
    [3, undefined, '잘못된 항목이 있습니다.'],
    [3, 0, '잘못된 항목이 있습니다.'],
    [4, undefined, '잘못된 항목이 있습니다.'],
    [99, undefined, '잘못된 항목이 있습니다.'],
    [-1, 1, '잘못된 항목이 있습니다.'],
  ])('when the join reply has code %s and subCode %s, then the client shows "%s"', (code, subCode, text) => {
    expect(joinResultMessage(code, subCode)).toBe(text);
  });

  it('when code 2 carries a message, then that message is shown', () => {
    expect(joinResultMessage(joinCode.invalid, undefined, '전화번호는 숫자 11자리로 입력하세요.')).toBe(
      '전화번호는 숫자 11자리로 입력하세요.',
    );
  });

  it('when code 2 carries a blank message, then the generic text is shown', () => {
    expect(joinResultMessage(joinCode.invalid, undefined, '  ')).toBe('잘못된 항목이 있습니다.');
  });

  it.each([0, 1, 3, 4])('when code %i carries a message, then the catalogue text wins', (code) => {
    expect(joinResultMessage(code, 2, 'server text')).not.toBe('server text');
  });
});

describe('spec texts', () => {
  it.each([
    [loginIdCheckMessage.invalid, '아이디는 영어,숫자로만 입력하세요.'],
    [loginIdCheckMessage.usable, '사용 하셔도 되는 아이디 입니다.'],
    [loginIdCheckMessage.duplicate, '중복되는 아이디가 있습니다.!!'],
    [nickCheckMessage.invalid, '닉네임은 영어,숫자,한글로만 입력하세요.'],
    [nickCheckMessage.usable, '사용하셔도 되는 닉네임 입니다.'],
    [nickCheckMessage.duplicate, '중복되는 닉네임이 있습니다.!!'],
    [joinFormMessage.loginIdNotChecked, '아이디 중복체크를 해주세요.'],
    [joinFormMessage.passwordMismatch, '비밀번호가 서로 다릅니다.'],
    [joinFormMessage.exchangePasswordEmpty, '환전 비밀번호를 입력해주세요.'],
    [joinFormMessage.birthDateInvalid, '올바른 생년월일을 작성 하세요.'],
    [loginFailedMessage, '아이디 또는 비밀번호를 확인해 주세요.'],
  ])('when "%s" is shown, then it is the spec text verbatim', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('when any join form message is shown, then it is Korean and ends with a period', () => {
    for (const text of Object.values(joinFormMessage)) {
      expect(text).toMatch(/[가-힣].*\.$/);
    }
  });
});
