import { useFocusTrap } from '@hanpan/ui/use-focus-trap';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

type ModalDialogProps = {
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
  /** While a call is in flight the dialog cannot be dismissed. */
  isBusy?: boolean;
  role?: 'dialog' | 'alertdialog';
};

/** A modal dialog: labelled, focus trapped; Escape and a backdrop click close it unless busy. */
export function ModalDialog({
  title,
  testId,
  onClose,
  children,
  isBusy = false,
  role = 'dialog',
}: ModalDialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref);
  const close = () => {
    if (!isBusy) onClose();
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; Escape is the keyboard path
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && close()}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, given as a prop */}
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        className="modal"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
