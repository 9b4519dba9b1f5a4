import type { ReactNode } from 'react';

type PageFrameProps = { title: string; subtitle?: string; children: ReactNode };

/** The title bar and body of a content page. */
export function PageFrame({ title, subtitle, children }: PageFrameProps) {
  return (
    <section className="page" aria-labelledby="page-title">
      <title>{`${title} - 한판`}</title>
      <header className="page__head">
        <h1 id="page-title" className="page__title">
          {title}
        </h1>
        {subtitle && <p className="page__subtitle">{subtitle}</p>}
      </header>
      <div className="page__body">{children}</div>
    </section>
  );
}
