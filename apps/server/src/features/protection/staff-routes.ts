import {
  staffBlockedMembersRequestSchema,
  staffMemberLimitsRequestSchema,
  staffSaveLimitRequestSchema,
} from '@hanpan/core/api/protection';
import { staffCode } from '@hanpan/core/api/staff-codes';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import type { StaffProtectionService } from './staff-service.ts';

const memberNotFound = '회원을 찾을 수 없습니다.';

/**
 * /api/staff/members/limits*: a member's limits and block; staff's stricter limit (audited).
 * /api/staff/members/blocked: the members under a time-out or self-exclusion.
 */
export function registerStaffProtectionRoutes(
  api: FastifyInstance,
  { staffProtection }: { staffProtection: StaffProtectionService },
): void {
  api.post('/members/limits', async (request) => {
    requireStaff(request, 'members.view');
    const body = parseBody(staffMemberLimitsRequestSchema, request.body, koreanIssueMessage);
    const limits = await staffProtection.getMemberLimits(body.memberId);
    return limits ? okReply(limits) : codeReply(staffCode.refused, { message: memberNotFound });
  });

  api.post('/members/blocked', async (request) => {
    requireStaff(request, 'members.view');
    const body = parseBody(staffBlockedMembersRequestSchema, request.body, koreanIssueMessage);
    return okReply(await staffProtection.listBlockedMembers(body));
  });

  api.post('/members/limits/save', async (request) => {
    const staff = requireStaff(request, 'members.suspend');
    const body = parseBody(staffSaveLimitRequestSchema, request.body, koreanIssueMessage);
    const limits = await staffProtection.saveStaffLimit(actorOf(request, staff), body);
    return limits ? okReply(limits) : codeReply(staffCode.refused, { message: memberNotFound });
  });
}
