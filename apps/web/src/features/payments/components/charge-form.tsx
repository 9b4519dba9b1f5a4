import { replyCode } from '@hanpan/core/api/envelope';
import { type ChargeInfo, chargeQuickAmounts, paymentCode, paymentText } from '@hanpan/core/api/payments';
import { formatWon } from '@hanpan/core/money/amount';
import { type FormEvent, useRef, useState } from 'react';
import { confirmAlert, showAlert } from '../../../lib/alert-store.ts';
import { replyMessage } from '../../../lib/api-client.ts';
import { describeError, isHandledByClient } from '../../../lib/api-error.ts';
import { AmountField } from '../../wallet/components/amount-field.tsx';
import { useActionKey } from '../../wallet/hooks/use-action-key.ts';
import { useRequestCharge } from '../api/request-charge.ts';
import { type CheckedField, checkChargeForm } from '../payment-checks.ts';
import { hasDepositBank } from './deposit-account.tsx';

type FormError = { field: CheckedField | null; message: string };

/** Fallback texts of the refusals when the server sent no message, and the input each is about. */
function refusalOf(code: number, info: ChargeInfo): FormError {
  switch (code) {
    case paymentCode.belowMinimum:
      return { field: 'amount', message: paymentText.belowMinimum(formatWon(info.minCharge)) };
    case paymentCode.aboveMaximum:
      return { field: 'amount', message: paymentText.aboveMaximum(formatWon(info.maxCharge)) };
    case paymentCode.invalidAmount:
      return { field: 'amount', message: '충전 금액을 확인해 주세요.' };
    case paymentCode.depositorNameRequired:
      return { field: 'depositorName', message: paymentText.depositorNameRequired };
    case paymentCode.pendingExists:
      return { field: null, message: paymentText.pendingExists };
    default:
      return { field: null, message: `충전 신청을 처리하지 못했습니다. (${code})` };
  }
}

/** The deposit request form: amount, depositor name, checks, confirmation, one key per request. */
export function ChargeForm({ info }: { info: ChargeInfo }) {
  const [amountText, setAmountText] = useState('');
  const [depositorName, setDepositorName] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const isBusy = useRef(false);
  const actionKey = useActionKey();
  const charge = useRequestCharge();

  function showError(problem: FormError): void {
    setError(problem);
    if (problem.field === 'amount') amountRef.current?.focus();
    if (problem.field === 'depositorName') nameRef.current?.focus();
  }

  function confirmText(amount: number, name: string): string {
    const bank = info.depositBank;
    const account = hasDepositBank(bank)
      ? `\n\n입금 계좌: ${bank.bankName} ${bank.bankAccount}\n예금주: ${bank.bankHolder}`
      : '';
    return `${formatWon(amount)}원을 충전 신청하시겠습니까?${account}\n입금자명: ${name}`;
  }

  async function submit(): Promise<void> {
    const check = checkChargeForm({ amountText, depositorName }, info);
    if (!check.ok) return showError(check);
    setError(null);
    if (!(await confirmAlert(confirmText(check.amount, check.depositorName)))) return;
    try {
      const reply = await charge.mutateAsync({
        amount: check.amount,
        depositorName: check.depositorName,
        idempotencyKey: actionKey.keyFor(`${check.amount}|${check.depositorName}`),
      });
      actionKey.settle();
      if (reply.code === replyCode.sessionGone) return;
      if (reply.code === paymentCode.ok) {
        setAmountText('');
        setDepositorName('');
        await showAlert({ message: replyMessage(reply) ?? paymentText.chargeRequested });
        return;
      }
      const refusal = refusalOf(reply.code, info);
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

  const limits =
    info.maxCharge > 0
      ? `최소 ${formatWon(info.minCharge)}원 ~ 1회 최대 ${formatWon(info.maxCharge)}원`
      : `최소 ${formatWon(info.minCharge)}원 이상`;

  return (
    <section className="money-card" aria-labelledby="charge-form-title">
      <h2 id="charge-form-title" className="money-card__title">
        충전 신청
      </h2>
      <form className="form money-form" onSubmit={onSubmit} noValidate data-testid="charge-form">
        <AmountField
          id="charge-amount"
          label="충전 금액"
          value={amountText}
          onValue={setAmountText}
          quickAmounts={chargeQuickAmounts}
          hint={limits}
          inputRef={amountRef}
          isInvalid={error?.field === 'amount'}
          errorId="charge-form-error"
        />
        <div className="field">
          <label className="field__label" htmlFor="charge-depositor">
            입금자명
          </label>
          <input
            ref={nameRef}
            id="charge-depositor"
            name="depositorName"
            className="input"
            autoComplete="off"
            maxLength={20}
            placeholder="입금하시는 분의 이름"
            value={depositorName}
            onChange={(event) => setDepositorName(event.target.value)}
            aria-invalid={error?.field === 'depositorName' || undefined}
            aria-describedby="charge-form-error"
          />
        </div>
        <p id="charge-form-error" className="form__error" role="alert" aria-live="assertive">
          {error?.message}
        </p>
        <button
          type="submit"
          className="btn btn--primary btn--block money-form__submit"
          disabled={charge.isPending}
        >
          {charge.isPending ? '신청 중…' : '충전 신청'}
        </button>
      </form>
    </section>
  );
}
