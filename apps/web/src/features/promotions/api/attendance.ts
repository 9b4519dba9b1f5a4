import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import type { AttendanceCheckResult, AttendanceStatus } from '@hanpan/core/api/promotions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

const attendanceKey = ['attendance'] as const;

/** POST /api/attendance/status: the month's check-ins ('YYYY-MM'; null: this KST month), streak and rules. */
export async function getAttendanceStatus(month: string | null): Promise<AttendanceStatus> {
  const reply = await apiRequest<AttendanceStatus>('/attendance/status', { body: { month } });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `attendance/status code ${reply.code}`);
  return reply.data;
}

/** The member's check-ins of one month. */
export function useAttendanceStatus(month: string | null) {
  return useQuery({
    queryKey: [...attendanceKey, month],
    queryFn: () => getAttendanceStatus(month),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/attendance/check: today's check-in (codes 6 already done, 7 deposit needed). */
export function checkInToday(): Promise<ApiReply<AttendanceCheckResult | ReplyMessage>> {
  return apiRequest('/attendance/check');
}

/** Mutation of the check-in; the calendar refreshes after it. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInToday,
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKey }),
  });
}
