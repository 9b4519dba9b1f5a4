import { replyCode } from '@hanpan/core/api/envelope';
import { minigameBetCode, minigameBetText } from '@hanpan/core/api/minigame-bets';
import type { ActionKey } from '../../../lib/action-key.ts';
import { replyMessage } from '../../../lib/api-client.ts';
import { describeError, isHandledByClient } from '../../../lib/api-error.ts';
import type { AddGameReply } from '../api/add-game-bet.ts';
import { betReplyText, choosePickText, enterStakeText, potentialWinOf } from '../bet-rules.ts';

// The virtual slip's press (issue 25): one single bet per pick through /bet/addGame, the same stake on
// each. One confirm step shows every pick; then each is sent in turn under its own Idempotency-Key, kept
// for a resend only when that pick got no answer. A refused pick stays in the slip with its reason.

/** A pick in the slip: the event, the pick's Korean name and code, and the odds its button showed. */
export type SlipLine = {
  /** gameUid:code, unique in the slip. */
  id: string;
  gameName: string;
  gameUid: string;
  roundKey: string;
  /** When the event stops taking bets (ISO). */
  closeAt: string;
  marketName: string;
  pickName: string;
  code: number;
  /** Odds x100 shown on the button (the server prices the pick itself). */
  odds: number;
};

/** The slip line id of a pick. */
export function slipLineId(gameUid: string, code: number): string {
  return `${gameUid}:${code}`;
}

/** The slip as the confirm step shows it. */
export type SlipDraft = {
  lines: (SlipLine & { potentialWin: number })[];
  stake: number;
  total: number;
};

/** How one pick's send ended. */
export type SlipLineOutcome = { id: string; isPlaced: boolean; message: string | null };

/** How a press ended: its Korean sentence and each sent pick's outcome. */
export type SlipOutcome = {
  kind: 'login' | 'invalid' | 'cancelled' | 'sent';
  message: string | null;
  lines: SlipLineOutcome[];
};

/** What the press needs from the outside (the hook gives the real ones; tests give their own). */
export type SlipDeps = {
  isMember: () => boolean;
  cash: () => number;
  now: () => number;
  openLogin: () => void;
  confirm: (draft: SlipDraft) => Promise<boolean>;
  send: (body: { choosed: number; gameUid: string; amount: number }, key: string) => Promise<AddGameReply>;
  keyOf: (lineId: string) => ActionKey;
  /** At least one pick was accepted: the balance and the bets list refresh. */
  onPlaced: () => void;
};

/** The slip's own checks before the confirm step; null when it may be asked. */
export function slipProblem(
  lines: readonly SlipLine[],
  stake: number,
  cash: number,
  now: number,
): string | null {
  if (lines.length === 0) return choosePickText;
  const closed = lines.find((line) => Date.parse(line.closeAt) <= now);
  if (closed) return `${closed.pickName}: ${minigameBetText.notBettable}`;
  if (stake <= 0) return enterStakeText;
  if (stake * lines.length > cash) return minigameBetText.insufficientBalance;
  return null;
}

/** Runs one press of the slip's 베팅하기 to its end. */
export async function placeVirtualSlip(
  lines: readonly SlipLine[],
  stake: number,
  deps: SlipDeps,
): Promise<SlipOutcome> {
  if (!deps.isMember()) {
    deps.openLogin();
    return { kind: 'login', message: null, lines: [] };
  }
  const problem = slipProblem(lines, stake, deps.cash(), deps.now());
  if (problem) return { kind: 'invalid', message: problem, lines: [] };
  const draft: SlipDraft = {
    lines: lines.map((line) => ({ ...line, potentialWin: potentialWinOf(stake, line.odds) })),
    stake,
    total: stake * lines.length,
  };
  if (!(await deps.confirm(draft))) return { kind: 'cancelled', message: null, lines: [] };
  const outcomes: SlipLineOutcome[] = [];
  for (const line of lines) {
    const body = { choosed: line.code, gameUid: line.gameUid, amount: stake };
    const key = deps.keyOf(line.id);
    try {
      const reply = await deps.send(body, key.keyFor(JSON.stringify(body)));
      key.settle();
      // The session ended: the shell has taken over (login again), the other picks wait.
      if (reply.code === replyCode.sessionGone) break;
      const isPlaced = reply.code === minigameBetCode.ok;
      outcomes.push({ id: line.id, isPlaced, message: betReplyText(reply.code, replyMessage(reply)) });
    } catch (error) {
      // No answer: the pick's key is kept, so pressing again resends it under the same key.
      outcomes.push({
        id: line.id,
        isPlaced: false,
        message: isHandledByClient(error) ? null : describeError(error),
      });
    }
  }
  const placed = outcomes.filter((outcome) => outcome.isPlaced).length;
  if (placed > 0) deps.onPlaced();
  const message =
    placed === lines.length
      ? minigameBetText.placed
      : `${lines.length}건 중 ${placed}건이 베팅되었습니다. 베팅되지 않은 항목은 슬립에 남아 있습니다.`;
  return { kind: 'sent', message, lines: outcomes };
}
