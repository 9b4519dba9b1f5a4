import {
  emptyProtectionRequestSchema,
  protectionText,
  realityCheckRequestSchema,
  type SessionSummary,
  saveLimitRequestSchema,
  selfExcludeRequestSchema,
  timeoutRequestSchema,
} from '@hanpan/core/api/protection';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/http/app-error.ts';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import type { SessionMember } from '../../lib/http/request-member.ts';
import { requireMember } from '../auth/index.ts';
import type { BlockOutcome, BlockService } from './block-service.ts';
import type { LimitsService } from './limits-service.ts';

/** What the member's protection calls need. */
export type ProtectionRouteDeps = {
  limits: LimitsService;
  blocks: BlockService;
  /** The member's session summary (session-summary.ts over the app's database). */
  readSession: (member: SessionMember) => Promise<SessionSummary | null>;
};

const blockReplyOf = (outcome: BlockOutcome) =>
  outcome.kind === 'started' ? okReply(outcome.data) : codeReply(2, { message: outcome.message });

/** /api/account/limits*, /timeout, /selfExclude, /realityCheck, /session: the member's own protection. */
export function registerProtectionRoutes(
  api: FastifyInstance,
  { limits, blocks, readSession }: ProtectionRouteDeps,
) {
  api.post('/account/limits', async (request) => {
    const member = requireMember(request);
    parseBody(emptyProtectionRequestSchema, request.body, koreanIssueMessage);
    return okReply(await limits.getLimits(member.id));
  });

  api.post('/account/limits/save', async (request) => {
    const member = requireMember(request);
    const body = parseBody(saveLimitRequestSchema, request.body, koreanIssueMessage);
    return okReply(await limits.saveLimit(member.id, body));
  });

  api.post('/account/limits/skipAsk', async (request) => {
    const member = requireMember(request);
    parseBody(emptyProtectionRequestSchema, request.body, koreanIssueMessage);
    return okReply(await limits.skipAsk(member.id));
  });

  api.post('/account/timeout', async (request) => {
    const member = requireMember(request);
    const body = parseBody(timeoutRequestSchema, request.body, koreanIssueMessage);
    const until = new Date(body.until);
    if (Number.isNaN(until.getTime())) throw new AppError('invalidInput', protectionText.timeoutUntilInvalid);
    return blockReplyOf(await blocks.startTimeout(member.id, until));
  });

  api.post('/account/selfExclude', async (request) => {
    const member = requireMember(request);
    const body = parseBody(selfExcludeRequestSchema, request.body, koreanIssueMessage);
    return blockReplyOf(await blocks.selfExclude(member.id, body.months));
  });

  api.post('/account/realityCheck', async (request) => {
    const member = requireMember(request);
    const body = parseBody(realityCheckRequestSchema, request.body, koreanIssueMessage);
    return okReply(await limits.setRealityCheck(member.id, body.minutes));
  });

  api.post('/account/session', async (request) => {
    const member = requireMember(request);
    parseBody(emptyProtectionRequestSchema, request.body, koreanIssueMessage);
    const summary = await readSession(member);
    if (!summary) throw new AppError('sessionGone');
    return okReply(summary);
  });
}
