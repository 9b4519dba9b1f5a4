import type { QueryClient } from '@tanstack/react-query';

/** After a decision (or a refusal: someone else may have decided first) every view of money is stale. */
export function refreshAfterDecision(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    ['charges', 'exchanges', 'dashboard', 'member', 'members'].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  ).then(() => undefined);
}
