import {
  addInplayRequestSchema,
  betLimitRequestSchema,
  betPricesRequestSchema,
  betRequestSchema,
  oddsChangePreferenceRequestSchema,
} from '@hanpan/core/api/betting';
import { betCode } from '@hanpan/core/betting/bet-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { betRateRule } from '../../lib/http/bet-rate-rules.ts';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { readIdempotencyKey } from '../../lib/http/idempotency-key.ts';
import { firstIssueMessage, parseBody, readBody } from '../../lib/http/parse-body.ts';
import type { RateLimiter } from '../../lib/http/rate-limit.ts';
import { requireMember } from '../auth/index.ts';
import { registerBetHistoryRoutes } from './history/history-routes.ts';
import type { BetHistoryService } from './history/history-service.ts';
import type { BettingService } from './placement/betting-service.ts';

/** What the bet routes need; without `limiter` the bet calls are not rate limited. */
export type BettingRouteDeps = { betting: BettingService; history: BetHistoryService; limiter?: RateLimiter };

/**
 * /api/bet/add, /bet/preInplay, /bet/addInplay (members, per-member rate limit, `Idempotency-Key`),
 * /bet/limit and /bet/prices (anyone), /bet/preference (members), and the history's /bet/list and
 * /bet/hide (members). The session hook adds the fresh
 * userContext to every reply to a member.
 */
export function registerBettingRoutes(
  api: FastifyInstance,
  { betting, history, limiter }: BettingRouteDeps,
): void {
  registerBetHistoryRoutes(api, { history, limiter });
  /** The logged-in member of a bet call, within the per-member rate limit. */
  const bettorOf = async (request: FastifyRequest) => {
    const member = requireMember(request);
    await limiter?.enforce(betRateRule, String(member.id));
    return member;
  };

  api.post('/bet/add', async (request) => {
    const member = await bettorOf(request);
    const key = readIdempotencyKey(request);
    const read = readBody(betRequestSchema, request.body, firstIssueMessage);
    if (!read.isRead) return codeReply(betCode.invalidInput, { message: read.message });
    return betting.placePrematch(member.id, read.data, key);
  });

  api.post('/bet/preInplay', async (request) => {
    const member = await bettorOf(request);
    const key = readIdempotencyKey(request);
    const read = readBody(betRequestSchema, request.body, firstIssueMessage);
    if (!read.isRead) return codeReply(betCode.invalidInput, { message: read.message });
    return betting.parkInplay(member, read.data, key);
  });

  api.post('/bet/addInplay', async (request) => {
    const member = await bettorOf(request);
    parseBody(addInplayRequestSchema, request.body);
    return betting.confirmInplay(member);
  });

  api.post('/bet/limit', async (request) => {
    parseBody(betLimitRequestSchema, request.body);
    return okReply(await betting.getLimits(request.member?.id ?? null));
  });

  api.post('/bet/preference', async (request) => {
    const member = requireMember(request);
    const body = parseBody(oddsChangePreferenceRequestSchema, request.body);
    return okReply(await betting.setPreference(member.id, body.oddsChange));
  });

  api.post('/bet/prices', async (request) => {
    const body = parseBody(betPricesRequestSchema, request.body);
    return okReply(await betting.getPrices(body.ids));
  });
}
