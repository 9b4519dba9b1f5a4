import {
  attendanceStatusRequestSchema,
  couponRedeemRequestSchema,
  couponUseRequestSchema,
} from '@hanpan/core/api/promotions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import type { RateLimiter, RateRule } from '../../lib/http/rate-limit.ts';
import { requireMember } from '../auth/index.ts';
import type { AttendanceService } from './attendance-service.ts';
import type { CouponService } from './coupon-service.ts';
import { couponCodeRateRule, promotionRateRule } from './policy.ts';

/** What the member's coupon and check-in calls need. */
export type PromotionRouteDeps = { coupons: CouponService; attendance: AttendanceService };

/** The member routes' needs; without `limiter` the money calls are not rate limited. */
export type PromotionMemberRouteDeps = PromotionRouteDeps & { limiter?: RateLimiter };

/**
 * /api/coupon/{list,use,redeem} and /api/attendance/{status,check}. Bad input ends with code 2 and
 * the field's Korean message before any database work (koreanIssueMessage reads core's messages).
 */
export function registerPromotionRoutes(
  api: FastifyInstance,
  { coupons, attendance, limiter }: PromotionMemberRouteDeps,
): void {
  /** The logged-in member of a money call, within the per-member rate limit `rule`. */
  const memberWithin = async (request: FastifyRequest, rule: RateRule) => {
    const member = requireMember(request);
    await limiter?.enforce(rule, String(member.id));
    return member;
  };

  api.post('/coupon/list', async (request) => {
    const member = requireMember(request);
    return okReply({ list: await coupons.listForMember(member.id) });
  });

  api.post('/coupon/use', async (request) => {
    const member = await memberWithin(request, promotionRateRule);
    const body = parseBody(couponUseRequestSchema, request.body, koreanIssueMessage);
    return coupons.useCoupon(member.id, body.id);
  });

  api.post('/coupon/redeem', async (request) => {
    const member = await memberWithin(request, couponCodeRateRule);
    const body = parseBody(couponRedeemRequestSchema, request.body, koreanIssueMessage);
    return coupons.redeemCode(member.id, body.code);
  });

  api.post('/attendance/status', async (request) => {
    const member = requireMember(request);
    const body = parseBody(attendanceStatusRequestSchema, request.body, koreanIssueMessage);
    return okReply(await attendance.status(member.id, body.month));
  });

  api.post('/attendance/check', async (request) => {
    const member = await memberWithin(request, promotionRateRule);
    return attendance.checkIn(member.id);
  });
}
