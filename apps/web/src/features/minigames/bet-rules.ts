import { type MinigameBetView, minigameBetCode, minigameBetText } from '@hanpan/core/api/minigame-bets';
import type { MinigameRoundView } from '@hanpan/core/api/minigames';
import { expectedWinnings } from '@hanpan/core/betting/odds-maths';
import { kstDateOf } from '@hanpan/core/time/kst';

// What the lobby's odds buttons and bet form decide without the server: whether the current round
// takes bets, the short pick names, the potential win, the form's own checks and the Korean text of
// each reply code (spec section 8). The server re-checks everything.

/** Whether the current round takes bets: open until its close, closed after, none between rounds. */
export type RoundBetState = 'open' | 'closed' | 'none';

/** The bet state of the current round at `now` (ms). */
export function roundBetState(round: MinigameRoundView | null | undefined, now: number): RoundBetState {
  if (!round) return 'none';
  return round.status === 'open' && now < Date.parse(round.closeAt) ? 'open' : 'closed';
}

/** A pick name without its leading subject word ('파워볼 홀' -> '홀'); a single word stays. */
function withoutSubject(name: string): string {
  const space = name.indexOf(' ');
  const rest = space > 0 ? name.slice(space + 1).trim() : '';
  return rest === '' ? name : rest;
}

/**
 * The pick's name on its button, without the word the market already says: '파워볼 홀' in
 * '파워볼 홀짝' shows '홀'. A combined pick shows each part so ('파워볼 홀+일반볼 언더' in
 * '파워볼 홀짝+일반볼 언더오버' shows '홀+언더'); the button's label keeps the full name.
 */
export function shortPickName(marketName: string, pickName: string): string {
  if (pickName.includes('+')) return pickName.split('+').map(withoutSubject).join('+');
  const space = pickName.indexOf(' ');
  if (space <= 0) return pickName;
  return marketName.split(' ')[0] === pickName.slice(0, space) ? withoutSubject(pickName) : pickName;
}

/** What a stake wins at odds x100, whole won rounded down (as the server computes it). */
export function potentialWinOf(stake: number, odds: number): number {
  return expectedWinnings(odds, stake);
}

/** Said when the stake is empty. */
export const enterStakeText = '베팅금액을 입력해 주세요.';
/** Said when no pick is chosen. */
export const choosePickText = '베팅할 항목을 선택해 주세요.';

/** The form's own checks before the confirm step; null when the bet may be asked. */
export function betFormProblem(input: {
  hasPick: boolean;
  betState: RoundBetState;
  stake: number;
  cash: number;
}): string | null {
  if (!input.hasPick) return choosePickText;
  if (input.betState !== 'open') return minigameBetText.notBettable;
  if (input.stake <= 0) return enterStakeText;
  if (input.stake > input.cash) return minigameBetText.insufficientBalance;
  return null;
}

const codeText: Record<number, string> = {
  [minigameBetCode.ok]: minigameBetText.placed,
  [minigameBetCode.noGame]: minigameBetText.noGame,
  [minigameBetCode.insufficientBalance]: minigameBetText.insufficientBalance,
  [minigameBetCode.closedByStaff]: minigameBetText.closedByStaff,
  [minigameBetCode.notBettable]: minigameBetText.notBettable,
  [minigameBetCode.betLimits]: minigameBetText.betLimits,
  [minigameBetCode.roundLimits]: minigameBetText.roundLimits,
  [minigameBetCode.cannotPlay]: minigameBetText.cannotPlay,
};

/** The Korean sentence of a /bet/addGame reply: the server's message, else the code's text. */
export function betReplyText(code: number, message?: string): string {
  if (message?.trim()) return message;
  return codeText[code] ?? `베팅할 수 없습니다. (코드 ${code})`;
}

/** The member's bets placed on the KST day of `now` in the given games, newest first. */
export function todaysBets(
  bets: readonly MinigameBetView[],
  now: number,
  gameTypes: readonly number[],
): MinigameBetView[] {
  const today = kstDateOf(now);
  return bets.filter((bet) => gameTypes.includes(bet.gameType) && kstDateOf(bet.placedAt) === today);
}

/** The pick codes the member holds in one round (gameUid), for marking the odds buttons. */
export function pickedCodes(bets: readonly MinigameBetView[], gameUid: string | undefined): Set<number> {
  return new Set(gameUid ? bets.filter((bet) => bet.gameUid === gameUid).map((bet) => bet.pick) : []);
}
