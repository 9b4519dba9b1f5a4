import { replyCode } from '@hanpan/core/api/envelope';
import { type ExchangeInfo, exchangeQuickAmounts, paymentCode, paymentText } from '@hanpan/core/api/payments';
import { formatWon } from '@hanpan/core/money/amount';
import { useRef, useState } from 'react';
import { AmountField } from '../../../components/amount-field.tsx';
import { confirmAlert } from '../../../lib/alert-store.ts';
import { useRequestExchange } from '../api/request-exchange.ts';
import { type FormError, useRequestForm } from '../hooks/use-request-form.ts';
import { checkExchangeForm } from '../payment-checks.ts';
import { RequestFormEnd, RequestTextField } from './request-form-parts.tsx';

/** Fallback texts of the refusals when the server sent no message, and the input each is about. */
function refusalOf(code: number, info: ExchangeInfo): FormError {
  switch (code) {
    case paymentCode.invalidAmount:
      return { field: 'amount', message: '환전 금액을 확인해 주세요.' };
    case paymentCode.belowMinimum:
      return { field: 'amount', message: paymentText.belowMinimum(formatWon(info.minExchange)) };
    case paymentCode.aboveMaximum:
      return { field: 'amount', message: paymentText.aboveMaximum(formatWon(info.maxExchange)) };
    case paymentCode.insufficientBalance:
      return { field: 'amount', message: paymentText.insufficientBalance };
    case paymentCode.wrongExchangePassword:
      return { field: 'exchangePassword', message: paymentText.wrongExchangePassword };
    case replyCode.rateLimited:
      return { field: 'exchangePassword', message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' };
    default:
      return { field: null, message: `환전 신청을 처리하지 못했습니다. (${code})` };
  }
}

/** The withdrawal form: amount (quick buttons, 전액), exchange password, checks, confirmation. */
export function ExchangeForm({ info, cash }: { info: ExchangeInfo; cash: number }) {
  const [amountText, setAmountText] = useState('');
  const [exchangePassword, setExchangePassword] = useState('');
  const amountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = useRequestForm({ amount: amountRef, exchangePassword: passwordRef });
  const exchange = useRequestExchange();

  async function submit(): Promise<void> {
    const check = checkExchangeForm({ amountText, exchangePassword }, { ...info, cash });
    if (!check.ok) return form.showError(check);
    form.setError(null);
    const account = `${info.bank.bankName} ${info.bank.bankAccount} (${info.bank.bankHolder})`;
    const question = `${formatWon(check.amount)}원을 환전 신청하시겠습니까?\n\n지급 계좌: ${account}`;
    if (!(await confirmAlert(question))) return;
    await form.send({
      request: (idempotencyKey) =>
        exchange.mutateAsync({
          amount: check.amount,
          exchangePassword: check.exchangePassword,
          idempotencyKey,
        }),
      fingerprint: `${check.amount}|${check.exchangePassword}`,
      doneText: paymentText.exchangeRequested,
      refusalOf: (code) => refusalOf(code, info),
      onDone: () => {
        setAmountText('');
        setExchangePassword('');
      },
      onRefused: (refusal) => {
        if (refusal.field === 'exchangePassword') setExchangePassword('');
      },
    });
  }

  return (
    <section className="money-card" aria-labelledby="exchange-form-title">
      <h2 id="exchange-form-title" className="money-card__title">
        환전 신청
      </h2>
      <form
        className="form money-form"
        onSubmit={form.submitWith(submit)}
        noValidate
        data-testid="exchange-form"
      >
        <AmountField
          id="exchange-amount"
          label="환전 금액"
          value={amountText}
          onValue={setAmountText}
          quickAmounts={exchangeQuickAmounts}
          allAmount={cash}
          hint={`최소 ${formatWon(info.minExchange)}원 ~ 1회 최대 ${formatWon(info.maxExchange)}원`}
          inputRef={amountRef}
          isInvalid={form.error?.field === 'amount'}
          errorId="exchange-form-error"
        />
        <RequestTextField
          id="exchange-password"
          name="exchangePassword"
          label="환전 비밀번호"
          type="password"
          autoComplete="new-password"
          maxLength={12}
          placeholder="가입 시 등록한 환전 비밀번호"
          value={exchangePassword}
          onValue={setExchangePassword}
          inputRef={passwordRef}
          isInvalid={form.error?.field === 'exchangePassword'}
          errorId="exchange-form-error"
        />
        <RequestFormEnd
          errorId="exchange-form-error"
          message={form.error?.message}
          isPending={exchange.isPending}
          submitLabel="환전 신청"
        />
      </form>
    </section>
  );
}
