import { type ReactNode, useEffect } from 'react';

/** A modal panel over the game; Esc (used up here, so the site's overlay stays open) or its close button closes it. */
export function Dialog({
  label,
  onClose,
  children,
}: {
  label: string;
  onClose(): void;
  children: ReactNode;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The document hears the key before the window, where useEscapeToSite would pass it on.
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-label={label}>
        {children}
        <button type="button" className="secondary" onClick={onClose}>
          닫기
        </button>
      </div>
    </div>
  );
}
