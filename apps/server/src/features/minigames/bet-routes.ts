import type { FastifyInstance, FastifyRequest } from 'fastify';
import { betRateRule, historyRateRule } from '../../lib/http/bet-rate-rules.ts';
import { readIdempotencyKey } from '../../lib/http/idempotency-key.ts';
import type { RateLimiter } from '../../lib/http/rate-limit.ts';
import { requireMember } from '../auth/index.ts';
import type { MinigameBetsService } from './bet-service.ts';

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
    return minigameBets.place(member.id, request.body, readIdempotencyKey(request));
  });

  api.post('/minigames/bets', async (request) => {
    const member = await memberOf(request, historyRateRule);
    return minigameBets.list(member.id, request.body);
  });
}
