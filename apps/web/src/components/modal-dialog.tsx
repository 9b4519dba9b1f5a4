import { useFocusTrap } from '@hanpan/ui/use-focus-trap';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './overlays.css';

type ModalDialogProps = {
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider layout for long forms. */
  size?: 'small' | 'large';
  role?: 'dialog' | 'alertdialog';
  /** Hides the title visually (still announced). */
  hideTitle?: boolean;
  /** Shows the corner close button. */
  closable?: boolean;
  className?: string;
};

/** A modal dialog: labelled, focus trapped, Escape and backdrop click close it. */
export function ModalDialog({
  title,
  testId,
  onClose,
  children,
  size = 'small',
  role = 'dialog',
  hideTitle = false,
  closable = true,
  className = '',
}: ModalDialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; Escape is the keyboard path
    <div
      className="modal-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, given as a prop */}
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        className={`modal modal--${size} ${className}`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={hideTitle ? 'modal__head visually-hidden' : 'modal__head'}>
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
        </div>
        {closable && (
          <button type="button" className="modal__x" aria-label="창 끄기" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
