import { protectionCode } from '@hanpan/core/api/protection';
import { describe, expect, it } from 'vitest';
import { chargeRefusalOf } from './charge-form.tsx';

const info = {
  minCharge: 10_000,
  maxCharge: 0,
  depositBank: { bankName: '국민은행', bankAccount: '123456-78-900000', bankHolder: '데모' },
  depositorName: '홍길동',
  pending: null,
};

describe('chargeRefusalOf (player protection codes)', () => {
  it('when a deposit limit refuses the request, then the amount field is marked', () => {
    expect(chargeRefusalOf(protectionCode.depositLimit, info)).toEqual({
      field: 'amount',
      message: '입금 한도를 초과합니다. 마이페이지 이용 한도에서 확인해 주세요.',
    });
  });

  it('when a time-out or self-exclusion refuses it, then the form says so instead of a bare code', () => {
    for (const code of [protectionCode.timedOut, protectionCode.selfExcluded]) {
      expect(chargeRefusalOf(code, info).message).toBe('이용 제한 중에는 충전을 신청할 수 없습니다.');
    }
  });
});
