import { create } from 'zustand';

/** The four buttons the alert popup can show (spec section 2). */
export type AlertButton = '확인' | '닫기' | '예' | '아니오';

/** What to show: a message and up to four buttons (default: 확인). */
export type AlertOptions = { message: string; buttons?: AlertButton[] };

type PendingAlert = {
  id: number;
  message: string;
  buttons: AlertButton[];
  resolve: (b: AlertButton) => void;
};

type AlertState = {
  queue: PendingAlert[];
  /** Resolves the front alert with the pressed button and shows the next one. */
  answer: (button: AlertButton) => void;
};

let nextId = 1;

/** Queue of alert popups; the first one is on screen. */
export const useAlertStore = create<AlertState>((set, get) => ({
  queue: [],
  answer: (button) => {
    const [front, ...rest] = get().queue;
    if (!front) return;
    set({ queue: rest });
    front.resolve(button);
  },
}));

/** Shows the alert popup; resolves with the button the member pressed. */
export function showAlert({ message, buttons = ['확인'] }: AlertOptions): Promise<AlertButton> {
  const shown = buttons.slice(0, 4);
  return new Promise((resolve) => {
    useAlertStore.setState((state) => ({
      queue: [...state.queue, { id: nextId++, message, buttons: shown, resolve }],
    }));
  });
}

/** Asks a yes/no question; resolves true on 예. */
export async function confirmAlert(message: string): Promise<boolean> {
  return (await showAlert({ message, buttons: ['예', '아니오'] })) === '예';
}

/** The button Escape stands for: the declining one when there is one. */
export function dismissButtonOf(buttons: AlertButton[]): AlertButton {
  if (buttons.includes('아니오')) return '아니오';
  if (buttons.includes('닫기')) return '닫기';
  return buttons[0] ?? '확인';
}
