import type { StaffMemberItem } from '@hanpan/core/api/staff';
import type { MemberFilter } from './api/list-members.ts';

const statuses = ['all', 'active', 'suspended', 'pending', 'rejected'] as const;

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

/** Korean labels of member statuses ('pending' and 'rejected': 가입승인). */
export const memberStatusText: Record<MemberFilter['status'] & StaffMemberItem['status'], string> = {
  active: '정상',
  suspended: '정지',
  pending: '승인 대기',
  rejected: '가입 거절',
};
