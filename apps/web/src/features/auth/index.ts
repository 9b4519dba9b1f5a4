/** The member site's sign-in feature: what other features may use (the login gate, the dialogs' store, the member query). */
export { userInfoQueryOptions } from './api/get-user-info.ts';
export { LoginRequired } from './components/login-required.tsx';
export { useAuthDialogStore } from './stores/auth-dialog-store.ts';
