import { create } from 'zustand';

/** What the confirm step shows before money moves. */
export type BetSummary = {
  folderCount: number;
  /** The stake, whole won. */
  amount: number;
  /** x100. */
  totalOdds: number;
  /** x100; shown only above 100. */
  bonusOdds: number;
  /** Whole won. */
  expectedWinnings: number;
  isInplay: boolean;
};

type PendingConfirm = { summary: BetSummary; resolve: (isConfirmed: boolean) => void };

type BetFlowState = {
  /** The bet-in-progress flag (spec section 4): set from the press to the reply or a failed check. */
  isSending: boolean;
  /** The confirm step on screen, if any. */
  confirm: PendingConfirm | null;
  /** Seconds left of an in-play bet's delay while its countdown popup shows; null when none. */
  countdown: number | null;
  /** The mobile slip panel opened from the floating icon. */
  isPanelOpen: boolean;
  setSending: (isSending: boolean) => void;
  setCountdown: (seconds: number | null) => void;
  setPanelOpen: (isOpen: boolean) => void;
  /** Answers the confirm step. */
  answerConfirm: (isConfirmed: boolean) => void;
  /** After a successful bet: every slip popup closes (spec section 4). */
  closePopups: () => void;
};

/** The bet button's flow: in-progress flag, confirm step, in-play countdown, mobile panel. */
export const useBetFlowStore = create<BetFlowState>((set, get) => ({
  isSending: false,
  confirm: null,
  countdown: null,
  isPanelOpen: false,
  setSending: (isSending) => set({ isSending }),
  setCountdown: (countdown) => set({ countdown }),
  setPanelOpen: (isPanelOpen) => set({ isPanelOpen }),
  answerConfirm: (isConfirmed) => {
    const pending = get().confirm;
    if (!pending) return;
    set({ confirm: null });
    pending.resolve(isConfirmed);
  },
  closePopups: () => {
    get().confirm?.resolve(false);
    set({ confirm: null, countdown: null, isPanelOpen: false });
  },
}));

/** Shows the confirm step; resolves true when the member confirms. */
export function askBetConfirm(summary: BetSummary): Promise<boolean> {
  return new Promise((resolve) => {
    useBetFlowStore.getState().confirm?.resolve(false);
    useBetFlowStore.setState({ confirm: { summary, resolve } });
  });
}
