import { describe, expect, it } from 'vitest';
import { checkChargeForm, checkExchangeForm } from './payment-checks.ts';

const chargeLimits = { minCharge: 10_000, maxCharge: 5_000_000 };
const exchangeLimits = { minExchange: 10_000, maxExchange: 3_000_000, cash: 50_000 };

describe('checkChargeForm', () => {
  const info = { ...chargeLimits, depositorName: '홍길동' };

  it.each([
    ['', '금액을 입력해 주세요.'],
    ['  ', '금액을 입력해 주세요.'],
    ['abc', '금액을 숫자로 입력해 주세요.'],
    ['9,000', '최소 10,000원 이상 신청해 주세요.'],
    ['5,000,001', '1회 최대 5,000,000원까지 신청할 수 있습니다.'],
  ])('when the amount is "%s", then it is refused with "%s"', (amountText, message) => {
    expect(checkChargeForm({ amountText }, info)).toEqual({ ok: false, field: 'amount', message });
  });

  it('when the member has no registered holder, then the request is refused before it is asked', () => {
    expect(checkChargeForm({ amountText: '10,000' }, { ...info, depositorName: ' ' })).toEqual({
      ok: false,
      field: null,
      message: '등록된 예금주가 없습니다. 고객센터에 문의해 주세요.',
    });
  });

  it('when the amount is within the limits, then the amount is sent', () => {
    expect(checkChargeForm({ amountText: '1,000,000' }, info)).toEqual({ ok: true, amount: 1_000_000 });
  });

  it('when the maximum is 0 (no maximum set), then any readable amount above the minimum passes', () => {
    const check = checkChargeForm({ amountText: '90,000,000' }, { ...info, minCharge: 1, maxCharge: 0 });
    expect(check).toMatchObject({ ok: true, amount: 90_000_000 });
  });
});

describe('checkExchangeForm', () => {
  it.each([
    ['', '', 'amount', '금액을 입력해 주세요.'],
    ['x', '', 'amount', '금액을 숫자로 입력해 주세요.'],
    ['5,000', '', 'exchangePassword', '환전 비밀번호를 입력해주세요.'],
    ['5,000', '1234', 'amount', '최소 10,000원 이상 신청해 주세요.'],
    ['3,000,001', '1234', 'amount', '1회 최대 3,000,000원까지 신청할 수 있습니다.'],
    ['60,000', '1234', 'amount', '보유 캐시가 부족합니다.'],
  ])('when the amount is "%s" and the password "%s", then %s is refused with "%s"', (amountText, exchangePassword, field, message) => {
    expect(checkExchangeForm({ amountText, exchangePassword }, exchangeLimits)).toEqual({
      ok: false,
      field,
      message,
    });
  });

  it('when the amount is all the cash and a password is given, then both are sent as typed', () => {
    expect(checkExchangeForm({ amountText: '50,000', exchangePassword: ' 12 ' }, exchangeLimits)).toEqual({
      ok: true,
      amount: 50_000,
      exchangePassword: ' 12 ',
    });
  });
});
