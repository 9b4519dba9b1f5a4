import type { StaffRuleItem, StaffRuleSaveRequest } from '@hanpan/core/api/staff-site-texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

const rulesQueryKey = ['rules'] as const;

/** POST /api/staff/rules/list: every rules page, hidden ones too. */
export function listRules(): Promise<{ items: StaffRuleItem[] }> {
  return staffCall<{ items: StaffRuleItem[] }>('rules/list');
}

/** The rules pages. */
export function useRulesList(isEnabled = true) {
  return useQuery({ queryKey: rulesQueryKey, queryFn: listRules, enabled: isEnabled });
}

/** POST /api/staff/rules/save: creates (id null) or changes a rules page. */
export function saveRule(page: StaffRuleSaveRequest): Promise<StaffRuleItem> {
  return staffCall<StaffRuleItem>('rules/save', page);
}

/** Mutation that saves a rules page, then reloads the list. */
export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rulesQueryKey }),
  });
}
