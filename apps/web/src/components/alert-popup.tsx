import { dismissButtonOf, useAlertStore } from '../lib/alert-store.ts';
import { ModalDialog } from './modal-dialog.tsx';
import './overlays.css';

/** The alert popup (spec section 2): the front alert of the queue with up to four buttons. */
export function AlertPopup() {
  const front = useAlertStore((state) => state.queue[0]);
  const answer = useAlertStore((state) => state.answer);
  if (!front) return null;
  return (
    <ModalDialog
      key={front.id}
      title="알림"
      testId="alert-popup"
      role="alertdialog"
      hideTitle
      closable={false}
      className="alert-popup"
      onClose={() => answer(dismissButtonOf(front.buttons))}
    >
      <p className="alert-popup__message">{front.message}</p>
      <div className="alert-popup__buttons">
        {front.buttons.map((button, index) => (
          <button
            key={button}
            type="button"
            className={index === 0 ? 'btn btn--primary' : 'btn btn--ghost'}
            onClick={() => answer(button)}
            data-autofocus={index === 0 ? true : undefined}
          >
            {button}
          </button>
        ))}
      </div>
    </ModalDialog>
  );
}
