import type { AuditFilter } from './api/list-audit.ts';

/** Reads the audit filters from the address (?action=&targetType=&targetId=&page=). */
export function readAuditFilter(params: URLSearchParams): AuditFilter {
  const page = Number(params.get('page'));
  const text = (name: string) => (params.get(name) ?? '').trim().slice(0, 50);
  return {
    action: text('action'),
    targetType: text('targetType'),
    targetId: text('targetId'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filters as address parameters (empty ones left out). */
export function auditFilterParams(filter: AuditFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.action) params.action = filter.action;
  if (filter.targetType) params.targetType = filter.targetType;
  if (filter.targetId) params.targetId = filter.targetId;
  if (filter.page > 1) params.page = String(filter.page);
  return params;
}

/** Actions the filter suggests (the field accepts any). */
export const knownAuditActions = [
  'charge.approve',
  'charge.reject',
  'exchange.firstApprove',
  'exchange.approve',
  'exchange.reject',
  'member.suspend',
  'member.unsuspend',
  'member.balance.adjust',
  'member.view',
  'settings.money',
  'sports.settings',
  'sports.visibility',
  'sports.override',
  'sports.override.clear',
  'minigame.settings',
  'board.create',
  'board.update',
  'board.hide',
  'staff.create',
  'staff.update',
  'login.success',
  'totp.enroll',
  'login.failed',
  'totp.failed',
  'logout',
  'access.denied',
] as const;
