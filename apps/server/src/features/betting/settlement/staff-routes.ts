import { staffCode } from '@hanpan/core/api/staff-codes';
import {
  staffBetDetailRequestSchema,
  staffDebtListRequestSchema,
  staffFixtureSettlementRequestSchema,
  staffSettleMarketRequestSchema,
  staffSettlementScopeRequestSchema,
  staffSettlementText,
  staffUnsettledRequestSchema,
} from '@hanpan/core/api/staff-settlement';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../../staff/index.ts';
import type { BetReportsService } from '../history/bet-reports-service.ts';
import type { SettlementResult, SettlementStaffService } from './staff-service.ts';

const present = (result: SettlementResult) =>
  'refused' in result ? codeReply(staffCode.refused, { message: result.refused }) : okReply(result);

/**
 * /api/staff/bets/detail, /unsettled, /debts, /daily and /settlement/* (reads need bets.view; manual
 * settle, void and undo need bets.manage).
 */
export function registerSettlementStaffRoutes(
  api: FastifyInstance,
  { reports, manual }: { reports: BetReportsService; manual: SettlementStaffService },
): void {
  api.post('/bets/detail', async (request) => {
    requireStaff(request, 'bets.view');
    const body = parseBody(staffBetDetailRequestSchema, request.body, koreanIssueMessage);
    const detail = await reports.betDetail(BigInt(body.betId));
    return detail
      ? okReply(detail)
      : codeReply(staffCode.refused, { message: staffSettlementText.unknownBet });
  });

  api.post('/bets/unsettled', async (request) => {
    requireStaff(request, 'bets.view');
    const body = parseBody(staffUnsettledRequestSchema, request.body, koreanIssueMessage);
    return okReply(await reports.unsettled(body.hours));
  });

  api.post('/bets/debts', async (request) => {
    requireStaff(request, 'bets.view');
    const body = parseBody(staffDebtListRequestSchema, request.body, koreanIssueMessage);
    return okReply(await reports.debts(body));
  });

  api.post('/bets/daily', async (request) => {
    requireStaff(request, 'bets.view');
    return okReply(await reports.dailyTotals());
  });

  api.post('/bets/settlement/fixture', async (request) => {
    requireStaff(request, 'bets.view');
    const body = parseBody(staffFixtureSettlementRequestSchema, request.body, koreanIssueMessage);
    const view = await manual.fixtureSettlement(body.fixtureId);
    return view
      ? okReply(view)
      : codeReply(staffCode.refused, { message: staffSettlementText.unknownFixture });
  });

  api.post('/bets/settlement/settle', async (request) => {
    const staff = requireStaff(request, 'bets.manage');
    const body = parseBody(staffSettleMarketRequestSchema, request.body, koreanIssueMessage);
    return present(await manual.settleMarket(actorOf(request, staff), body));
  });

  api.post('/bets/settlement/void', async (request) => {
    const staff = requireStaff(request, 'bets.manage');
    const body = parseBody(staffSettlementScopeRequestSchema, request.body, koreanIssueMessage);
    return present(await manual.voidScope(actorOf(request, staff), body));
  });

  api.post('/bets/settlement/undo', async (request) => {
    const staff = requireStaff(request, 'bets.manage');
    const body = parseBody(staffSettlementScopeRequestSchema, request.body, koreanIssueMessage);
    return present(await manual.undoScope(actorOf(request, staff), body));
  });
}
