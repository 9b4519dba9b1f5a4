import type { ReactNode } from 'react';

/** A page's title line, with what is refreshing and the page's own buttons on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1 className="page-header__title">{title}</h1>
      {children && <div className="page-header__tools">{children}</div>}
    </header>
  );
}
