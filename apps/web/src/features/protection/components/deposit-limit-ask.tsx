import '../protection.css';
import { protectionText, saveLimitRequestSchema } from '@hanpan/core/api/protection';
import { formatWon } from '@hanpan/core/money/amount';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { AmountField } from '../../../components/amount-field.tsx';
import { confirmAlert, showAlert } from '../../../lib/alert-store.ts';
import { amountOfInput, formatAmountInput } from '../../../lib/amount-input.ts';
import { useAccountLimits } from '../api/get-account-limits.ts';
import { type LimitSaveOutcome, useSaveLimit } from '../api/save-limit.ts';
import { useSkipLimitAsk } from '../api/skip-limit-ask.ts';
import { isIncrease } from '../limit-rows.ts';

/** Quick amounts of the question: they add up. */
const askQuickAmounts = [100_000, 500_000, 1_000_000] as const;

type DepositLimitAskPanelProps = {
  /** The member's 24-hour deposit limit, when this is a review of one. */
  current: number | null;
};

/** The question itself: a 24-hour deposit limit with 설정, or 나중에 in one tap. */
export function DepositLimitAskPanel({ current }: DepositLimitAskPanelProps) {
  const id = useId();
  const save = useSaveLimit();
  const skip = useSkipLimitAsk();
  const [amountText, setAmountText] = useState(current === null ? '' : formatAmountInput(String(current)));
  const [error, setError] = useState('');
  const isReview = current !== null;

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const amount = amountOfInput(amountText);
    const parsed = saveLimitRequestSchema.safeParse({ kind: 'deposit', window: 'day', amount });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? protectionText.amountInvalid);
      return;
    }
    setError('');
    if (isIncrease(current, amount)) {
      const question = `24시간 입금 한도를 ${formatWon(amount)}원으로 상향합니다.\n${protectionText.limitPending}`;
      if (!(await confirmAlert(question))) return;
    }
    let outcome: LimitSaveOutcome;
    try {
      outcome = await save.mutateAsync(parsed.data);
    } catch {
      outcome = { isDone: false, message: '한도를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.' };
    }
    if (outcome.isDone) await showAlert({ message: outcome.message });
    else setError(outcome.message);
  }

  return (
    <section className="limit-ask" aria-labelledby={`${id}-title`} data-testid="deposit-limit-ask">
      <h2 id={`${id}-title`} className="limit-ask__title">
        {isReview ? '입금 한도를 확인해 주세요' : '24시간 입금 한도를 정해 보세요'}
      </h2>
      <p className="limit-ask__text">
        {isReview
          ? `지금 24시간 입금 한도는 ${formatWon(current)}원입니다. 필요하면 조정해 주세요.`
          : '24시간 동안 충전 신청할 수 있는 금액을 미리 정해 두면 계획한 만큼만 이용할 수 있습니다.'}{' '}
        <Link to="/mypage?tab=limits">모든 한도 보기</Link>
      </p>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <AmountField
          id={`${id}-amount`}
          label="24시간 입금 한도"
          value={amountText}
          onValue={setAmountText}
          quickAmounts={askQuickAmounts}
          hint="낮추면 바로, 높이면 24시간 뒤에 적용됩니다."
          isInvalid={error !== ''}
          errorId={`${id}-error`}
        />
        <p id={`${id}-error`} className="form__error" role="alert" aria-live="assertive">
          {error}
        </p>
        <div className="limit-ask__actions">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={skip.isPending || save.isPending}
            onClick={() => skip.mutate()}
          >
            나중에
          </button>
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            {save.isPending ? '설정 중…' : '설정'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** On the deposit (충전) page: asks for a 24-hour deposit limit when the server says to. */
export function DepositLimitAsk() {
  const limits = useAccountLimits();
  if (!limits.data?.askDepositLimit) return null;
  const day = limits.data.limits.find((item) => item.kind === 'deposit' && item.window === 'day');
  return <DepositLimitAskPanel current={day?.amount ?? null} />;
}
