import { staffCode } from '@hanpan/core/api/staff-codes';
import {
  staffMessageJobsRequestSchema,
  staffMessageSendRequestSchema,
  staffTemplateDeleteRequestSchema,
  staffTemplateListRequestSchema,
  staffTemplateSaveRequestSchema,
} from '@hanpan/core/api/staff-messages';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import { presentSendJob, presentTemplate } from './staff-present.ts';
import type { StaffMessagesService, StaffOutcome } from './staff-service.ts';

const present = <T, R>(outcome: StaffOutcome<T>, map: (value: T) => R) =>
  outcome.kind === 'ok'
    ? okReply(map(outcome.value))
    : codeReply(staffCode.refused, { message: outcome.message });

/** /api/staff/messages/*: sends to members and templates (permission 'messages.send'). */
export function registerStaffMessageRoutes(
  api: FastifyInstance,
  { staffMessages }: { staffMessages: StaffMessagesService },
): void {
  api.post('/messages/send', async (request) => {
    const staff = requireStaff(request, 'messages.send');
    const body = parseBody(staffMessageSendRequestSchema, request.body, koreanIssueMessage);
    return present(await staffMessages.send(actorOf(request, staff), body), (job) => job);
  });

  api.post('/messages/jobs', async (request) => {
    requireStaff(request, 'messages.send');
    const body = parseBody(staffMessageJobsRequestSchema, request.body, koreanIssueMessage);
    const page = await staffMessages.listJobs(body.page);
    return okReply({
      items: page.rows.map(presentSendJob),
      page: page.page,
      pageSize: page.pageSize,
      total: page.total,
    });
  });

  api.post('/messages/templates', async (request) => {
    requireStaff(request, 'messages.send');
    const body = parseBody(staffTemplateListRequestSchema, request.body, koreanIssueMessage);
    return okReply({ items: (await staffMessages.listTemplates(body.kind)).map(presentTemplate) });
  });

  api.post('/messages/templates/save', async (request) => {
    const staff = requireStaff(request, 'messages.send');
    const body = parseBody(staffTemplateSaveRequestSchema, request.body, koreanIssueMessage);
    return present(await staffMessages.saveTemplate(actorOf(request, staff), body), presentTemplate);
  });

  api.post('/messages/templates/delete', async (request) => {
    const staff = requireStaff(request, 'messages.send');
    const body = parseBody(staffTemplateDeleteRequestSchema, request.body, koreanIssueMessage);
    return present(await staffMessages.deleteTemplate(actorOf(request, staff), body.id), () => null);
  });
}
