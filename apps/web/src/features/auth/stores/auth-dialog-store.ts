import { create } from 'zustand';

/** Which auth dialog is open. */
export type AuthDialog = 'login' | 'join';

type AuthDialogState = {
  dialog: AuthDialog | null;
  open: (dialog: AuthDialog) => void;
  close: () => void;
};

/** The login / registration dialog switch. */
export const useAuthDialogStore = create<AuthDialogState>((set) => ({
  dialog: null,
  open: (dialog) => set({ dialog }),
  close: () => set({ dialog: null }),
}));
