import type { StaffMemberReview } from '@hanpan/core/api/staff-join-approval';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** What staff decide about a pending join: approve, or reject with a reason. */
export type MemberReviewInput =
  | { memberId: number; decision: 'approve' }
  | { memberId: number; decision: 'reject'; reason: string };

/** POST /api/staff/members/approve or /reject (both audited; only a pending member changes). */
export function reviewMember(input: MemberReviewInput): Promise<StaffMemberReview> {
  if (input.decision === 'approve') return staffCall('members/approve', { memberId: input.memberId });
  return staffCall('members/reject', { memberId: input.memberId, reason: input.reason });
}

/** Mutation that approves or rejects a join, then refreshes the member views and the queue. */
export function useReviewMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}
