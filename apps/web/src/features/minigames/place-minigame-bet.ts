import { replyCode } from '@hanpan/core/api/envelope';
import { type AddGameData, minigameBetCode } from '@hanpan/core/api/minigame-bets';
import type { ActionKey } from '../../lib/action-key.ts';
import { replyMessage } from '../../lib/api-client.ts';
import { describeError, isHandledByClient } from '../../lib/api-error.ts';
import type { AddGameReply } from './api/add-game-bet.ts';
import { betFormProblem, betReplyText, potentialWinOf, type RoundBetState } from './bet-rules.ts';

// The bet form's press (spec sections 4, 7 and 8): login, the form's checks, the confirm step, then
// /bet/addGame under an Idempotency-Key that is new for each confirmed bet and reused only when the
// same bet is sent again after no answer.

/** The bet as the confirm step shows it and /bet/addGame takes it. */
export type MinigameBetDraft = {
  gameName: string;
  gameUid: string;
  roundKey: string;
  marketName: string;
  pickName: string;
  pick: number;
  /** Odds x100 shown on the button (the server prices the pick itself). */
  odds: number;
  stake: number;
  potentialWin: number;
};

/** What the flow needs from the outside (the hook gives the real ones; tests give their own). */
export type MinigameBetDeps = {
  isMember: () => boolean;
  cash: () => number;
  openLogin: () => void;
  confirm: (draft: MinigameBetDraft) => Promise<boolean>;
  send: (body: { choosed: number; gameUid: string; amount: number }, key: string) => Promise<AddGameReply>;
  key: ActionKey;
  /** A bet was accepted: the balance and the bets list refresh. */
  onPlaced: (data: AddGameData | undefined) => void;
};

/** How a press ended, with the Korean sentence to show (null when nothing is to be said). */
export type MinigameBetOutcome = {
  kind: 'login' | 'invalid' | 'cancelled' | 'placed' | 'refused' | 'failed';
  message: string | null;
};

/** What the press is about: the chosen pick (if any), the round's state and the stake. */
export type MinigameBetInput = {
  pick: Omit<MinigameBetDraft, 'stake' | 'potentialWin'> | null;
  betState: RoundBetState;
  stake: number;
};

function isPlacedData(data: unknown): data is AddGameData {
  return typeof data === 'object' && data !== null && 'bet' in data;
}

/** Runs one press of 베팅하기 to its end. */
export async function placeMinigameBet(
  input: MinigameBetInput,
  deps: MinigameBetDeps,
): Promise<MinigameBetOutcome> {
  if (!deps.isMember()) {
    deps.openLogin();
    return { kind: 'login', message: null };
  }
  const problem = betFormProblem({
    hasPick: input.pick !== null,
    betState: input.betState,
    stake: input.stake,
    cash: deps.cash(),
  });
  if (problem || !input.pick) return { kind: 'invalid', message: problem };
  const draft: MinigameBetDraft = {
    ...input.pick,
    stake: input.stake,
    potentialWin: potentialWinOf(input.stake, input.pick.odds),
  };
  if (!(await deps.confirm(draft))) return { kind: 'cancelled', message: null };
  const body = { choosed: draft.pick, gameUid: draft.gameUid, amount: draft.stake };
  const key = deps.key.keyFor(JSON.stringify(body));
  try {
    const reply = await deps.send(body, key);
    deps.key.settle();
    if (reply.code === replyCode.sessionGone) return { kind: 'failed', message: null };
    const message = betReplyText(reply.code, replyMessage(reply));
    if (reply.code !== minigameBetCode.ok) return { kind: 'refused', message };
    deps.onPlaced(isPlacedData(reply.data) ? reply.data : undefined);
    return { kind: 'placed', message };
  } catch (error) {
    // No answer: the key is kept, so pressing again resends the same bet under the same key.
    return { kind: 'failed', message: isHandledByClient(error) ? null : describeError(error) };
  }
}
