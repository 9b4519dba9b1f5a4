import { create } from 'zustand';
import { useLayerStore } from '../../../lib/layer-store.ts';

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
  open: (dialog) => {
    // The dialog replaces the account panel or menu it was opened from.
    useLayerStore.getState().closeLayer();
    set({ dialog });
  },
  close: () => set({ dialog: null }),
}));
