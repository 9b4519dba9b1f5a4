import { describe, expect, it } from 'vitest';
import { readSignedWon } from './signed-amount.ts';

describe('readSignedWon', () => {
  it.each([
    ['10000', 10_000],
    ['+10,000', 10_000],
    ['-5,000', -5_000],
    [' - 3000 ', -3_000],
    ['100000000000', 100_000_000_000],
  ])('when the input is %j, then it reads %d', (input, amount) => {
    expect(readSignedWon(input)).toEqual({ ok: true, amount });
  });

  it.each([
    ['', '금액을 입력해 주세요.'],
    ['0', '금액은 0이 아니어야 합니다.'],
    ['-0', '금액은 0이 아니어야 합니다.'],
    ['10.5', '금액은 원 단위 정수로 입력해 주세요.'],
    ['1e5', '금액을 숫자로 입력해 주세요.'],
    ['abc', '금액을 숫자로 입력해 주세요.'],
    ['--5', '금액을 숫자로 입력해 주세요.'],
    ['100000000001', '입력한 금액이 너무 큽니다.'],
  ])('when the input is %j, then it is refused with %j', (input, message) => {
    expect(readSignedWon(input)).toEqual({ ok: false, message });
  });
});
