import { replyCode } from '@hanpan/core/api/envelope';
import { type ExchangeInfo, exchangeQuickAmounts, paymentCode, paymentText } from '@hanpan/core/api/payments';
import { formatWon } from '@hanpan/core/money/amount';
import { type FormEvent, useRef, useState } from 'react';
import { confirmAlert, showAlert } from '../../../lib/alert-store.ts';
import { replyMessage } from '../../../lib/api-client.ts';
import { describeError, isHandledByClient } from '../../../lib/api-error.ts';
import { AmountField } from '../../wallet/components/amount-field.tsx';
import { useActionKey } from '../../wallet/hooks/use-action-key.ts';
import { useRequestExchange } from '../api/request-exchange.ts';
import { type CheckedField, checkExchangeForm } from '../payment-checks.ts';

type FormError = { field: CheckedField | null; message: string };

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
  const [error, setError] = useState<FormError | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const isBusy = useRef(false);
  const actionKey = useActionKey();
  const exchange = useRequestExchange();

  function showError(problem: FormError): void {
    setError(problem);
    if (problem.field === 'amount') amountRef.current?.focus();
    if (problem.field === 'exchangePassword') passwordRef.current?.focus();
  }

  async function submit(): Promise<void> {
    const check = checkExchangeForm({ amountText, exchangePassword }, { ...info, cash });
    if (!check.ok) return showError(check);
    setError(null);
    const account = `${info.bank.bankName} ${info.bank.bankAccount} (${info.bank.bankHolder})`;
    const question = `${formatWon(check.amount)}원을 환전 신청하시겠습니까?\n\n지급 계좌: ${account}`;
    if (!(await confirmAlert(question))) return;
    try {
      const reply = await exchange.mutateAsync({
        amount: check.amount,
        exchangePassword: check.exchangePassword,
        idempotencyKey: actionKey.keyFor(`${check.amount}|${check.exchangePassword}`),
      });
      actionKey.settle();
      if (reply.code === replyCode.sessionGone) return;
      if (reply.code === paymentCode.ok) {
        setAmountText('');
        setExchangePassword('');
        await showAlert({ message: replyMessage(reply) ?? paymentText.exchangeRequested });
        return;
      }
      const refusal = refusalOf(reply.code, info);
      if (refusal.field === 'exchangePassword') setExchangePassword('');
      showError({ field: refusal.field, message: replyMessage(reply) ?? refusal.message });
    } catch (failure) {
      // No answer: the key is kept, so sending the same request again cannot post it twice.
      if (!isHandledByClient(failure)) showError({ field: null, message: describeError(failure) });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (isBusy.current) return;
    isBusy.current = true;
    try {
      await submit();
    } finally {
      isBusy.current = false;
    }
  }

  return (
    <section className="money-card" aria-labelledby="exchange-form-title">
      <h2 id="exchange-form-title" className="money-card__title">
        환전 신청
      </h2>
      <form className="form money-form" onSubmit={onSubmit} noValidate data-testid="exchange-form">
        <AmountField
          id="exchange-amount"
          label="환전 금액"
          value={amountText}
          onValue={setAmountText}
          quickAmounts={exchangeQuickAmounts}
          allAmount={cash}
          hint={`최소 ${formatWon(info.minExchange)}원 ~ 1회 최대 ${formatWon(info.maxExchange)}원`}
          inputRef={amountRef}
          isInvalid={error?.field === 'amount'}
          errorId="exchange-form-error"
        />
        <div className="field">
          <label className="field__label" htmlFor="exchange-password">
            환전 비밀번호
          </label>
          <input
            ref={passwordRef}
            id="exchange-password"
            name="exchangePassword"
            type="password"
            className="input"
            autoComplete="new-password"
            maxLength={12}
            placeholder="가입 시 등록한 환전 비밀번호"
            value={exchangePassword}
            onChange={(event) => setExchangePassword(event.target.value)}
            aria-invalid={error?.field === 'exchangePassword' || undefined}
            aria-describedby="exchange-form-error"
          />
        </div>
        <p id="exchange-form-error" className="form__error" role="alert" aria-live="assertive">
          {error?.message}
        </p>
        <button
          type="submit"
          className="btn btn--primary btn--block money-form__submit"
          disabled={exchange.isPending}
        >
          {exchange.isPending ? '신청 중…' : '환전 신청'}
        </button>
      </form>
    </section>
  );
}
