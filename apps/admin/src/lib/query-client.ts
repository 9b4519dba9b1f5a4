import { QueryClient } from '@tanstack/react-query';
import { StaffCallError } from './staff-client.ts';

/** The app's one TanStack Query client. Refusals (a code from the API) are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5_000,
      refetchOnWindowFocus: true,
      retry: (failureCount, error) => {
        if (error instanceof StaffCallError && error.code >= 0) return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});
