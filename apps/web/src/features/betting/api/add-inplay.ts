import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { BetCallReply } from './add-bet.ts';

/** POST /api/bet/addInplay: confirms the parked in-play bet after its delay (code 0 placed, else why not). */
export function addInplay(idempotencyKey: string): Promise<BetCallReply> {
  return apiRequest('/bet/addInplay', { body: {}, idempotencyKey });
}

/** Mutation of the in-play confirm (the slip's flow runs it after the countdown). */
export function useAddInplay() {
  return useMutation({ mutationFn: addInplay });
}
