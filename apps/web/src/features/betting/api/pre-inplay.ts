import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { BetCallReply, BetSubmission } from './add-bet.ts';

/** POST /api/bet/preInplay: parks an in-play bet; code 0 answers the delay in seconds before the confirm. */
export function preInplay({ idempotencyKey, ...body }: BetSubmission): Promise<BetCallReply> {
  return apiRequest('/bet/preInplay', { body, idempotencyKey });
}

/** Mutation of the in-play pre-bet (the slip's flow runs it). */
export function usePreInplay() {
  return useMutation({ mutationFn: preInplay });
}
