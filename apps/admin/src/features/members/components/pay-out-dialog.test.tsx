import { paymentText } from '@hanpan/core/api/payments';
import type { AccountLimits } from '@hanpan/core/api/protection';
import { amountProblemText } from '@hanpan/core/money/amount';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PayOutButton } from './member-protection-panel.tsx';
import { PayOutDialog, PayOutReviewStep, payOutDoneText, readPayOutAmount } from './pay-out-dialog.tsx';

// Rendered to HTML with react-dom (the admin package has no DOM environment).

const member = {
  id: 7,
  loginId: 'hong12',
  nick: '홍길동',
  cash: 1_234_567,
  bankName: '국민은행',
  bankAccount: '123456-78-901234',
  bankHolder: '홍길동',
};

const limits: AccountLimits = { limits: [], realityCheckMinutes: 0, askDepositLimit: false, block: null };

describe('잔액 출금 처리', () => {
  it('when the dialog opens, then the whole cash is the amount with commas and the account is masked', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <PayOutDialog member={member} onClose={() => {}} onDone={() => {}} />
      </QueryClientProvider>,
    );
    expect(html).toContain('잔액 출금 처리');
    expect(html).toContain('value="1,234,567"');
    expect(html).toContain('1,234,567원');
    expect(html).toContain('국민은행 ****1234 (홍길동)');
    expect(html).not.toContain('123456-78-901234');
    expect(html).toContain('확인');
  });

  it('when the amount was accepted, then the confirmation shows it, the account and the cash after', () => {
    const html = renderToStaticMarkup(
      <PayOutReviewStep member={member} amount={1_000_000} message={null}>
        <button type="button">출금 처리</button>
      </PayOutReviewStep>,
    );
    expect(html).toContain('hong12 (홍길동)');
    expect(html).toContain('국민은행 ****1234 (홍길동)');
    expect(html).toContain('1,000,000원');
    expect(html).toContain('1,234,567원 → 234,567원');
    expect(html).toContain('이대로 출금 신청을 만들까요?');
    const refused = renderToStaticMarkup(
      <PayOutReviewStep member={member} amount={1_000_000} message={paymentText.insufficientBalance}>
        {null}
      </PayOutReviewStep>,
    );
    expect(refused).toContain(`role="alert">${paymentText.insufficientBalance}`);
  });

  it('when staff type an amount, then whole won from 1 to the cash is read, anything else named in Korean', () => {
    expect(readPayOutAmount('1,234,567', member.cash)).toEqual({ ok: true, amount: 1_234_567 });
    expect(readPayOutAmount('1000', member.cash)).toEqual({ ok: true, amount: 1_000 });
    expect(readPayOutAmount('1,234,568', member.cash)).toEqual({
      ok: false,
      message: paymentText.insufficientBalance,
    });
    expect(readPayOutAmount('0', member.cash)).toEqual({ ok: false, message: amountProblemText.notPositive });
    expect(readPayOutAmount('-5', member.cash)).toEqual({
      ok: false,
      message: amountProblemText.notPositive,
    });
    expect(readPayOutAmount('10.5', member.cash)).toEqual({ ok: false, message: amountProblemText.notWhole });
    expect(readPayOutAmount('', member.cash)).toEqual({ ok: false, message: amountProblemText.notNumber });
  });

  it('when a request was filed, then the flash names the member and the amount in Korean', () => {
    expect(payOutDoneText(member, 50_000)).toBe(
      'hong12 회원의 50,000원 출금 신청을 접수했습니다. 환전 관리에서 승인하면 지급됩니다.',
    );
  });

  it('when a block is in force, then the button shows; without one, none', () => {
    const blocked = {
      ...limits,
      block: { kind: 'selfExclusion', until: '2027-05-30T00:00:00.000Z' },
    } as const;
    expect(renderToStaticMarkup(<PayOutButton data={blocked} onOpen={() => {}} />)).toContain(
      '잔액 출금 처리',
    );
    expect(renderToStaticMarkup(<PayOutButton data={limits} onOpen={() => {}} />)).toBe('');
  });
});
