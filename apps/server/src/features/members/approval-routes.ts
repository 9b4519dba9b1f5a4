import { staffCode } from '@hanpan/core/api/staff-codes';
import {
  joinApprovalText,
  joinSettingsSchema,
  type StaffMemberReview,
  staffApproveMemberRequestSchema,
  staffPendingMembersRequestSchema,
  staffRejectMemberRequestSchema,
} from '@hanpan/core/api/staff-join-approval';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import type { JoinApprovalService, ReviewOutcome } from './approval-service.ts';

const presentReview = (outcome: ReviewOutcome, review: StaffMemberReview) => {
  if (outcome.kind === 'notFound')
    return codeReply(staffCode.refused, { message: joinApprovalText.memberNotFound });
  if (outcome.kind === 'notPending')
    return codeReply(staffCode.refused, { message: joinApprovalText.notPending });
  return okReply(review);
};

/** /api/staff/members/pending, /approve, /reject (가입승인) and /api/staff/settings/join. */
export function registerJoinApprovalRoutes(
  api: FastifyInstance,
  { approval }: { approval: JoinApprovalService },
) {
  api.post('/members/pending', async (request) => {
    requireStaff(request, 'members.view');
    const body = parseBody(staffPendingMembersRequestSchema, request.body, koreanIssueMessage);
    return okReply(await approval.listPending(body.page));
  });

  // Approving or rejecting a join decides who may use the site: the members.suspend permission.
  api.post('/members/approve', async (request) => {
    const staff = requireStaff(request, 'members.suspend');
    const body = parseBody(staffApproveMemberRequestSchema, request.body, koreanIssueMessage);
    const outcome = await approval.approve(actorOf(request, staff), body.memberId);
    return presentReview(outcome, { memberId: body.memberId, status: 'active' });
  });

  api.post('/members/reject', async (request) => {
    const staff = requireStaff(request, 'members.suspend');
    const body = parseBody(staffRejectMemberRequestSchema, request.body, koreanIssueMessage);
    const outcome = await approval.reject(actorOf(request, staff), body);
    return presentReview(outcome, { memberId: body.memberId, status: 'rejected' });
  });

  api.post('/settings/join', async (request) => {
    requireStaff(request, 'settings.join');
    return okReply(await approval.getJoinSettings());
  });

  api.post('/settings/join/save', async (request) => {
    const staff = requireStaff(request, 'settings.join');
    const body = parseBody(joinSettingsSchema, request.body, koreanIssueMessage);
    await approval.saveJoinSettings(actorOf(request, staff), body);
    return okReply(await approval.getJoinSettings());
  });
}
