import { createBrowserRouter } from 'react-router';
import { LoadingState } from '../components/states.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { pageRoutes } from './routes.ts';
import { SessionGate } from './session-gate.tsx';

/** The back office's router, under /admin: the session gate (login or shell), and the pages inside. */
export const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <SessionGate />,
      errorElement: <ErrorScreen />,
      hydrateFallbackElement: <LoadingState />,
      children: [{ errorElement: <ErrorScreen />, children: pageRoutes }],
    },
  ],
  { basename: '/admin' },
);
