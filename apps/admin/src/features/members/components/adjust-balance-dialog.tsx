import type { StaffMemberDetail } from '@hanpan/core/api/staff';
import { staffText } from '@hanpan/core/api/staff-codes';
import { formatAccountAmount, formatSignedAccountAmount } from '@hanpan/core/money/ledger-kinds';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { ReasonField } from '../../../components/reason-field.tsx';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { describeError, StaffCallError } from '../../../lib/staff-client.ts';
import { accountText, balanceOf, type StaffMemberAccount } from '../account-text.ts';
import { useAdjustBalance } from '../api/adjust-balance.ts';
import { readSignedWon } from '../signed-amount.ts';

type AdjustBalanceDialogProps = {
  member: StaffMemberDetail;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** What the form holds once it is valid. */
type Draft = { account: StaffMemberAccount; amount: number; reason: string };

/**
 * 잔액 조정: account, signed amount and reason, then a confirmation showing member, account and
 * the signed amount. The idempotency key is made once per opening, so a double click or a retry
 * after a lost reply posts once; a refusal (nothing posted) lets the form be edited with a new key.
 */
export function AdjustBalanceDialog({ member, onClose, onDone }: AdjustBalanceDialogProps) {
  const ids = { account: useId(), amount: useId(), reason: useId() };
  const [account, setAccount] = useState<StaffMemberAccount>('cash');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [isOutcomeUnknown, setIsOutcomeUnknown] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  const adjust = useAdjustBalance();
  const inFlight = useRef(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const isReviewing = draft !== null;

  // The step changes inside one dialog: move focus to what the new step asks for.
  useEffect(() => {
    if (isReviewing) confirmButton.current?.focus();
    else amountInput.current?.focus();
  }, [isReviewing]);

  function review(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const reading = readSignedWon(amountText);
    const problem = !reading.ok
      ? reading.message
      : !reason.trim()
        ? staffText.reasonRequired
        : reading.amount < 0 && -reading.amount > balanceOf(member, account)
          ? staffText.insufficientBalance
          : null;
    setMessage(problem);
    if (!reading.ok || problem) return;
    setDraft({ account, amount: reading.amount, reason: reason.trim() });
  }

  function post(): void {
    if (!draft || inFlight.current) return;
    inFlight.current = true;
    setMessage(null);
    adjust.mutate(
      { memberId: member.id, ...draft, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: () => {
          onDone(
            `${member.loginId} ${accountText[draft.account]} ${formatSignedAccountAmount(draft.amount, draft.account)} 조정했습니다.`,
          );
          onClose();
        },
        onSettled: () => {
          inFlight.current = false;
        },
        onError: (error) => {
          // No reply: the adjustment may have been posted. Only a retry with the same key is safe.
          const isUnknown = error instanceof StaffCallError && error.code < 0;
          setIsOutcomeUnknown(isUnknown);
          setMessage(
            isUnknown
              ? `${describeError(error)} 결과를 확인하지 못했습니다. 다시 시도해도 두 번 반영되지 않습니다.`
              : describeError(error),
          );
        },
      },
    );
  }

  function edit(): void {
    // The refused attempt posted nothing; the edited one is a new request.
    idempotencyKey.current = newIdempotencyKey();
    setMessage(null);
    setDraft(null);
  }

  const current = draft ? balanceOf(member, draft.account) : 0;
  return (
    <ModalDialog title="잔액 조정" testId="adjust-dialog" onClose={onClose} isBusy={adjust.isPending}>
      {!draft ? (
        <form onSubmit={review} noValidate>
          <div className="field">
            <label htmlFor={ids.account}>계정</label>
            <select
              id={ids.account}
              name="account"
              className="input"
              value={account}
              onChange={(event) => setAccount(event.target.value as StaffMemberAccount)}
            >
              {(Object.keys(accountText) as StaffMemberAccount[]).map((kind) => (
                <option key={kind} value={kind}>
                  {accountText[kind]} (현재 {formatAccountAmount(balanceOf(member, kind), kind)})
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.amount}>금액 (지급은 +, 회수는 -)</label>
            <input
              ref={amountInput}
              id={ids.amount}
              name="amount"
              className="input num"
              inputMode="text"
              placeholder="예: 10000 또는 -5000"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
            />
          </div>
          <ReasonField id={ids.reason} label="사유" value={reason} onValue={setReason} />
          <FormError message={message} />
          <div className="modal__actions">
            <button type="button" className="btn" onClick={onClose}>
              취소
            </button>
            <button type="submit" className="btn btn--primary">
              확인
            </button>
          </div>
        </form>
      ) : (
        <div>
          <dl className="summary">
            <dt>회원</dt>
            <dd>
              {member.loginId} ({member.nick})
            </dd>
            <dt>계정</dt>
            <dd>{accountText[draft.account]}</dd>
            <dt>조정 금액</dt>
            <dd
              className={`num strong ${draft.amount < 0 ? 'negative' : 'positive'}`}
              data-testid="adjust-amount"
            >
              {formatSignedAccountAmount(draft.amount, draft.account)}
            </dd>
            <dt>조정 후 잔액</dt>
            <dd className="num">
              {formatAccountAmount(current, draft.account)} →{' '}
              {formatAccountAmount(current + draft.amount, draft.account)}
            </dd>
            <dt>사유</dt>
            <dd>{draft.reason}</dd>
          </dl>
          <p className="confirm-text">
            이대로 조정할까요? 조정은 원장에 기록되며 되돌리려면 반대 금액으로 다시 조정해야 합니다.
          </p>
          <FormError message={message} />
          <div className="modal__actions">
            {!isOutcomeUnknown && (
              <button type="button" className="btn" onClick={edit} disabled={adjust.isPending}>
                이전
              </button>
            )}
            <button type="button" className="btn" onClick={onClose} disabled={adjust.isPending}>
              닫기
            </button>
            <button
              type="button"
              className="btn btn--primary"
              onClick={post}
              disabled={adjust.isPending}
              ref={confirmButton}
            >
              {adjust.isPending ? '처리 중…' : '조정 실행'}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
