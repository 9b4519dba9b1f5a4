import type { PageOf, StaffAuditItem } from '@hanpan/core/api/staff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** The audit log's filters and page (empty filters are left out of the call). */
export type AuditFilter = { action: string; targetType: string; targetId: string; page: number };

/** POST /api/staff/audit/list: one page of the audit log, newest first. */
export function listAudit(filter: AuditFilter): Promise<PageOf<StaffAuditItem>> {
  return staffCall<PageOf<StaffAuditItem>>('audit/list', {
    page: filter.page,
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.targetType ? { targetType: filter.targetType } : {}),
    ...(filter.targetId ? { targetId: filter.targetId } : {}),
  });
}

/** The audit log; the previous page stays on screen while the next loads. */
export function useAudit(filter: AuditFilter, isEnabled = true) {
  return useQuery({
    queryKey: ['audit', filter],
    queryFn: () => listAudit(filter),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
