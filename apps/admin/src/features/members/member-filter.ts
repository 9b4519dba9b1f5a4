import type { MemberFilter } from './api/list-members.ts';

const statuses = ['all', 'active', 'suspended'] as const;

/** Reads the member search from the address (?query=&status=&page=). */
export function readMemberFilter(params: URLSearchParams): MemberFilter {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    query: (params.get('query') ?? '').trim().slice(0, 50),
    status: statuses.find((value) => value === status) ?? 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Korean labels of member statuses. */
export const memberStatusText: Record<'active' | 'suspended', string> = { active: '정상', suspended: '정지' };
