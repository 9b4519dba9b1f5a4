import { lazy, Suspense } from 'react';
import { useAuthDialogStore } from '../stores/auth-dialog-store.ts';

const LoginDialog = lazy(() =>
  import('./login-dialog.tsx').then((module) => ({ default: module.LoginDialog })),
);
const JoinDialog = lazy(() => import('./join-dialog.tsx').then((module) => ({ default: module.JoinDialog })));

/** Mounts the open auth dialog; each dialog's code loads on first use. */
export function AuthDialogs() {
  const dialog = useAuthDialogStore((state) => state.dialog);
  const close = useAuthDialogStore((state) => state.close);
  return (
    <Suspense fallback={null}>
      {dialog === 'login' && <LoginDialog onClose={close} />}
      {dialog === 'join' && <JoinDialog onClose={close} />}
    </Suspense>
  );
}
