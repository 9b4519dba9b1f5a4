import { describe, expect, it } from 'vitest';
import { hasDepositBank } from './deposit-account.tsx';

describe('hasDepositBank', () => {
  it('when the account is a new site placeholder or empty, then there is none to transfer to (no request form)', () => {
    expect(
      hasDepositBank({ bankName: '국민은행', bankAccount: '000000-00-000000', bankHolder: '한판' }),
    ).toBe(false);
    expect(hasDepositBank({ bankName: '', bankAccount: '', bankHolder: '' })).toBe(false);
  });

  it('when staff set a real account, then it is shown and the form is offered', () => {
    expect(
      hasDepositBank({ bankName: '국민은행', bankAccount: '123456-78-900000', bankHolder: '데모' }),
    ).toBe(true);
  });
});
