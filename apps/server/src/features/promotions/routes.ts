import {
  attendanceStatusRequestSchema,
  couponRedeemRequestSchema,
  couponUseRequestSchema,
} from '@hanpan/core/api/promotions';
import type { FastifyInstance } from 'fastify';
import { okReply } from '../../lib/http/envelope.ts';
import { requireMember } from '../auth/policy.ts';
import { parseStaffBody } from '../staff/staff-http.ts';
import type { AttendanceService } from './attendance-service.ts';
import type { CouponService } from './coupon-service.ts';

/** What the member's coupon and check-in calls need. */
export type PromotionRouteDeps = { coupons: CouponService; attendance: AttendanceService };

/**
 * /api/coupon/{list,use,redeem} and /api/attendance/{status,check}. Bad input ends with code 2 and
 * the field's Korean message before any database work (parseStaffBody reads core's messages).
 */
export function registerPromotionRoutes(
  api: FastifyInstance,
  { coupons, attendance }: PromotionRouteDeps,
): void {
  api.post('/coupon/list', async (request) => {
    const member = requireMember(request);
    return okReply({ list: await coupons.listForMember(member.id) });
  });

  api.post('/coupon/use', async (request) => {
    const member = requireMember(request);
    const body = parseStaffBody(couponUseRequestSchema, request.body);
    return coupons.useCoupon(member.id, body.id);
  });

  api.post('/coupon/redeem', async (request) => {
    const member = requireMember(request);
    const body = parseStaffBody(couponRedeemRequestSchema, request.body);
    return coupons.redeemCode(member.id, body.code);
  });

  api.post('/attendance/status', async (request) => {
    const member = requireMember(request);
    const body = parseStaffBody(attendanceStatusRequestSchema, request.body);
    return okReply(await attendance.status(member.id, body.month));
  });

  api.post('/attendance/check', async (request) => {
    const member = requireMember(request);
    return attendance.checkIn(member.id);
  });
}
