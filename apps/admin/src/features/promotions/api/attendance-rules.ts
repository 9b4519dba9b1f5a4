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

/**
 * POST /api/staff/attendance/rules/save, then reloads the rules. Only a save that succeeded
 * reloads them: the editor is rebuilt from each load, so a reload after a refusal would wipe
 * the Korean message and what staff typed.
 */
export function useSaveAttendanceRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: AttendanceRules) => staffCall<{ message: string }>('attendance/rules/save', rules),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesKey }),
  });
}
