import type {
  StaffCouponCreateRequest,
  StaffCouponItem,
  StaffCouponUse,
} from '@hanpan/core/api/staff-promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key prefix of the coupon reads. */
export const couponsQueryKey = ['coupons'] as const;

type Done = { message: string; id?: number };

/** POST /api/staff/coupons/list: every coupon, newest first, with issued and used counts. */
export function useCoupons(isEnabled = true) {
  return useQuery({
    queryKey: [...couponsQueryKey, 'list'],
    queryFn: () => staffCall<{ items: StaffCouponItem[] }>('coupons/list'),
    enabled: isEnabled,
  });
}

/** POST /api/staff/coupons/uses: the members holding one coupon and whether they used it. */
export function useCouponUses(couponId: number) {
  return useQuery({
    queryKey: [...couponsQueryKey, 'uses', couponId],
    queryFn: () => staffCall<{ items: StaffCouponUse[] }>('coupons/uses', { couponId }),
  });
}

/** The coupon changes (create, issue, revoke a coupon, revoke one member's copy); each reloads the reads. */
export function useCouponChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: couponsQueryKey });
  return {
    create: useMutation({
      mutationFn: (body: StaffCouponCreateRequest) => staffCall<Done>('coupons/create', body),
      onSettled,
    }),
    issue: useMutation({
      mutationFn: (body: { couponId: number; loginIds: string[] }) => staffCall<Done>('coupons/issue', body),
      onSettled,
    }),
    revoke: useMutation({
      mutationFn: (couponId: number) => staffCall<Done>('coupons/revoke', { couponId }),
      onSettled,
    }),
    revokeIssue: useMutation({
      mutationFn: (issueId: number) => staffCall<Done>('coupons/revokeIssue', { issueId }),
      onSettled,
    }),
  };
}
