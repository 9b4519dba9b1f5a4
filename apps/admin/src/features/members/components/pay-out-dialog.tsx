import { paymentText } from '@hanpan/core/api/payments';
import type { StaffMemberDetail } from '@hanpan/core/api/staff';
import { staffPayOutText } from '@hanpan/core/api/staff-payout';
import { maskBankAccount } from '@hanpan/core/banks';
import { amountProblemText, formatWon, readWonAmount } from '@hanpan/core/money/amount';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { describeError, StaffCallError } from '../../../lib/staff-client.ts';
import { usePayOut } from '../api/pay-out.ts';

/** What the dialog shows of the member: who, the cash, and the approved payout account. */
export type PayOutMember = Pick<
  StaffMemberDetail,
  'id' | 'loginId' | 'nick' | 'cash' | 'bankName' | 'bankAccount' | 'bankHolder'
>;

/** Why staff pay out for the member, shown in the dialog. */
export const payOutNote =
  '이용 일시 중지·자기 제한 중인 회원은 로그인할 수 없어 관리자가 대신 환전 신청을 만듭니다. 금액은 등록(승인)된 출금 계좌로만 나가며, 환전 관리에서 승인하면 지급됩니다.';

/** The approved payout account with only the last 4 digits of its number. */
export const maskedPayoutAccount = (member: PayOutMember): string =>
  `${member.bankName} ${maskBankAccount(member.bankAccount)} (${member.bankHolder})`;

/** Reads the typed amount: whole won from 1 to the member's cash, or the Korean problem. */
export function readPayOutAmount(
  text: string,
  cash: number,
): { ok: true; amount: number } | { ok: false; message: string } {
  const reading = readWonAmount(text);
  if (!reading.ok) return { ok: false, message: amountProblemText[reading.problem] };
  if (reading.amount > cash) return { ok: false, message: paymentText.insufficientBalance };
  return { ok: true, amount: reading.amount };
}

/** The flash after a request was filed. */
export const payOutDoneText = (member: PayOutMember, amount: number): string =>
  `${member.loginId} 회원의 ${formatWonText(amount)} ${staffPayOutText.requested}`;

function MemberLines({ member }: { member: PayOutMember }) {
  return (
    <>
      <dt>회원</dt>
      <dd>
        {member.loginId} ({member.nick})
      </dd>
      <dt>출금 계좌</dt>
      <dd data-testid="pay-out-account">{maskedPayoutAccount(member)}</dd>
    </>
  );
}

/** First step: the amount (the whole cash to start with) and where it goes. */
export function PayOutAmountStep({
  member,
  amountText,
  onAmount,
  message,
  onSubmit,
  onClose,
  amountInput,
}: {
  member: PayOutMember;
  amountText: string;
  onAmount: (text: string) => void;
  message: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  amountInput?: RefObject<HTMLInputElement | null>;
}) {
  const amountId = useId();
  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="confirm-text">{payOutNote}</p>
      <dl className="summary">
        <MemberLines member={member} />
        <dt>보유 캐시</dt>
        <dd className="num">{formatWonText(member.cash)}</dd>
      </dl>
      <div className="field">
        <label htmlFor={amountId}>출금 금액(원)</label>
        <input
          ref={amountInput}
          id={amountId}
          name="amount"
          className="input num"
          inputMode="numeric"
          value={amountText}
          aria-invalid={message ? true : undefined}
          onChange={(event) => onAmount(event.target.value)}
        />
      </div>
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
  );
}

/** Second step: what will be requested, asked once more before it is sent. */
export function PayOutReviewStep({
  member,
  amount,
  message,
  children,
}: {
  member: PayOutMember;
  amount: number;
  message: string | null;
  /** The step's buttons. */
  children: ReactNode;
}) {
  return (
    <div>
      <dl className="summary">
        <MemberLines member={member} />
        <dt>출금 금액</dt>
        <dd className="num strong" data-testid="pay-out-amount">
          {formatWonText(amount)}
        </dd>
        <dt>출금 후 캐시</dt>
        <dd className="num">
          {formatWonText(member.cash)} → {formatWonText(member.cash - amount)}
        </dd>
      </dl>
      <p className="confirm-text">
        이대로 출금 신청을 만들까요? 금액은 바로 보류되고, 환전 관리에서 승인하면 위 계좌로 지급됩니다.
      </p>
      <FormError message={message} />
      <div className="modal__actions">{children}</div>
    </div>
  );
}

/**
 * 잔액 출금 처리 for a member under a time-out or self-exclusion: the amount (the whole cash to
 * start with), then a confirmation. As in 잔액 조정, the idempotency key is made once per opening,
 * so a double click or a retry after a lost reply files one request; a refusal (nothing filed)
 * lets the amount be edited with a new key.
 */
export function PayOutDialog({
  member,
  onClose,
  onDone,
}: {
  member: PayOutMember;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [amountText, setAmountText] = useState(formatWon(member.cash));
  const [amount, setAmount] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [isOutcomeUnknown, setIsOutcomeUnknown] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  const inFlight = useRef(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const payOut = usePayOut();
  const isReviewing = amount !== null;

  // The step changes inside one dialog: move focus to what the new step asks for.
  useEffect(() => {
    if (isReviewing) confirmButton.current?.focus();
    else amountInput.current?.focus();
  }, [isReviewing]);

  function review(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const reading = readPayOutAmount(amountText, member.cash);
    setMessage(reading.ok ? null : reading.message);
    if (reading.ok) setAmount(reading.amount);
  }

  function send(): void {
    if (amount === null || inFlight.current) return;
    inFlight.current = true;
    setMessage(null);
    payOut.mutate(
      { memberId: member.id, amount, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: () => {
          onDone(payOutDoneText(member, amount));
          onClose();
        },
        onSettled: () => {
          inFlight.current = false;
        },
        onError: (error) => {
          // No reply: the request may have been filed. Only a retry with the same key is safe.
          const isUnknown = error instanceof StaffCallError && error.code < 0;
          setIsOutcomeUnknown(isUnknown);
          setMessage(
            isUnknown
              ? `${describeError(error)} 결과를 확인하지 못했습니다. 다시 시도해도 두 번 신청되지 않습니다.`
              : describeError(error),
          );
        },
      },
    );
  }

  function edit(): void {
    // The refused attempt filed nothing; the edited one is a new request.
    idempotencyKey.current = newIdempotencyKey();
    setMessage(null);
    setAmount(null);
  }

  return (
    <ModalDialog title="잔액 출금 처리" testId="pay-out-dialog" onClose={onClose} isBusy={payOut.isPending}>
      {amount === null ? (
        <PayOutAmountStep
          member={member}
          amountText={amountText}
          onAmount={setAmountText}
          message={message}
          onSubmit={review}
          onClose={onClose}
          amountInput={amountInput}
        />
      ) : (
        <PayOutReviewStep member={member} amount={amount} message={message}>
          {!isOutcomeUnknown && (
            <button type="button" className="btn" onClick={edit} disabled={payOut.isPending}>
              이전
            </button>
          )}
          <button type="button" className="btn" onClick={onClose} disabled={payOut.isPending}>
            닫기
          </button>
          <button
            type="button"
            className="btn btn--primary"
            onClick={send}
            disabled={payOut.isPending}
            ref={confirmButton}
          >
            {payOut.isPending ? '처리 중…' : '출금 처리'}
          </button>
        </PayOutReviewStep>
      )}
    </ModalDialog>
  );
}
