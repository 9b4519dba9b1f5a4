import type { ReactNode } from 'react';
import { describeError } from '../lib/staff-client.ts';

/** A loading line with a spinner (announced politely). */
export function LoadingState({ label = '불러오는 중입니다…' }: { label?: string }) {
  return (
    <div className="state" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/** What a list shows when it has nothing. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="state state--empty">{children}</div>;
}

/** A failed load with the reason in Korean and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className="state state--error" role="alert">
      <span>{describeError(error)}</span>
      {onRetry && (
        <button type="button" className="btn btn--sm" onClick={onRetry}>
          다시 시도
        </button>
      )}
    </div>
  );
}

/** The page a role may not see. */
export function ForbiddenState() {
  return (
    <div className="state state--error" role="alert" data-testid="forbidden">
      이 메뉴를 볼 권한이 없습니다.
    </div>
  );
}
