import type { ReactNode } from 'react';

/** A quiet "nothing here yet" message. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="state state--empty">{children}</div>;
}
