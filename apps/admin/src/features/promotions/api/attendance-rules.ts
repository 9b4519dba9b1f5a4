import type { AttendanceRules } from '@hanpan/core/api/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

const rulesKey = ['attendanceRules'] as const;

/** POST /api/staff/attendance/rules: the check-in rewards and minimum deposit in force. */
export function useAttendanceRules(isEnabled = true) {
  return useQuery({
    queryKey: rulesKey,
    queryFn: () => staffCall<AttendanceRules>('attendance/rules'),
    enabled: isEnabled,
  });
}

/** POST /api/staff/attendance/rules/save, then reloads the rules. */
export function useSaveAttendanceRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: AttendanceRules) => staffCall<{ message: string }>('attendance/rules/save', rules),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rulesKey }),
  });
}
