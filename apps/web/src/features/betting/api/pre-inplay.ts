import { apiRequest } from '../../../lib/api-client.ts';
import type { BetCallReply, BetSubmission } from './add-bet.ts';

/** POST /api/bet/preInplay: parks an in-play bet; code 0 answers the delay in seconds before the confirm. */
export function preInplay({ idempotencyKey, ...body }: BetSubmission): Promise<BetCallReply> {
  return apiRequest('/bet/preInplay', { body, idempotencyKey });
}
