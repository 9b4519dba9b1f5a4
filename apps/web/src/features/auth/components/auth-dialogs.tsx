import { lazy, Suspense, useEffect } from 'react';
import { useUserStore } from '../../../lib/user-store.ts';
import { useAuthDialogStore } from '../stores/auth-dialog-store.ts';

const LoginDialog = lazy(() =>
  import('./login-dialog.tsx').then((module) => ({ default: module.LoginDialog })),
);
const JoinDialog = lazy(() => import('./join-dialog.tsx').then((module) => ({ default: module.JoinDialog })));

/** Mounts the open auth dialog; each dialog's code loads on first use. */
export function AuthDialogs() {
  const dialog = useAuthDialogStore((state) => state.dialog);
  const close = useAuthDialogStore((state) => state.close);
  const open = useAuthDialogStore((state) => state.open);
  const status = useUserStore((state) => state.status);
  // A visitor who follows a member's referral link (/?ref=CODE) is shown the join form at once.
  useEffect(() => {
    if (status === 'guest' && new URLSearchParams(window.location.search).has('ref')) open('join');
  }, [status, open]);
  return (
    <Suspense fallback={null}>
      {dialog === 'login' && <LoginDialog onClose={close} />}
      {dialog === 'join' && <JoinDialog onClose={close} />}
    </Suspense>
  );
}
