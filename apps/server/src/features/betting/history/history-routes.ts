import {
  betHideRequestSchema,
  betHistoryCode,
  betHistoryText,
  betListRequestSchema,
} from '@hanpan/core/api/bet-history';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { historyRateRule } from '../../../lib/http/bet-rate-rules.ts';
import { codeReply } from '../../../lib/http/envelope.ts';
import { koreanIssueMessageOr, readBody } from '../../../lib/http/parse-body.ts';
import type { RateLimiter } from '../../../lib/http/rate-limit.ts';
import { requireMember } from '../../auth/index.ts';
import type { BetHistoryService } from './history-service.ts';

/** What the history routes need; without `limiter` they are not rate limited. */
export type BetHistoryRouteDeps = { history: BetHistoryService; limiter?: RateLimiter };

/** /api/bet/list and /api/bet/hide: the logged-in member's own bets only, per-member rate limit. */
export function registerBetHistoryRoutes(
  api: FastifyInstance,
  { history, limiter }: BetHistoryRouteDeps,
): void {
  const memberOf = async (request: FastifyRequest) => {
    const member = requireMember(request);
    await limiter?.enforce(historyRateRule, String(member.id));
    return member;
  };

  api.post('/bet/list', async (request) => {
    const member = await memberOf(request);
    // zod's own messages (a body that is not an object) are English: those get the call's Korean one.
    const read = readBody(
      betListRequestSchema,
      request.body,
      koreanIssueMessageOr(betHistoryText.badRequest),
    );
    if (!read.isRead) return codeReply(betHistoryCode.badRequest, { message: read.message });
    return history.list(member.id, read.data);
  });

  api.post('/bet/hide', async (request) => {
    const member = await memberOf(request);
    const read = readBody(
      betHideRequestSchema,
      request.body,
      koreanIssueMessageOr(betHistoryText.unknownBet),
    );
    if (!read.isRead) return codeReply(betHistoryCode.badRequest, { message: read.message });
    return history.hide(member.id, read.data);
  });
}
