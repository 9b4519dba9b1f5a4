import { referralSummaryRequestSchema } from '@hanpan/core/api/referral';
import type { FastifyInstance } from 'fastify';
import { okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { requireMember } from '../auth/index.ts';
import type { ReferralService } from './service.ts';

/** /api/referral/summary: the logged-in member's own code, link, referees and rewards (code 99 without a session). */
export function registerReferralRoutes(
  api: FastifyInstance,
  { referral }: { referral: ReferralService },
): void {
  api.post('/referral/summary', async (request) => {
    const member = requireMember(request);
    parseBody(referralSummaryRequestSchema, request.body, koreanIssueMessage);
    return okReply(await referral.getSummary(member.id));
  });
}
