import type { BetReply, PlacedBetData, RefusedBetData } from '@hanpan/core/api/betting';
import type { ApiReply } from '@hanpan/core/api/envelope';
import type { BetPayloadItem } from '@hanpan/core/betting/payload';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A bet as the slip sends it: the picks, the stake and the press's Idempotency-Key. */
export type BetSubmission = { betList: BetPayloadItem[]; amount: number; idempotencyKey: string };

/** The reply of a bet call as the client reads it. */
export type BetCallReply = ApiReply<BetReply['data']>;

/** POST /api/bet/add: places a prematch bet (code 0 with {@link PlacedBetData}, else {@link RefusedBetData}). */
export function addBet({ idempotencyKey, ...body }: BetSubmission): Promise<BetCallReply> {
  return apiRequest('/bet/add', { body, idempotencyKey });
}

/** Mutation of the prematch bet (the slip's flow runs it). */
export function useAddBet() {
  return useMutation({ mutationFn: addBet });
}
