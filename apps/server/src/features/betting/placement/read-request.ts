import { betRequestSchema } from '@hanpan/core/api/betting';
import { betCode, betText } from '@hanpan/core/betting/bet-codes';
import type { BetPayloadItem } from '@hanpan/core/betting/payload';
import { amountProblemText, readWonAmount } from '@hanpan/core/money/amount';
import type { z } from 'zod';
import type { IdempotentReply } from '../../../lib/http/envelope.ts';

/** The body of /bet/add and /bet/preInplay as the route parsed it with core's schema. */
export type BetBody = z.infer<typeof betRequestSchema>;

/** A bet body read: the picks and the stake in whole won, or the code 2 reply that refuses it. */
export type ReadBetRequest =
  | { isRead: true; items: BetPayloadItem[]; amount: number }
  | { isRead: false; reply: IdempotentReply };

const invalid = (message: string): ReadBetRequest => ({
  isRead: false,
  reply: { code: betCode.invalidInput, data: { message } },
});

/**
 * Reads the stake of a parsed bet body with core's readWonAmount (0, -1, 1.5, '1e3', 'abc' get the
 * amount's own Korean message): code 2 when it is not a whole number of won.
 */
export function readBetRequest(body: BetBody): ReadBetRequest {
  const amount = readWonAmount(body.amount);
  if (!amount.ok) return invalid(amountProblemText[amount.problem] ?? betText.badAmount);
  return { isRead: true, items: body.betList, amount: amount.amount };
}

/** Reads a parked in-play bet as stored (the body read at /bet/preInplay) with core's schema again. */
export function readStoredBetRequest(stored: unknown): ReadBetRequest {
  const parsed = betRequestSchema.safeParse(stored ?? {});
  if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? betText.invalid);
  return readBetRequest(parsed.data);
}
