import { betRequestSchema } from '@hanpan/core/api/betting';
import { betCode, betText } from '@hanpan/core/betting/bet-codes';
import type { BetPayloadItem } from '@hanpan/core/betting/payload';
import { amountProblemText, readWonAmount } from '@hanpan/core/money/amount';
import type { IdempotentReply } from '../../../lib/http/envelope.ts';

/** A bet body read: the picks and the stake in whole won, or the code 2 reply that refuses it. */
export type ReadBetRequest =
  | { isRead: true; items: BetPayloadItem[]; amount: number }
  | { isRead: false; reply: IdempotentReply };

const invalid = (message: string): ReadBetRequest => ({
  isRead: false,
  reply: { code: betCode.invalidInput, data: { message } },
});

/**
 * Reads the body of /bet/add and /bet/preInplay with core's schema; the stake with core's
 * readWonAmount (0, -1, 1.5, '1e3', 'abc' get the amount's own Korean message). Anything wrong is
 * code 2 with the first problem's message.
 */
export function readBetRequest(body: unknown): ReadBetRequest {
  const parsed = betRequestSchema.safeParse(body ?? {});
  if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? betText.invalid);
  const amount = readWonAmount(parsed.data.amount);
  if (!amount.ok) return invalid(amountProblemText[amount.problem] ?? betText.badAmount);
  return { isRead: true, items: parsed.data.betList, amount: amount.amount };
}
