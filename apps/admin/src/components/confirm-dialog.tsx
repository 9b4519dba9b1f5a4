import { staffText } from '@hanpan/core/api/staff-codes';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { describeError } from '../lib/staff-client.ts';
import { FormError } from './form-error.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { ReasonField } from './reason-field.tsx';

type ConfirmDialogProps = {
  title: string;
  testId?: string;
  /** What is about to happen (member, amount...). */
  children: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** Asks for a reason (required) and passes it to onConfirm. */
  reasonLabel?: string;
  /** Runs the action; a throw shows its Korean message and keeps the dialog open. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Asks before an action and runs it once: the buttons are disabled while the call is in flight,
 * and the dialog closes only when it succeeded.
 */
export function ConfirmDialog({
  title,
  testId = 'confirm-dialog',
  children,
  confirmLabel,
  tone = 'primary',
  reasonLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // A ref, not state: two clicks in the same tick both see the state from before the first.
  const inFlight = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (inFlight.current) return;
    if (reasonLabel && !reason.trim()) {
      setMessage(staffText.reasonRequired);
      return;
    }
    inFlight.current = true;
    setIsBusy(true);
    setMessage(null);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (error) {
      setMessage(describeError(error));
    } finally {
      inFlight.current = false;
      setIsBusy(false);
    }
  }

  return (
    <ModalDialog title={title} testId={testId} onClose={onClose} isBusy={isBusy} role="alertdialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="modal__body">{children}</div>
        {reasonLabel && (
          <ReasonField
            id={reasonId}
            label={reasonLabel}
            value={reason}
            onValue={setReason}
            isInvalid={message === staffText.reasonRequired}
            isAutoFocus
          />
        )}
        <FormError message={message} />
        <div className="modal__actions">
          <button type="button" className="btn" onClick={onClose} disabled={isBusy}>
            취소
          </button>
          <button
            type="submit"
            className={`btn btn--${tone}`}
            disabled={isBusy}
            data-autofocus={reasonLabel ? undefined : true}
          >
            {isBusy ? '처리 중…' : confirmLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
