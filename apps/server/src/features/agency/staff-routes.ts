import {
  staffAgencySaveRequestSchema,
  staffAgencyText,
  staffAgencyTreeRequestSchema,
} from '@hanpan/core/api/staff-agency';
import { staffCode } from '@hanpan/core/api/staff-codes';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import type { StaffTreeOutcome, StaffTreeService } from './staff-tree-service.ts';

const present = (outcome: StaffTreeOutcome) =>
  outcome.isDone
    ? okReply({ id: outcome.id, message: staffAgencyText.saved })
    : codeReply(staffCode.refused, { message: outcome.message });

/**
 * /api/staff/agency/*: the partner tree (read under 'members.view', changed under 'settings.join', the
 * permission of join codes).
 */
export function registerStaffAgencyRoutes(
  api: FastifyInstance,
  { staffTree }: { staffTree: StaffTreeService },
): void {
  api.post('/agency/tree', async (request) => {
    requireStaff(request, 'members.view');
    parseBody(staffAgencyTreeRequestSchema, request.body, koreanIssueMessage);
    return okReply(await staffTree.tree());
  });

  api.post('/agency/save', async (request) => {
    const staff = requireStaff(request, 'settings.join');
    const body = parseBody(staffAgencySaveRequestSchema, request.body, koreanIssueMessage);
    const actor = actorOf(request, staff);
    switch (body.action) {
      case 'create':
        return present(await staffTree.create(actor, body));
      case 'move':
        return present(await staffTree.move(actor, body.partnerId, body.parentId));
      case 'rates':
        return present(await staffTree.saveRates(actor, body.partnerId, body.rates, body.upperMode));
      case 'status':
        return present(await staffTree.setStatus(actor, body.partnerId, body.status));
      case 'levels':
        return present(await staffTree.saveLevels(actor, body.levels));
    }
  });
}
