import { staffCode } from '@hanpan/core/api/staff-codes';
import {
  staffInquiryAnswerRequestSchema,
  staffInquiryAssignRequestSchema,
  staffInquiryCloseRequestSchema,
  staffInquiryListRequestSchema,
} from '@hanpan/core/api/staff-inquiries';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import type { StaffMessagesService } from '../messages/index.ts';
import { presentTemplate } from '../messages/index.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import { presentStaffInquiry } from './present.ts';
import type { InquiryOutcome, StaffInquiriesService } from './staff-service.ts';

const present = (outcome: InquiryOutcome) =>
  outcome.kind === 'ok' ? okReply(null) : codeReply(staffCode.refused, { message: outcome.message });

/** /api/staff/inquiries/*: the 1:1 inquiry queue (permission 'inquiries.answer'). */
export function registerStaffInquiryRoutes(
  api: FastifyInstance,
  deps: { staffInquiries: StaffInquiriesService; staffMessages: StaffMessagesService },
): void {
  const { staffInquiries } = deps;
  api.post('/inquiries/list', async (request) => {
    requireStaff(request, 'inquiries.answer');
    const body = parseBody(staffInquiryListRequestSchema, request.body, koreanIssueMessage);
    const page = await staffInquiries.list(body.status, body.page);
    return okReply({
      items: page.rows.map(presentStaffInquiry),
      page: page.page,
      pageSize: page.pageSize,
      total: page.total,
    });
  });

  api.post('/inquiries/waiting', async (request) => {
    requireStaff(request, 'inquiries.answer');
    return okReply({ count: await staffInquiries.countWaiting() });
  });

  // Answer templates are read by whoever answers; written under 'messages.send' with the others.
  api.post('/inquiries/templates', async (request) => {
    requireStaff(request, 'inquiries.answer');
    return okReply({ items: (await deps.staffMessages.listTemplates('inquiry')).map(presentTemplate) });
  });

  api.post('/inquiries/answer', async (request) => {
    const staff = requireStaff(request, 'inquiries.answer');
    const body = parseBody(staffInquiryAnswerRequestSchema, request.body, koreanIssueMessage);
    return present(await staffInquiries.answer(actorOf(request, staff), body.id, body.answer));
  });

  api.post('/inquiries/assign', async (request) => {
    const staff = requireStaff(request, 'inquiries.answer');
    const body = parseBody(staffInquiryAssignRequestSchema, request.body, koreanIssueMessage);
    return present(await staffInquiries.assign(actorOf(request, staff), body.id, body.staffId));
  });

  api.post('/inquiries/close', async (request) => {
    const staff = requireStaff(request, 'inquiries.answer');
    const body = parseBody(staffInquiryCloseRequestSchema, request.body, koreanIssueMessage);
    return present(await staffInquiries.close(actorOf(request, staff), body.id));
  });
}
