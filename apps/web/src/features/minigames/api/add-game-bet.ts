import type { ApiReply } from '@hanpan/core/api/envelope';
import type { AddGameData, AddGameRequest } from '@hanpan/core/api/minigame-bets';
import { apiRequest } from '../../../lib/api-client.ts';

/** The reply of /bet/addGame: the placed bet, or a refusal with its Korean message. */
export type AddGameReply = ApiReply<AddGameData | { message: string }>;

/** POST /api/bet/addGame {choosed, gameUid, amount} under the confirmed bet's Idempotency-Key. */
export function addGameBet(body: AddGameRequest, idempotencyKey: string): Promise<AddGameReply> {
  return apiRequest<AddGameData | { message: string }>('/bet/addGame', { body, idempotencyKey });
}
