import type { ReactNode } from 'react';

/** The honest notice of a service that is not open yet. */
export function PreparingNotice({ children }: { children?: ReactNode }) {
  return (
    <div className="preparing">
      <svg className="preparing__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M24 13v12l8 5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="preparing__title">서비스 준비 중입니다</p>
      <p className="preparing__text">{children ?? '빠른 시일 내에 이용하실 수 있도록 준비하고 있습니다.'}</p>
    </div>
  );
}
