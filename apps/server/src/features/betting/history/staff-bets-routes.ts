import { staffBetLimitsRequestSchema, staffBetLimitsSaveRequestSchema } from '@hanpan/core/api/bet-limits';
import {
  staffBetLiabilityRequestSchema,
  staffBetListRequestSchema,
  staffBetsText,
} from '@hanpan/core/api/staff-bets';
import { staffCode } from '@hanpan/core/api/staff-codes';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../../staff/index.ts';
import { registerSettlementStaffRoutes } from '../settlement/staff-routes.ts';
import type { SettlementStaffService } from '../settlement/staff-service.ts';
import type { BetReportsService } from './bet-reports-service.ts';
import type { StaffBetsService } from './staff-bets-service.ts';

/**
 * /api/staff/bets/*: the bet limits (bets.manage), the bets list and per-fixture liability (bets.view),
 * and the settlement calls (bet detail, reports, manual settlement).
 */
export function registerStaffBetRoutes(
  api: FastifyInstance,
  {
    staffBets,
    reports,
    manual,
  }: { staffBets: StaffBetsService; reports: BetReportsService; manual: SettlementStaffService },
): void {
  registerSettlementStaffRoutes(api, { reports, manual });
  api.post('/bets/limits', async (request) => {
    requireStaff(request, 'bets.manage');
    parseBody(staffBetLimitsRequestSchema, request.body, koreanIssueMessage);
    return okReply(await staffBets.getLimits());
  });

  api.post('/bets/limits/save', async (request) => {
    const staff = requireStaff(request, 'bets.manage');
    const body = parseBody(staffBetLimitsSaveRequestSchema, request.body, koreanIssueMessage);
    return okReply(await staffBets.saveLimits(actorOf(request, staff), body.limits, body.reason));
  });

  api.post('/bets/list', async (request) => {
    requireStaff(request, 'bets.view');
    const body = parseBody(staffBetListRequestSchema, request.body, koreanIssueMessage);
    return okReply(await staffBets.listBets(body));
  });

  api.post('/bets/liability', async (request) => {
    requireStaff(request, 'bets.view');
    const body = parseBody(staffBetLiabilityRequestSchema, request.body, koreanIssueMessage);
    const liability = await staffBets.fixtureLiability(body.fixtureId);
    return liability
      ? okReply(liability)
      : codeReply(staffCode.refused, { message: staffBetsText.unknownFixture });
  });
}
