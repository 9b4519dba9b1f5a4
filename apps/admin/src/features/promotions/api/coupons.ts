import type { PageOf } from '@hanpan/core/api/staff';
import type {
  StaffCouponCreateRequest,
  StaffCouponItem,
  StaffCouponListRequest,
  StaffCouponUse,
  StaffCouponUsesRequest,
} from '@hanpan/core/api/staff-promotions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key prefix of the coupon reads. */
export const couponsQueryKey = ['coupons'] as const;

type Done = { message: string; id?: number };

/** POST /api/staff/coupons/list: one page of coupons, newest first, with issued and used counts. */
export function useCoupons(filter: StaffCouponListRequest, isEnabled = true) {
  return useQuery({
    queryKey: [...couponsQueryKey, 'list', filter],
    queryFn: () => staffCall<PageOf<StaffCouponItem>>('coupons/list', filter),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** POST /api/staff/coupons/uses: one page of the members holding one coupon and whether they used it. */
export function useCouponUses(filter: StaffCouponUsesRequest) {
  return useQuery({
    queryKey: [...couponsQueryKey, 'uses', filter],
    queryFn: () => staffCall<PageOf<StaffCouponUse>>('coupons/uses', filter),
    placeholderData: keepPreviousData,
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
