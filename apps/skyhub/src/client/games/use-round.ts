import type { WalletPlayRules } from '@hanpan/core/api/casino-wallet';
import { useState } from 'react';
import type { RoundReply } from '../../shared/api.ts';
import { callApi, GameError } from '../api.ts';
import type { GameProps } from '../main.tsx';

/** Plays table rounds: busy flag, last reply, Korean error, and the balance/fairness passed up. */
export function useRound(onRound: GameProps['onRound'], initial: RoundReply | null = null) {
  const [busy, setBusy] = useState(false);
  const [reply, setReply] = useState<RoundReply | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const play = async (path: string, body: unknown): Promise<RoundReply | null> => {
    setBusy(true);
    setError(null);
    try {
      const answer = await callApi<RoundReply>(path, body);
      setReply(answer);
      onRound({ balance: answer.balance, fairness: answer.fairness });
      return answer;
    } catch (caught) {
      setError(caught instanceof GameError ? caught.message : '요청에 실패했습니다.');
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, reply, error, play, setReply };
}

/** The chip selector shared by the table games. */
export function chipLabel(amount: number): string {
  return amount >= 10_000 ? `${amount / 10_000}만` : `${amount / 1000}천`;
}

/**
 * True when a round deserves the win banner: credited (not pending), a win, and above the stake
 * when the operator's rule forbids celebrating a win at or below it.
 */
export function isCelebrated(reply: RoundReply, rules: WalletPlayRules): boolean {
  if (reply.status !== 'settled' || reply.win <= 0) return false;
  return !rules.noSmallWinCelebration || reply.win > reply.stake;
}
