import { randomUUID } from 'node:crypto';
import type { MoneySettings } from '@hanpan/core/api/staff';
import { staffText } from '@hanpan/core/api/staff-codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { signedInMember } from '../../../test/payments.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { readMemberBalances } from '../wallet/ledger-repository.ts';

const t = useLedgerCheckedApp();
let finance: { id: number; token: string };
let owner: { id: number; token: string };
beforeAll(async () => {
  const financeStaff = await createStaff(t.db, { role: 'finance' });
  const ownerStaff = await createStaff(t.db, { role: 'owner' });
  finance = { id: financeStaff.id, token: await signInStaff(t.app, financeStaff) };
  owner = { id: ownerStaff.id, token: await signInStaff(t.app, ownerStaff) };
});

const memberWithCash = (cash: bigint) => signedInMember(t.app, t.db, cash);

const memberPost = (cookie: string, url: string, body: unknown) =>
  postJson(t.app, url, body, { cookie, headers: { 'idempotency-key': `k-${randomUUID()}` } });

async function pendingCharge(amount: number) {
  const member = await memberWithCash(0n);
  const reply = envelope<{ item: { id: number } }>(
    await memberPost(member.cookie, '/api/amount/charge', { amount, depositorName: '홍길동' }),
  );
  expect(reply.code).toBe(0);
  return { member, id: reply.data!.item.id };
}

async function pendingExchange(amount: number) {
  const member = await memberWithCash(BigInt(amount));
  const reply = envelope<{ item: { id: number } }>(
    await memberPost(member.cookie, '/api/amount/exchange', { amount, exchangePassword: member.password }),
  );
  expect(reply.code).toBe(0);
  return { member, id: reply.data!.item.id };
}

const auditCount = (targetType: string, id: number) =>
  t.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(id))
    .execute();

describe('charges through the staff API', () => {
  it('when finance approves a pending charge, then the member has the cash, one audit line is written, and a second approval is refused', async () => {
    const { member, id } = await pendingCharge(30_000);
    const list = envelope<{ items: { id: number; status: string }[] }>(
      await postStaff(t.app, '/api/staff/charges/list', { status: 'pending' }, finance.token),
    );
    expect(list.data!.items.some((item) => item.id === id)).toBe(true);

    const approved = await postStaff(t.app, '/api/staff/charges/approve', { id }, finance.token);
    expect(envelope(approved)).toMatchObject({
      code: 0,
      data: { id, status: 'approved', amount: 30_000 },
    });
    expect((await readMemberBalances(t.db, member.id)).cash).toBe(30_000n);
    expect(await auditCount('charge_request', id)).toEqual([{ action: 'charge.approve' }]);

    const again = await postStaff(t.app, '/api/staff/charges/approve', { id }, owner.token);
    expect(envelope(again)).toEqual({ code: 1, data: { message: staffText.notPending } });
    expect((await readMemberBalances(t.db, member.id)).cash).toBe(30_000n);
  });

  it('when a charge is rejected with a reason, then no money moves; an unknown id gets code 1', async () => {
    const { member, id } = await pendingCharge(20_000);
    const rejected = await postStaff(
      t.app,
      '/api/staff/charges/reject',
      { id, reason: '입금 확인 불가' },
      finance.token,
    );
    expect(envelope(rejected)).toMatchObject({
      code: 0,
      data: { id, status: 'rejected', reason: '입금 확인 불가' },
    });
    expect((await readMemberBalances(t.db, member.id)).cash).toBe(0n);
    const unknown = await postStaff(t.app, '/api/staff/charges/approve', { id: 99_999_999 }, finance.token);
    expect(envelope(unknown).code).toBe(1);
    const noReason = await postStaff(t.app, '/api/staff/charges/reject', { id, reason: '' }, finance.token);
    expect(envelope(noReason)).toEqual({ code: 2, data: { message: staffText.reasonRequired } });
  });
});

describe('exchanges through the staff API', () => {
  it('when a large exchange is approved twice by the same person, then the second is refused; another staff member completes it', async () => {
    const { member, id } = await pendingExchange(1_500_000);
    const first = await postStaff(t.app, '/api/staff/exchanges/approve', { id }, finance.token);
    expect(envelope(first)).toMatchObject({ code: 0, data: { outcome: 'firstApproval' } });
    const same = await postStaff(t.app, '/api/staff/exchanges/approve', { id }, finance.token);
    expect(envelope(same)).toEqual({ code: 1, data: { message: staffText.sameApprover } });
    const second = await postStaff(t.app, '/api/staff/exchanges/approve', { id }, owner.token);
    expect(envelope(second)).toMatchObject({
      code: 0,
      data: { outcome: 'approved', item: { status: 'approved' } },
    });
    expect((await readMemberBalances(t.db, member.id)).cash).toBe(0n);
    const list = envelope<{ items: { id: number }[] }>(
      await postStaff(t.app, '/api/staff/exchanges/list', { status: 'approved' }, finance.token),
    );
    expect(list.data!.items.some((item) => item.id === id)).toBe(true);
  });

  it('when an exchange is rejected, then the held amount returns to the member', async () => {
    const { member, id } = await pendingExchange(50_000);
    const rejected = await postStaff(
      t.app,
      '/api/staff/exchanges/reject',
      { id, reason: '계좌 불일치' },
      finance.token,
    );
    expect(envelope(rejected)).toMatchObject({ code: 0, data: { id, status: 'rejected' } });
    expect((await readMemberBalances(t.db, member.id)).cash).toBe(50_000n);
  });
});

describe('money settings', () => {
  it('when finance saves new limits, then they are read back and audited; inconsistent limits get the Korean message', async () => {
    const current = envelope<MoneySettings>(
      await postStaff(t.app, '/api/staff/settings/money', {}, finance.token),
    ).data!;
    const next = { ...current, minCharge: 20_000 };
    const saved = await postStaff(t.app, '/api/staff/settings/money/save', next, finance.token);
    expect(envelope(saved)).toEqual({ code: 0, data: next });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.money')
      .where('staff_id', '=', finance.id)
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ minCharge: 20_000 });

    const bad = await postStaff(
      t.app,
      '/api/staff/settings/money/save',
      { ...current, minCharge: 90_000_000 },
      finance.token,
    );
    expect(envelope(bad)).toEqual({ code: 2, data: { message: '최소 충전 금액이 최대보다 큽니다.' } });
  });
});
