import {
  agencyCashHistoryPageSize,
  agencyCashHistoryRequestSchema,
  agencyCode,
  agencyJoinCodeSaveRequestSchema,
  agencyJoinCodesRequestSchema,
  agencyMemberPageSize,
  agencyMembersRequestSchema,
  agencyPartnerSaveRequestSchema,
  agencyPartnersRequestSchema,
  agencyStatementsRequestSchema,
  agencySummaryRequestSchema,
  agencyText,
} from '@hanpan/core/api/agency';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/http/app-error.ts';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { type IssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { requireMember } from '../auth/index.ts';
import type { AgencyOutcome, AgencyScope, AgencyService } from './service.ts';

// The first problem's own Korean message (a bad date, a too-long name, a refused character).
const firstProblem: IssueMessage = (issues) => issues[0]?.message ?? agencyText.badRequest;

const reply = (outcome: AgencyOutcome) =>
  outcome.isDone
    ? okReply({ id: outcome.id, message: agencyText.saved })
    : codeReply(agencyCode.refused, { message: outcome.message });

/** /api/agency/*: the partner area of a partner owner's session (code 99 for anyone else). */
export function registerAgencyRoutes(api: FastifyInstance, { agency }: { agency: AgencyService }): void {
  // Only the owner of a partner has an area; anyone else is answered like a missing session.
  const requireScope = async (request: FastifyRequest): Promise<AgencyScope> => {
    const member = requireMember(request);
    const scope = await agency.scopeOf(member.id);
    if (!scope) throw new AppError('sessionGone');
    return scope;
  };

  api.post('/agency/summary', async (request) => {
    const scope = await requireScope(request);
    const body = parseBody(agencySummaryRequestSchema, request.body, firstProblem);
    return okReply(await agency.summary(scope, body.from, body.to));
  });

  api.post('/agency/statements', async (request) => {
    const scope = await requireScope(request);
    const body = parseBody(agencyStatementsRequestSchema, request.body, firstProblem);
    return okReply(await agency.statements(scope, body.from, body.to));
  });

  api.post('/agency/members', async (request) => {
    const scope = await requireScope(request);
    const body = parseBody(agencyMembersRequestSchema, request.body, firstProblem);
    const page = await agency.members(scope, body);
    if (!page) return codeReply(agencyCode.refused, { message: agencyText.notFound });
    return okReply({ ...page, page: body.page, pageSize: agencyMemberPageSize });
  });

  api.post('/agency/partners', async (request) => {
    const scope = await requireScope(request);
    parseBody(agencyPartnersRequestSchema, request.body, firstProblem);
    return okReply({ list: await agency.partners(scope) });
  });

  api.post('/agency/partners/save', async (request) => {
    const scope = await requireScope(request);
    const body = parseBody(agencyPartnerSaveRequestSchema, request.body, firstProblem);
    switch (body.action) {
      case 'create':
        return reply(await agency.createPartner(scope, body));
      case 'rates':
        return reply(await agency.saveRates(scope, body.partnerId, body.rates));
      case 'status':
        return reply(await agency.setStatus(scope, body.partnerId, body.status));
      case 'moveMember':
        return reply(await agency.moveMember(scope, body.memberId, body.toPartnerId));
    }
  });

  api.post('/agency/cashHistory', async (request) => {
    const scope = await requireScope(request);
    const body = parseBody(agencyCashHistoryRequestSchema, request.body, firstProblem);
    const history = await agency.cashHistory(scope, body.page);
    return okReply({ ...history, page: body.page, pageSize: agencyCashHistoryPageSize });
  });

  api.post('/agency/joinCodes', async (request) => {
    const scope = await requireScope(request);
    parseBody(agencyJoinCodesRequestSchema, request.body, firstProblem);
    return okReply({ list: await agency.joinCodes(scope) });
  });

  api.post('/agency/joinCodes/save', async (request) => {
    const scope = await requireScope(request);
    const body = parseBody(agencyJoinCodeSaveRequestSchema, request.body, firstProblem);
    if (body.action === 'create') return reply(await agency.createJoinCode(scope, body.partnerId, body.code));
    return reply(await agency.setJoinCodeEnabled(scope, body.id, body.isEnabled));
  });
}
