import { addToStake } from '@hanpan/core/betting/stake';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createActionKey } from '../../../lib/action-key.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useAuthDialogStore, userInfoQueryOptions } from '../../auth/index.ts';
import { addGameBet } from '../api/add-game-bet.ts';
import { minigameQueryKeys } from '../api/minigames-api.ts';
import type { RoundBetState } from '../bet-rules.ts';
import {
  type MinigameBetDraft,
  type MinigameBetInput,
  type MinigameBetOutcome,
  placeMinigameBet,
} from '../place-minigame-bet.ts';

/** The chosen pick of the form (the round is the current one at the press). */
export type ChosenPick = { marketName: string; pickName: string; pick: number; odds: number };

type PendingConfirm = { draft: MinigameBetDraft; resolve: (isConfirmed: boolean) => void };

/** What the form shows after a press: the server's or the form's sentence, good or bad news. */
export type FormNotice = { tone: 'ok' | 'error'; text: string };

/** The round the press bets on. */
export type BetTarget = {
  gameName: string;
  gameUid: string;
  roundKey: string;
  betState: RoundBetState;
  /** The pick's odds x100 as the games list shows them now (staff may have changed them). */
  oddsOf: (pick: number) => number | undefined;
};

/** The lobby's bet form: chosen pick, stake, the press with its confirm step and in-progress flag. */
export function useMinigameBetForm(target: BetTarget | null) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ChosenPick | null>(null);
  const [stake, setStake] = useState(0);
  const [isSending, setSending] = useState(false);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const pendingRef = useRef<PendingConfirm | null>(null);
  const key = useRef(createActionKey());
  const sending = useRef(false);

  // A new round starts a new bet: the last round's message goes.
  const gameUid = target?.gameUid;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the round is the trigger
  useEffect(() => setNotice(null), [gameUid]);

  const choose = useCallback((pick: ChosenPick) => {
    // Pressing the chosen pick again takes it off, as in the sports slip.
    setChosen((current) => (current?.pick === pick.pick ? null : pick));
    setNotice(null);
  }, []);

  const addStake = useCallback((amount: number) => setStake((current) => addToStake(current, amount)), []);

  const answer = useCallback((isConfirmed: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.resolve(isConfirmed);
  }, []);

  const submit = async (): Promise<MinigameBetOutcome | null> => {
    // The bet-in-progress flag (spec section 4): one press at a time.
    if (sending.current) return null;
    sending.current = true;
    setSending(true);
    setNotice(null);
    const odds = chosen ? target?.oddsOf(chosen.pick) : undefined;
    const input: MinigameBetInput = {
      pick:
        chosen && target && odds !== undefined
          ? {
              ...chosen,
              odds,
              gameName: target.gameName,
              gameUid: target.gameUid,
              roundKey: target.roundKey,
            }
          : null,
      betState: target?.betState ?? 'none',
      stake,
    };
    try {
      const outcome = await placeMinigameBet(input, {
        isMember: () => useUserStore.getState().status === 'member',
        cash: () => useUserStore.getState().user?.cash ?? 0,
        openLogin: () => useAuthDialogStore.getState().open('login'),
        confirm: (draft) =>
          new Promise((resolve) => {
            pendingRef.current = { draft, resolve };
            setPending(pendingRef.current);
          }),
        send: addGameBet,
        key: key.current,
        onPlaced: () => {
          setStake(0);
          void queryClient.invalidateQueries({ queryKey: minigameQueryKeys.bets });
          void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey });
        },
      });
      if (outcome.message)
        setNotice({ tone: outcome.kind === 'placed' ? 'ok' : 'error', text: outcome.message });
      return outcome;
    } finally {
      sending.current = false;
      setSending(false);
    }
  };

  return { chosen, choose, stake, setStake, addStake, isSending, notice, pending, answer, submit };
}

/** The bet form's state and actions. */
export type MinigameBetForm = ReturnType<typeof useMinigameBetForm>;
