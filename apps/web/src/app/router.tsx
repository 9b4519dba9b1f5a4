import { createBrowserRouter } from 'react-router';
import { ErrorScreen } from './error-screen.tsx';
import { pageRoutes } from './routes.ts';
import { AppShell } from './shell/app-shell.tsx';

/** The app's router: the shell, and inside it the pages with their own error screen. */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppShell />,
    errorElement: <ErrorScreen />,
    children: [{ errorElement: <ErrorScreen />, children: pageRoutes }],
  },
]);
