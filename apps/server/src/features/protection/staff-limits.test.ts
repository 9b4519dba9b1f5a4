import type { AccountLimits } from '@hanpan/core/api/protection';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../../test/http.ts';
import { sendCharge, signedInMember } from '../../../test/payments.ts';
import { limitOf, protectionRowsOf, saveOwnLimit } from '../../../test/protection.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

// /api/staff/members/limits*: staff read a member's limits and set a stricter one, audited; the
// member's own limit is never touched, so staff can never loosen it.

const t = useTestApp();
let operatorToken = '';
let supportToken = '';

beforeAll(async () => {
  operatorToken = await signInStaff(t.app, await createStaff(t.db, { role: 'operator' }));
  supportToken = await signInStaff(t.app, await createStaff(t.db, { role: 'support' }));
});

const saveStaffLimit = (body: Record<string, unknown>, token = operatorToken) =>
  postStaff(t.app, '/api/staff/members/limits/save', body, token, { ip: '10.7.7.7' }).then((reply) =>
    envelope<AccountLimits & { message?: string }>(reply),
  );

const auditOf = (memberId: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'member')
    .where('target_id', '=', String(memberId))
    .where('action', '=', 'member.limit')
    .execute();

describe('staff limits', () => {
  it('when staff set a stricter daily deposit limit, then it applies, the member sees it, and it is audited', async () => {
    const member = await signedInMember(t.app, t.db);
    await saveOwnLimit(t.app, member.cookie, { kind: 'deposit', window: 'day', amount: 50_000 });
    const reply = await saveStaffLimit({
      memberId: member.id,
      kind: 'deposit',
      window: 'day',
      amount: 20_000,
      reason: '이용자 보호 요청',
    });
    expect(reply.code).toBe(0);
    expect(limitOf(reply.data, 'deposit', 'day')).toMatchObject({ amount: 20_000, staffAmount: 20_000 });
    const refused = envelope<{ message: string }>(await sendCharge(t.app, member.cookie, { amount: 30_000 }));
    expect(refused.code).toBe(31);
    const [audit] = await auditOf(member.id);
    expect(audit).toMatchObject({ reason: '이용자 보호 요청', ip: '10.7.7.7' });
    const read = envelope<AccountLimits>(
      await postStaff(t.app, '/api/staff/members/limits', { memberId: member.id }, supportToken),
    );
    expect(limitOf(read.data, 'deposit', 'day')).toMatchObject({ amount: 20_000, staffAmount: 20_000 });
  });

  it('when staff set a higher amount than the member own, then the member own still applies and is untouched', async () => {
    const member = await signedInMember(t.app, t.db);
    await saveOwnLimit(t.app, member.cookie, { kind: 'loss', window: 'week', amount: 50_000 });
    const reply = await saveStaffLimit({
      memberId: member.id,
      kind: 'loss',
      window: 'week',
      amount: 500_000,
      reason: '한도 상향 요청',
    });
    expect(limitOf(reply.data, 'loss', 'week')).toMatchObject({
      amount: 50_000,
      ownAmount: 50_000,
      staffAmount: 500_000,
    });
    const removed = await saveStaffLimit({
      memberId: member.id,
      kind: 'loss',
      window: 'week',
      amount: null,
      reason: '관리자 한도 해제',
    });
    expect(limitOf(removed.data, 'loss', 'week')).toMatchObject({ amount: 50_000, staffAmount: null });
    const { limits } = await protectionRowsOf(t.db, member.id);
    expect(limits[0]).toMatchObject({ own_amount: 50_000n, staff_amount: null, pending_amount: null });
  });

  it('when support (read-only) tries to save, then it is refused and nothing is written', async () => {
    const member = await signedInMember(t.app, t.db);
    const before = await protectionRowsOf(t.db, member.id);
    const reply = await saveStaffLimit(
      { memberId: member.id, kind: 'deposit', window: 'day', amount: 10_000, reason: '시도' },
      supportToken,
    );
    expect(reply.code).not.toBe(0);
    expect(await protectionRowsOf(t.db, member.id)).toEqual(before);
    expect(await auditOf(member.id)).toHaveLength(0);
  });

  it.each([
    ['a NUL reason', { kind: 'deposit', window: 'day', amount: 10_000, reason: '사유\u0000' }],
    ['a wrong window', { kind: 'stake', window: 'day', amount: 10_000, reason: '사유' }],
    ['a fractional amount', { kind: 'deposit', window: 'day', amount: 10.5, reason: '사유' }],
  ])('when staff send %s, then code 2 and nothing is written', async (_name, body) => {
    const member = await signedInMember(t.app, t.db);
    const before = await protectionRowsOf(t.db, member.id);
    const reply = await saveStaffLimit({ memberId: member.id, ...body });
    expect(reply.code).toBe(2);
    expect(await protectionRowsOf(t.db, member.id)).toEqual(before);
  });
});
