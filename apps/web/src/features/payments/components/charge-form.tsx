import { type ChargeInfo, chargeQuickAmounts, paymentCode, paymentText } from '@hanpan/core/api/payments';
import { protectionCode } from '@hanpan/core/api/protection';
import { formatWon } from '@hanpan/core/money/amount';
import { useRef, useState } from 'react';
import { AmountField } from '../../../components/amount-field.tsx';
import { confirmAlert } from '../../../lib/alert-store.ts';
import { useRequestCharge } from '../api/request-charge.ts';
import { type FormError, useRequestForm } from '../hooks/use-request-form.ts';
import { checkChargeForm } from '../payment-checks.ts';
import { hasDepositBank } from './deposit-account.tsx';
import { RequestFormEnd } from './request-form-parts.tsx';

/** Fallback texts of the refusals when the server sent no message, and the input each is about. */
export function chargeRefusalOf(code: number, info: ChargeInfo): FormError {
  switch (code) {
    case paymentCode.belowMinimum:
      return { field: 'amount', message: paymentText.belowMinimum(formatWon(info.minCharge)) };
    case paymentCode.aboveMaximum:
      return { field: 'amount', message: paymentText.aboveMaximum(formatWon(info.maxCharge)) };
    case paymentCode.invalidAmount:
      return { field: 'amount', message: '충전 금액을 확인해 주세요.' };
    case paymentCode.depositorNameRequired:
      return { field: null, message: paymentText.depositorNameRequired };
    case paymentCode.pendingExists:
      return { field: null, message: paymentText.pendingExists };
    // Player protection (issue 27): the server's message names the limit and what remains.
    case protectionCode.depositLimit:
      return { field: 'amount', message: '입금 한도를 초과합니다. 마이페이지 이용 한도에서 확인해 주세요.' };
    case protectionCode.timedOut:
    case protectionCode.selfExcluded:
      return { field: null, message: '이용 제한 중에는 충전을 신청할 수 없습니다.' };
    default:
      return { field: null, message: `충전 신청을 처리하지 못했습니다. (${code})` };
  }
}

/** The deposit request form: amount, the registered holder as depositor, checks, confirmation, one key per request. */
export function ChargeForm({ info }: { info: ChargeInfo }) {
  const [amountText, setAmountText] = useState('');
  const amountRef = useRef<HTMLInputElement>(null);
  const form = useRequestForm({ amount: amountRef });
  const charge = useRequestCharge();

  function confirmText(amount: number): string {
    const bank = info.depositBank;
    const account = hasDepositBank(bank)
      ? `\n\n입금 계좌: ${bank.bankName} ${bank.bankAccount}\n예금주: ${bank.bankHolder}`
      : '';
    return `${formatWon(amount)}원을 충전 신청하시겠습니까?${account}\n입금자명: ${info.depositorName}`;
  }

  async function submit(): Promise<void> {
    // Every rule the server applies runs first, so only a request it could take is confirmed.
    const check = checkChargeForm({ amountText }, info);
    if (!check.ok) return form.showError(check);
    form.setError(null);
    if (!(await confirmAlert(confirmText(check.amount)))) return;
    await form.send({
      request: (idempotencyKey) => charge.mutateAsync({ amount: check.amount, idempotencyKey }),
      fingerprint: String(check.amount),
      doneText: paymentText.chargeRequested,
      refusalOf: (code) => chargeRefusalOf(code, info),
      onDone: () => setAmountText(''),
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
        <div className="field">
          <label className="field__label" htmlFor="charge-depositor">
            입금자명
          </label>
          <input
            id="charge-depositor"
            name="depositorName"
            className="input"
            value={info.depositorName}
            readOnly
            aria-describedby="charge-depositor-note"
          />
          <p id="charge-depositor-note" className="field__hint">
            회원님 명의의 등록 계좌(예금주)에서만 입금할 수 있습니다.
          </p>
        </div>
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
