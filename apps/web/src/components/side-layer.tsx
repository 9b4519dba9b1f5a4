import { useFocusTrap } from '@hanpan/ui/use-focus-trap';
import { type ReactNode, useRef } from 'react';

type SideLayerProps = {
  id: string;
  side: 'left' | 'right';
  label: string;
  testId?: string;
  children: ReactNode;
};

/** A mobile side layer over the shared mask: focus moves in and stays until it closes (Escape, mask). */
export function SideLayer({ id, side, label, testId, children }: SideLayerProps) {
  const ref = useRef<HTMLElement>(null);
  useFocusTrap(ref);
  return (
    <aside
      ref={ref}
      id={id}
      className={`side-layer side-layer--${side}`}
      aria-label={label}
      data-testid={testId}
      tabIndex={-1}
    >
      {children}
    </aside>
  );
}
