import {
  staffAuditListRequestSchema,
  staffCreateRequestSchema,
  staffUpdateRequestSchema,
} from '@hanpan/core/api/staff';
import { staffCode, staffText } from '@hanpan/core/api/staff-codes';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import type { StaffAccountOutcome, StaffAccountsService } from './accounts-service.ts';
import { requireStaff } from './policy.ts';
import { actorOf } from './staff-http.ts';

const staffNotFound = '관리자 계정을 찾을 수 없습니다.';

const presentAccountOutcome = (outcome: StaffAccountOutcome) => {
  switch (outcome.kind) {
    case 'done':
      return okReply(outcome.item);
    case 'loginIdTaken':
      return codeReply(staffCode.refused, { message: staffText.loginIdTaken });
    case 'self':
      return codeReply(staffCode.refused, { message: staffText.cannotChangeSelf });
    case 'notFound':
      return codeReply(staffCode.refused, { message: staffNotFound });
  }
};

/** /api/staff/accounts/* (owners) and /api/staff/audit/list. */
export function registerStaffAccountRoutes(
  api: FastifyInstance,
  { accounts }: { accounts: StaffAccountsService },
): void {
  api.post('/accounts/list', async (request) => {
    requireStaff(request, 'staff.manage');
    return okReply({ items: await accounts.listAccounts() });
  });

  api.post('/accounts/create', async (request) => {
    const staff = requireStaff(request, 'staff.manage');
    const body = parseBody(staffCreateRequestSchema, request.body, koreanIssueMessage);
    return presentAccountOutcome(await accounts.createAccount(actorOf(request, staff), body));
  });

  api.post('/accounts/update', async (request) => {
    const staff = requireStaff(request, 'staff.manage');
    const body = parseBody(staffUpdateRequestSchema, request.body, koreanIssueMessage);
    return presentAccountOutcome(await accounts.updateAccount(actorOf(request, staff), body));
  });

  api.post('/audit/list', async (request) => {
    requireStaff(request, 'audit.view');
    const body = parseBody(staffAuditListRequestSchema, request.body, koreanIssueMessage);
    return okReply(await accounts.listAudit(body));
  });
}
