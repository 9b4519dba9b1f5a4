import { createBrowserRouter } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { pageRoutes } from './routes.ts';
import { AppShell } from './shell/app-shell.tsx';

/** The app's router: the shell, and inside it the pages with their own error screen. */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppShell />,
    errorElement: <ErrorScreen />,
    // Shown while the first page's lazily loaded code arrives.
    hydrateFallbackElement: <Spinner />,
    children: [{ errorElement: <ErrorScreen />, children: pageRoutes }],
  },
]);
