import {
  addGameRequestSchema,
  minigameBetCode,
  minigameBetsRequestSchema,
  minigameBetText,
} from '@hanpan/core/api/minigame-bets';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { betRateRule, historyRateRule } from '../../lib/http/bet-rate-rules.ts';
import { codeReply } from '../../lib/http/envelope.ts';
import { readIdempotencyKey } from '../../lib/http/idempotency-key.ts';
import { readBody } from '../../lib/http/parse-body.ts';
import type { RateLimiter } from '../../lib/http/rate-limit.ts';
import { requireMember } from '../auth/index.ts';
import type { MinigameBetsService } from './bet-service.ts';

// A body that is not a bet (or a bets query) is code 2: there is nothing to bet on.
const nothingToBetOn = () => minigameBetText.noGame;
const noGame = () => codeReply(minigameBetCode.noGame, { message: minigameBetText.noGame });

/**
 * /api/bet/addGame (members, the sports bets' per-member rate limit, `Idempotency-Key`) and
 * /api/minigames/bets (the member's own bets only). POST, so the app's Origin check covers them.
 */
export function registerMinigameBetRoutes(
  api: FastifyInstance,
  { minigameBets, limiter }: { minigameBets: MinigameBetsService; limiter?: RateLimiter },
): void {
  const memberOf = async (request: FastifyRequest, rule: typeof betRateRule | typeof historyRateRule) => {
    const member = requireMember(request);
    await limiter?.enforce(rule, String(member.id));
    return member;
  };

  api.post('/bet/addGame', async (request) => {
    const member = await memberOf(request, betRateRule);
    const key = readIdempotencyKey(request);
    const read = readBody(addGameRequestSchema, request.body, nothingToBetOn);
    if (!read.isRead) return noGame();
    return minigameBets.place(member.id, read.data, key);
  });

  api.post('/minigames/bets', async (request) => {
    const member = await memberOf(request, historyRateRule);
    const read = readBody(minigameBetsRequestSchema, request.body, nothingToBetOn);
    if (!read.isRead) return noGame();
    return minigameBets.list(member.id, read.data);
  });
}
