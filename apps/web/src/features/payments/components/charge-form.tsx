import { type ChargeInfo, chargeQuickAmounts, paymentCode, paymentText } from '@hanpan/core/api/payments';
import { formatWon } from '@hanpan/core/money/amount';
import { useRef, useState } from 'react';
import { confirmAlert } from '../../../lib/alert-store.ts';
import { AmountField } from '../../wallet/components/amount-field.tsx';
import { useRequestCharge } from '../api/request-charge.ts';
import { type FormError, useRequestForm } from '../hooks/use-request-form.ts';
import { checkChargeForm } from '../payment-checks.ts';
import { hasDepositBank } from './deposit-account.tsx';
import { RequestFormEnd, RequestTextField } from './request-form-parts.tsx';

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
  const amountRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const form = useRequestForm({ amount: amountRef, depositorName: nameRef });
  const charge = useRequestCharge();

  function confirmText(amount: number, name: string): string {
    const bank = info.depositBank;
    const account = hasDepositBank(bank)
      ? `\n\n입금 계좌: ${bank.bankName} ${bank.bankAccount}\n예금주: ${bank.bankHolder}`
      : '';
    return `${formatWon(amount)}원을 충전 신청하시겠습니까?${account}\n입금자명: ${name}`;
  }

  async function submit(): Promise<void> {
    const check = checkChargeForm({ amountText, depositorName }, info);
    if (!check.ok) return form.showError(check);
    form.setError(null);
    if (!(await confirmAlert(confirmText(check.amount, check.depositorName)))) return;
    await form.send({
      request: (idempotencyKey) =>
        charge.mutateAsync({ amount: check.amount, depositorName: check.depositorName, idempotencyKey }),
      fingerprint: `${check.amount}|${check.depositorName}`,
      doneText: paymentText.chargeRequested,
      refusalOf: (code) => refusalOf(code, info),
      onDone: () => {
        setAmountText('');
        setDepositorName('');
      },
    });
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
      <form
        className="form money-form"
        onSubmit={form.submitWith(submit)}
        noValidate
        data-testid="charge-form"
      >
        <AmountField
          id="charge-amount"
          label="충전 금액"
          value={amountText}
          onValue={setAmountText}
          quickAmounts={chargeQuickAmounts}
          hint={limits}
          inputRef={amountRef}
          isInvalid={form.error?.field === 'amount'}
          errorId="charge-form-error"
        />
        <RequestTextField
          id="charge-depositor"
          name="depositorName"
          label="입금자명"
          autoComplete="off"
          maxLength={20}
          placeholder="입금하시는 분의 이름"
          value={depositorName}
          onValue={setDepositorName}
          inputRef={nameRef}
          isInvalid={form.error?.field === 'depositorName'}
          errorId="charge-form-error"
        />
        <RequestFormEnd
          errorId="charge-form-error"
          message={form.error?.message}
          isPending={charge.isPending}
          submitLabel="충전 신청"
        />
      </form>
    </section>
  );
}
