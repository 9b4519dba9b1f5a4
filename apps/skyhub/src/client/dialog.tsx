import { type ReactNode, useEffect } from 'react';

/** A modal panel over the game; Esc or its close button closes it. */
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
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
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
