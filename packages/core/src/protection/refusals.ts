import {
  type LimitKind,
  type LimitWindow,
  limitKindText,
  limitWindowText,
  protectionCode,
  protectionText,
} from '../api/protection.ts';
import { formatWon } from '../money/amount.ts';
import { formatKstMinute } from '../time/kst.ts';
import { type Block, returnAtOf } from './blocks.ts';

/** A protection refusal: its envelope code and its Korean message. */
export type ProtectionRefusal = { code: number; message: string };

const won = (amount: bigint) => `${formatWon(amount)}원`;

/** The limit's Korean name with its window, e.g. '24시간 입금 한도' ('1회 베팅 한도' for the stake limit). */
export const limitNameOf = (kind: LimitKind, window: LimitWindow): string =>
  kind === 'stake' ? limitKindText.stake : `${limitWindowText[window]} ${limitKindText[kind]}`;

/** The refusal of a deposit request or a stake that would pass a limit, naming it and what remains. */
export function limitRefusal(
  kind: LimitKind,
  window: LimitWindow,
  figures: { remaining: bigint; limit: bigint },
): ProtectionRefusal {
  const limit = limitNameOf(kind, window);
  if (kind === 'stake') {
    const message = protectionText.stakeLimit
      .replace('{limit}', limit)
      .replace('{limitAmount}', won(figures.limit));
    return { code: protectionCode.stakeLimit, message };
  }
  const text = kind === 'deposit' ? protectionText.depositLimit : protectionText.lossLimit;
  const message = text.replace('{limit}', limit).replace('{remaining}', won(figures.remaining));
  return { code: kind === 'deposit' ? protectionCode.depositLimit : protectionCode.lossLimit, message };
}

/**
 * The refusal of sign-in, a deposit or a stake during a time-out or self-exclusion, with its KST end
 * (after a self-exclusion's end: when the member returns, or how to ask for it).
 */
export function blockRefusal(block: Block, now: Date): ProtectionRefusal {
  if (block.kind === 'selfExclusion' && block.until.getTime() <= now.getTime()) {
    const returnAt = returnAtOf(block);
    const message = returnAt
      ? protectionText.selfExclusionReturning.replace('{until}', formatKstMinute(returnAt))
      : protectionText.selfExclusionEnded;
    return { code: protectionCode.selfExcluded, message };
  }
  const until = formatKstMinute(block.until);
  return block.kind === 'timeout'
    ? { code: protectionCode.timedOut, message: protectionText.timedOut.replace('{until}', until) }
    : { code: protectionCode.selfExcluded, message: protectionText.selfExcluded.replace('{until}', until) };
}
