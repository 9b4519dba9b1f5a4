import { addToStake } from '@hanpan/core/betting/stake';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type ActionKey, createActionKey } from '../../../../lib/action-key.ts';
import { useUserStore } from '../../../../lib/user-store.ts';
import { useAuthDialogStore, userInfoQueryOptions } from '../../../auth/index.ts';
import { addGameBet } from '../../api/add-game-bet.ts';
import { minigameQueryKeys } from '../../api/minigames-api.ts';
import type { FormNotice } from '../../hooks/use-minigame-bet-form.ts';
import { placeVirtualSlip, type SlipDraft, type SlipLine } from '../place-virtual-slip.ts';

type PendingConfirm = { draft: SlipDraft; resolve: (isConfirmed: boolean) => void };

/**
 * The virtual slip: its picks, the stake, the press with its confirm step, each refused pick's reason, and
 * the picks the member already holds (`held`: slip line ids of their bets, for marking the prices).
 */
export function useVirtualSlip(held: ReadonlySet<string>) {
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [stake, setStake] = useState(0);
  const [isSending, setSending] = useState(false);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [lineMessages, setLineMessages] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const pendingRef = useRef<PendingConfirm | null>(null);
  const keys = useRef(new Map<string, ActionKey>());
  const sending = useRef(false);

  const toggle = useCallback((line: SlipLine) => {
    // Pressing a pick in the slip again takes it off, as in the sports slip.
    setLines((current) =>
      current.some((entry) => entry.id === line.id)
        ? current.filter((entry) => entry.id !== line.id)
        : [...current, line],
    );
    setNotice(null);
  }, []);

  const remove = useCallback(
    (id: string) => setLines((current) => current.filter((line) => line.id !== id)),
    [],
  );
  const clear = useCallback(() => setLines([]), []);
  const addStake = useCallback((amount: number) => setStake((current) => addToStake(current, amount)), []);

  const answer = useCallback((isConfirmed: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.resolve(isConfirmed);
  }, []);

  const submit = async () => {
    // The bet-in-progress flag (spec section 4): one press at a time.
    if (sending.current) return;
    sending.current = true;
    setSending(true);
    setNotice(null);
    setLineMessages({});
    try {
      const outcome = await placeVirtualSlip(lines, stake, {
        isMember: () => useUserStore.getState().status === 'member',
        cash: () => useUserStore.getState().user?.cash ?? 0,
        now: () => Date.now(),
        openLogin: () => useAuthDialogStore.getState().open('login'),
        confirm: (draft) =>
          new Promise((resolve) => {
            pendingRef.current = { draft, resolve };
            setPending(pendingRef.current);
          }),
        send: addGameBet,
        keyOf: (id) => {
          const key = keys.current.get(id) ?? createActionKey();
          keys.current.set(id, key);
          return key;
        },
        onPlaced: () => {
          void queryClient.invalidateQueries({ queryKey: minigameQueryKeys.bets });
          void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey });
        },
      });
      const placed = new Set(outcome.lines.filter((line) => line.isPlaced).map((line) => line.id));
      if (placed.size > 0) {
        setLines((current) => current.filter((line) => !placed.has(line.id)));
        for (const id of placed) keys.current.delete(id);
        if (placed.size === lines.length) setStake(0);
      }
      setLineMessages(
        Object.fromEntries(
          outcome.lines.flatMap((line) => (!line.isPlaced && line.message ? [[line.id, line.message]] : [])),
        ),
      );
      if (outcome.message) {
        const isAllPlaced =
          outcome.kind === 'sent' && placed.size === outcome.lines.length && placed.size > 0;
        setNotice({ tone: isAllPlaced ? 'ok' : 'error', text: outcome.message });
      }
    } finally {
      sending.current = false;
      setSending(false);
    }
  };

  // The slip object changes only when what it shows does: the cards and their price buttons (memo
  // components) then skip the page's every-second countdown renders.
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const stableSubmit = useCallback(() => submitRef.current(), []);
  return useMemo(
    () => ({
      lines,
      ids: new Set(lines.map((line) => line.id)),
      held,
      toggle,
      remove,
      clear,
      stake,
      setStake,
      addStake,
      isSending,
      notice,
      lineMessages,
      pending,
      answer,
      submit: stableSubmit,
    }),
    [
      lines,
      held,
      toggle,
      remove,
      clear,
      stake,
      addStake,
      isSending,
      notice,
      lineMessages,
      pending,
      answer,
      stableSubmit,
    ],
  );
}

/** The slip's state and actions. */
export type VirtualSlip = ReturnType<typeof useVirtualSlip>;
