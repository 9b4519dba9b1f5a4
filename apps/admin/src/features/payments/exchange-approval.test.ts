import type { StaffExchangeItem, StaffMe } from '@hanpan/core/api/staff';
import { describe, expect, it } from 'vitest';
import { exchangeApprovalStage, isOwnFirstApproval } from './exchange-approval.ts';

const item = (patch: Partial<StaffExchangeItem> = {}): StaffExchangeItem => ({
  id: 1,
  memberId: 2,
  loginId: 'demo01',
  nick: '데모',
  amount: 5_000_000,
  bankName: '국민은행',
  bankAccount: '123',
  bankHolder: '홍길동',
  status: 'pending',
  createdAt: '2026-11-21T00:00:00.000Z',
  firstApprovedBy: null,
  needsSecondApproval: false,
  decidedAt: null,
  decidedBy: null,
  reason: null,
  ...patch,
});
const me: StaffMe = { id: 1, loginId: 'admin', name: '관리자', role: 'owner', permissions: [] };

describe('exchangeApprovalStage', () => {
  it('when a pending withdrawal is small, then one approval pays it', () => {
    expect(exchangeApprovalStage(item())).toBe('single');
  });

  it('when a pending withdrawal is large, then it needs a first and then a second approval', () => {
    expect(exchangeApprovalStage(item({ needsSecondApproval: true }))).toBe('needsFirst');
    expect(exchangeApprovalStage(item({ needsSecondApproval: true, firstApprovedBy: 'fin01' }))).toBe(
      'needsSecond',
    );
  });

  it('when a withdrawal is decided, then nothing is left to approve', () => {
    expect(exchangeApprovalStage(item({ status: 'approved', needsSecondApproval: true }))).toBe('done');
  });
});

describe('isOwnFirstApproval', () => {
  it('when the first approval is mine, then I may not give the second', () => {
    expect(isOwnFirstApproval(item({ firstApprovedBy: 'admin' }), me)).toBe(true);
    expect(isOwnFirstApproval(item({ firstApprovedBy: 'fin01' }), me)).toBe(false);
    expect(isOwnFirstApproval(item(), me)).toBe(false);
  });
});
