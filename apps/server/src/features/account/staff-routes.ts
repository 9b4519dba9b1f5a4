import {
  bankChangeText,
  staffBankChangeListRequestSchema,
  staffBankChangeReviewRequestSchema,
  staffEndSessionsRequestSchema,
  staffMemberAccountRequestSchema,
} from '@hanpan/core/api/account-bank-change';
import { staffCode } from '@hanpan/core/api/staff-codes';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import type { BankChangeService } from './bank-change-service.ts';
import type { StaffAccountService } from './staff-service.ts';

/**
 * /api/staff/members/bankChanges, /logins, /sessions: the back office's view of a member's account
 * requests, sign-ins and sessions. Reads need members.view, decisions members.suspend (member management).
 */
export function registerStaffAccountRoutes(
  api: FastifyInstance,
  { bankChange, staffAccount }: { bankChange: BankChangeService; staffAccount: StaffAccountService },
): void {
  api.post('/members/bankChanges', async (request) => {
    const staff = requireStaff(request, 'members.view');
    const body = parseBody(staffBankChangeListRequestSchema, request.body, koreanIssueMessage);
    return okReply(await bankChange.listForStaff(actorOf(request, staff), body));
  });

  api.post('/members/bankChanges/review', async (request) => {
    const staff = requireStaff(request, 'members.suspend');
    const body = parseBody(staffBankChangeReviewRequestSchema, request.body, koreanIssueMessage);
    const outcome = await bankChange.review(actorOf(request, staff), body);
    if (outcome.kind === 'notFound')
      return codeReply(staffCode.refused, { message: bankChangeText.notFound });
    if (outcome.kind === 'alreadyDecided') {
      return codeReply(staffCode.refused, { message: bankChangeText.alreadyDecided });
    }
    return okReply(outcome.data);
  });

  api.post('/members/logins', async (request) => {
    const staff = requireStaff(request, 'members.view');
    const body = parseBody(staffMemberAccountRequestSchema, request.body, koreanIssueMessage);
    return okReply(await staffAccount.listLogins(actorOf(request, staff), body.memberId));
  });

  api.post('/members/sessions', async (request) => {
    const staff = requireStaff(request, 'members.view');
    const body = parseBody(staffMemberAccountRequestSchema, request.body, koreanIssueMessage);
    return okReply(await staffAccount.listSessions(actorOf(request, staff), body.memberId));
  });

  api.post('/members/sessions/end', async (request) => {
    const staff = requireStaff(request, 'members.suspend');
    const body = parseBody(staffEndSessionsRequestSchema, request.body, koreanIssueMessage);
    const ended = await staffAccount.endSessions(actorOf(request, staff), body);
    if (ended === 0) return codeReply(staffCode.refused, { message: bankChangeText.sessionNotFound });
    return okReply({ ended });
  });
}
