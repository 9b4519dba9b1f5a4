import { virtualGameRequestSchema } from '@hanpan/core/api/staff-virtual';
import { staffVirtualDailyRequestSchema } from '@hanpan/core/api/staff-virtual-report';
import type { FastifyInstance } from 'fastify';
import { okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { requireStaff } from '../staff/index.ts';
import type { StaffVirtualReportService } from './virtual-report-service.ts';

/**
 * /api/staff/virtual/report/{daily,market-settings}: reads with 'minigames.view'; bad input (a bad or
 * too long date range, an unknown game) ends with code 2 and a Korean message.
 */
export function registerStaffVirtualReportRoutes(
  api: FastifyInstance,
  { staffVirtualReport }: { staffVirtualReport: StaffVirtualReportService },
): void {
  api.post('/virtual/report/daily', async (request) => {
    requireStaff(request, 'minigames.view');
    const body = parseBody(staffVirtualDailyRequestSchema, request.body, koreanIssueMessage);
    return okReply(await staffVirtualReport.daily(body));
  });

  api.post('/virtual/report/market-settings', async (request) => {
    requireStaff(request, 'minigames.view');
    const body = parseBody(virtualGameRequestSchema, request.body, koreanIssueMessage);
    return okReply(await staffVirtualReport.marketSettings(body.gameType));
  });
}
