import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client.ts';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { router } from './router.tsx';

/** The whole app: error boundary, query client and router. */
export function App() {
  return (
    <RootErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </RootErrorBoundary>
  );
}
