import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import type { CouponUseResult, MemberCouponList } from '@hanpan/core/api/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

const couponListKey = ['coupons', 'list'] as const;

/** POST /api/coupon/list: the member's coupons (unused, used, expired), newest first. */
export async function getCouponList(): Promise<MemberCouponList> {
  const reply = await apiRequest<MemberCouponList>('/coupon/list');
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `coupon/list code ${reply.code}`);
  return reply.data;
}

/** The member's coupons. */
export function useCouponList() {
  return useQuery({ queryKey: couponListKey, queryFn: getCouponList });
}

/** POST /api/coupon/use: credits one of the member's coupons (codes 3 missing, 4 used, 5 expired). */
export function spendCoupon(id: number): Promise<ApiReply<CouponUseResult | ReplyMessage>> {
  return apiRequest('/coupon/use', { body: { id } });
}

/** POST /api/coupon/redeem: credits a published coupon code once per member. */
export function redeemCouponCode(code: string): Promise<ApiReply<CouponUseResult | ReplyMessage>> {
  return apiRequest('/coupon/redeem', { body: { code } });
}

/** Mutations of using a coupon and redeeming a code; the list refreshes after either. */
export function useCouponActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: couponListKey });
  return {
    use: useMutation({ mutationFn: spendCoupon, onSettled }),
    redeem: useMutation({ mutationFn: redeemCouponCode, onSettled }),
  };
}
