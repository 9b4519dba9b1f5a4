import { type LimitView, protectionText, saveLimitRequestSchema } from '@hanpan/core/api/protection';
import { formatWon } from '@hanpan/core/money/amount';
import { type FormEvent, useState } from 'react';
import { AmountField } from '../../../components/amount-field.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { confirmAlert, showAlert } from '../../../lib/alert-store.ts';
import { amountOfInput, formatAmountInput } from '../../../lib/amount-input.ts';
import { type LimitSaveOutcome, useSaveLimit } from '../api/save-limit.ts';
import { isIncrease, type LimitRow } from '../limit-rows.ts';

/** Quick amounts of a limit: they add up, like the deposit form's. */
export const limitQuickAmounts = [10_000, 50_000, 100_000, 500_000, 1_000_000] as const;

type LimitEditorProps = {
  row: LimitRow;
  /** The limit as the server listed it (absent = none yet). */
  current: LimitView | undefined;
  onClose: () => void;
};

/** The dialog that sets one limit (an amount) or removes it (한도 해제); a raise is confirmed first. */
export function LimitEditor({ row, current, onClose }: LimitEditorProps) {
  const own = current?.amount ?? null;
  const [amountText, setAmountText] = useState(own === null ? '' : formatAmountInput(String(own)));
  const [error, setError] = useState('');
  const save = useSaveLimit();
  const errorId = `limit-editor-${row.kind}-${row.window}-error`;

  async function send(amount: number | null): Promise<void> {
    const body = { kind: row.kind, window: row.window, amount };
    const parsed = saveLimitRequestSchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? protectionText.amountInvalid);
      return;
    }
    setError('');
    if (isIncrease(own, amount)) {
      const change = amount === null ? '해제' : `${formatWon(amount)}원으로 상향`;
      const question = `${row.name}를 ${change}합니다.\n${protectionText.limitPending}\n그때까지는 지금 한도가 적용됩니다.`;
      if (!(await confirmAlert(question))) return;
    }
    let outcome: LimitSaveOutcome;
    try {
      outcome = await save.mutateAsync(parsed.data);
    } catch {
      outcome = { isDone: false, message: '한도를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.' };
    }
    if (!outcome.isDone) {
      setError(outcome.message);
      return;
    }
    onClose();
    await showAlert({ message: outcome.message });
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void send(amountOfInput(amountText));
  }

  const hint = (
    <>
      현재 {row.ownText}
      {row.staffText && ` · 관리자 설정 ${row.staffText}(변경 불가)`}
    </>
  );
  return (
    <ModalDialog title={`${row.name} 설정`} testId="limit-editor" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <AmountField
          id={`limit-amount-${row.kind}-${row.window}`}
          label={`${row.name} 금액`}
          value={amountText}
          onValue={setAmountText}
          quickAmounts={limitQuickAmounts}
          hint={hint}
          isInvalid={error !== ''}
          errorId={errorId}
        />
        {row.pendingText && <p className="field__hint">변경 예정: {row.pendingText}</p>}
        <p id={errorId} className="form__error" role="alert" aria-live="assertive">
          {error}
        </p>
        <div className="form__actions limit-editor__actions">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={save.isPending || own === null}
            onClick={() => void send(null)}
          >
            한도 해제
          </button>
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            {save.isPending ? '저장 중…' : '저장'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
