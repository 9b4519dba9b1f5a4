import { describe, expect, it } from 'vitest';
import { checkCashToPoint, conversionReplyText } from './conversions.ts';

describe('conversionReplyText', () => {
  it('when the server explains itself, then its message is shown', () => {
    expect(conversionReplyText('pointToCash', 2, '최소 전환 포인트(5,000P)가 되지 않습니다.')).toBe(
      '최소 전환 포인트(5,000P)가 되지 않습니다.',
    );
  });

  it.each([
    ['pointToCash', 0, '포인트가 캐시로 전환되었습니다.'],
    ['pointToCash', 1, '전환할 포인트가 없습니다.'],
    ['pointToCash', 2, '최소 전환 포인트가 되지 않습니다.'],
    ['cashToPoint', 0, '캐시가 포인트로 전환되었습니다.'],
    ['cashToPoint', 6, '보유 캐시가 부족합니다.'],
    ['agencyCashToPoint', 0, '정산금이 포인트로 전환되었습니다.'],
    ['agencyCashToPoint', 1, '전환할 정산금이 없습니다.'],
    ['agencyCashToCash', 0, '정산금이 캐시로 전환되었습니다.'],
    ['agencyCashToCash', 7, '정산금 전환에 실패했습니다. (7)'],
  ] as const)('when %s replies code %d without a message, then "%s" is shown', (kind, code, text) => {
    expect(conversionReplyText(kind, code)).toBe(text);
  });
});

describe('checkCashToPoint', () => {
  it.each([
    ['', '전환할 금액을 입력해 주세요.'],
    ['abc', '금액을 숫자로 입력해 주세요.'],
    ['0', '금액은 0보다 커야 합니다.'],
    ['10,001', '보유 캐시가 부족합니다.'],
  ])('when "%s" is entered with 10,000 cash, then it is refused with "%s"', (text, message) => {
    expect(checkCashToPoint(text, 10_000)).toEqual({ ok: false, message });
  });

  it('when the amount is at most the cash, then it is sent', () => {
    expect(checkCashToPoint('10,000', 10_000)).toEqual({ ok: true, amount: 10_000 });
  });
});
