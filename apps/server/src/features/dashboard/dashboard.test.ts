import { randomUUID } from 'node:crypto';
import type { StaffDashboard } from '@hanpan/core/api/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { signedInMember } from '../../../test/payments.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';

const t = useLedgerCheckedApp();
let finance: { id: number; token: string };
beforeAll(async () => {
  const financeStaff = await createStaff(t.db, { role: 'finance' });
  finance = { id: financeStaff.id, token: await signInStaff(t.app, financeStaff) };
});

async function pendingCharge(amount: number) {
  const member = await signedInMember(t.app, t.db, 0n);
  const reply = envelope<{ item: { id: number } }>(
    await postJson(
      t.app,
      '/api/amount/charge',
      { amount, depositorName: '홍길동' },
      { cookie: member.cookie, headers: { 'idempotency-key': `k-${randomUUID()}` } },
    ),
  );
  expect(reply.code).toBe(0);
}

describe('POST /api/staff/dashboard', () => {
  it('when the dashboard is opened, then the pending queues, today totals and today new members are counted', async () => {
    await pendingCharge(10_000);
    const reply = envelope<StaffDashboard>(await postStaff(t.app, '/api/staff/dashboard', {}, finance.token));
    expect(reply.code).toBe(0);
    expect(reply.data!.pendingCharges.count).toBeGreaterThanOrEqual(1);
    expect(reply.data!.today.newMembers).toBeGreaterThanOrEqual(1);
    const members = await t.db.selectFrom('member').select('id').execute();
    expect(reply.data!.today.newMembers).toBe(members.length);
  });
});
