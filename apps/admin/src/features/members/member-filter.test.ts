import { describe, expect, it } from 'vitest';
import { memberStatusText, readMemberFilter } from './member-filter.ts';

describe('readMemberFilter', () => {
  it.each([
    ['status=pending', 'pending'],
    ['status=rejected', 'rejected'],
    ['status=suspended', 'suspended'],
    ['status=active', 'active'],
    ['status=deleted', 'all'],
    ['', 'all'],
  ])('when the address has %j, then the status filter is %s', (search, status) => {
    expect(readMemberFilter(new URLSearchParams(search)).status).toBe(status);
  });
});

describe('memberStatusText', () => {
  it('when a member waits for or was refused 가입승인, then staff read it in Korean', () => {
    expect(memberStatusText).toEqual({
      active: '정상',
      suspended: '정지',
      pending: '승인 대기',
      rejected: '가입 거절',
    });
  });
});
