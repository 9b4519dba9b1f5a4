import { describe, expect, it } from 'vitest';
import { type MoneySettingsForm, readMoneySettingsForm } from './money-settings-form.ts';

const valid: MoneySettingsForm = {
  minCharge: '10,000',
  maxCharge: '5000000',
  minExchange: '10000',
  maxExchange: '5000000',
  minPointConversion: '1000',
  exchangeDualApprovalAmount: '3000000',
  agencySettlementDualApprovalAmount: '2,000,000',
  bankName: '국민은행',
  bankAccount: '123-456-7890',
  bankHolder: '한판',
};

describe('readMoneySettingsForm', () => {
  it('when every field is valid, then it gives the settings with numbers and the bank', () => {
    const reading = readMoneySettingsForm(valid);
    expect(reading).toEqual({
      ok: true,
      settings: {
        minCharge: 10_000,
        maxCharge: 5_000_000,
        minExchange: 10_000,
        maxExchange: 5_000_000,
        minPointConversion: 1_000,
        exchangeDualApprovalAmount: 3_000_000,
        agencySettlementDualApprovalAmount: 2_000_000,
        depositBank: { bankName: '국민은행', bankAccount: '123-456-7890', bankHolder: '한판' },
      },
    });
  });

  it('when amounts are not whole numbers or out of range, then each field gets a Korean message', () => {
    const reading = readMoneySettingsForm({ ...valid, minCharge: '1.5', maxCharge: '0', minExchange: 'abc' });
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.fieldErrors).toEqual({
      minCharge: '숫자(원 단위 정수)로 입력해 주세요.',
      maxCharge: '1 이상으로 입력해 주세요.',
      minExchange: '숫자(원 단위 정수)로 입력해 주세요.',
    });
  });

  it('when a bank field is empty or too long, then core Korean messages are shown', () => {
    const reading = readMoneySettingsForm({ ...valid, bankName: ' ', bankHolder: 'x'.repeat(31) });
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.fieldErrors).toEqual({
      bankName: '은행명을 입력해 주세요.',
      bankHolder: '30자 이하로 입력해 주세요.',
    });
  });

  it('when the minimum is above the maximum, then the form says so', () => {
    const reading = readMoneySettingsForm({ ...valid, minCharge: '6000000' });
    expect(reading).toEqual({ ok: false, fieldErrors: {}, formError: '최소 충전 금액이 최대보다 큽니다.' });
  });
});
