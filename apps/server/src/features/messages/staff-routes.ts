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
import { actorOf, parseStaffBody, requireStaff } from '../staff/index.ts';
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
    const body = parseStaffBody(staffMessageSendRequestSchema, request.body);
    return present(await staffMessages.send(actorOf(request, staff), body), (job) => job);
  });

  api.post('/messages/jobs', async (request) => {
    requireStaff(request, 'messages.send');
    const body = parseStaffBody(staffMessageJobsRequestSchema, request.body);
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
    const body = parseStaffBody(staffTemplateListRequestSchema, request.body);
    return okReply({ items: (await staffMessages.listTemplates(body.kind)).map(presentTemplate) });
  });

  api.post('/messages/templates/save', async (request) => {
    const staff = requireStaff(request, 'messages.send');
    const body = parseStaffBody(staffTemplateSaveRequestSchema, request.body);
    return present(await staffMessages.saveTemplate(actorOf(request, staff), body), presentTemplate);
  });

  api.post('/messages/templates/delete', async (request) => {
    const staff = requireStaff(request, 'messages.send');
    const body = parseStaffBody(staffTemplateDeleteRequestSchema, request.body);
    return present(await staffMessages.deleteTemplate(actorOf(request, staff), body.id), () => null);
  });
}
