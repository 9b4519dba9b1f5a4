import { staffCode } from '@hanpan/core/api/staff-codes';
import {
  staffAttendanceRulesRequestSchema,
  staffCouponCreateRequestSchema,
  staffCouponIssueIdRequestSchema,
  staffCouponIssueRequestSchema,
  staffCouponListRequestSchema,
  staffCouponRequestSchema,
  staffCouponUsesRequestSchema,
} from '@hanpan/core/api/staff-promotions';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import type { StaffPromotionOutcome } from './coupon-service.ts';
import type { PromotionRouteDeps } from './routes.ts';

const present = (outcome: StaffPromotionOutcome) =>
  outcome.kind === 'ok'
    ? okReply({ message: outcome.message, ...(outcome.id === undefined ? {} : { id: outcome.id }) })
    : codeReply(staffCode.refused, { message: outcome.message });

/**
 * /api/staff/coupons/* and /api/staff/attendance/rules*: reads need 'promotions.view', changes
 * 'promotions.manage' (every change audited by the services).
 */
export function registerStaffPromotionRoutes(
  api: FastifyInstance,
  { coupons, attendance }: PromotionRouteDeps,
): void {
  api.post('/coupons/list', async (request) => {
    requireStaff(request, 'promotions.view');
    const body = parseBody(staffCouponListRequestSchema, request.body, koreanIssueMessage);
    return okReply(await coupons.listForStaff(body));
  });

  api.post('/coupons/uses', async (request) => {
    requireStaff(request, 'promotions.view');
    const body = parseBody(staffCouponUsesRequestSchema, request.body, koreanIssueMessage);
    return okReply(await coupons.listUses(body));
  });

  api.post('/coupons/create', async (request) => {
    const staff = requireStaff(request, 'promotions.manage');
    const body = parseBody(staffCouponCreateRequestSchema, request.body, koreanIssueMessage);
    return present(await coupons.createCoupon(actorOf(request, staff), body));
  });

  api.post('/coupons/issue', async (request) => {
    const staff = requireStaff(request, 'promotions.manage');
    const body = parseBody(staffCouponIssueRequestSchema, request.body, koreanIssueMessage);
    return present(await coupons.issueCoupon(actorOf(request, staff), body.couponId, body.loginIds));
  });

  api.post('/coupons/revoke', async (request) => {
    const staff = requireStaff(request, 'promotions.manage');
    const body = parseBody(staffCouponRequestSchema, request.body, koreanIssueMessage);
    return present(await coupons.revokeCoupon(actorOf(request, staff), body.couponId));
  });

  api.post('/coupons/revokeIssue', async (request) => {
    const staff = requireStaff(request, 'promotions.manage');
    const body = parseBody(staffCouponIssueIdRequestSchema, request.body, koreanIssueMessage);
    return present(await coupons.revokeIssue(actorOf(request, staff), body.issueId));
  });

  api.post('/attendance/rules', async (request) => {
    requireStaff(request, 'promotions.view');
    return okReply(await attendance.readRules());
  });

  api.post('/attendance/rules/save', async (request) => {
    const staff = requireStaff(request, 'promotions.manage');
    const body = parseBody(staffAttendanceRulesRequestSchema, request.body, koreanIssueMessage);
    return present(await attendance.saveRules(actorOf(request, staff), body));
  });
}
