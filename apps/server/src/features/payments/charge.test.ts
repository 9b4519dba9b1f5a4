import { randomUUID } from 'node:crypto';
import type { ChargeInfo, ChargeRequestItem, PageOf } from '@hanpan/core/api/payments';
import { paymentCode, paymentText } from '@hanpan/core/api/payments';
import { amountProblemText } from '@hanpan/core/money/amount';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, createStaffRow, signIn } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { readMemberBalances } from '../wallet/ledger-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});
afterAll(async () => {
  await t.close();
});

type ChargeReply = { message: string; item?: ChargeRequestItem };

async function signedInMember() {
  const member = await createMember(t.db);
  return { ...member, cookie: await signIn(t.app, member) };
}

const charge = (cookie: string, body: unknown, key = `k-${randomUUID()}`) =>
  postJson(t.app, '/api/amount/charge', body, { cookie, headers: { 'idempotency-key': key } });

const chargeRows = (memberId: number) =>
  t.db.selectFrom('charge_request').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

const staffActor = async (role: 'finance' | 'owner' = 'finance') => {
  const staff = await createStaffRow(t.db, role);
  return { ...staff, actor: { staffId: staff.id, ip: '10.9.9.9' } };
};

async function pendingCharge(amount = 50_000) {
  const member = await signedInMember();
  const reply = envelope<ChargeReply>(await charge(member.cookie, { amount, depositorName: '홍길동' }));
  expect(reply.code).toBe(0);
  return { member, id: reply.data?.item?.id ?? 0 };
}

describe('POST /api/amount/chargeInfo', () => {
  it('when a member asks, then the limits, the deposit bank and no pending request', async () => {
    const { cookie } = await signedInMember();
    const reply = envelope<ChargeInfo>(await postJson(t.app, '/api/amount/chargeInfo', {}, { cookie }));
    expect(reply).toMatchObject({
      code: 0,
      data: {
        minCharge: 10_000,
        maxCharge: 50_000_000,
        depositBank: { bankName: '국민은행', bankAccount: '000000-00-000000', bankHolder: '한판' },
        pending: null,
      },
    });
    expect(reply.userContext?.user.cash).toBe(0);
  });

  it('when a request is pending, then it is shown', async () => {
    const { member, id } = await pendingCharge(30_000);
    const reply = envelope<ChargeInfo>(
      await postJson(t.app, '/api/amount/chargeInfo', {}, { cookie: member.cookie }),
    );
    expect(reply.data?.pending).toMatchObject({
      id,
      amount: 30_000,
      depositorName: '홍길동',
      status: 'pending',
    });
  });

  it('when nobody is signed in, then code 99', async () => {
    expect((await postJson(t.app, '/api/amount/chargeInfo', {})).json()).toEqual({ code: 99 });
  });
});

describe('POST /api/amount/charge', () => {
  it.each([
    [0, 'notPositive'],
    [-1, 'notPositive'],
    [1.5, 'notWhole'],
    ['abc', 'notNumber'],
    ['', 'notNumber'],
    [null, 'notNumber'],
    [1e15, 'tooLarge'],
  ] as const)('when the amount is %j, then code 2 with its message and nothing is written', async (amount, problem) => {
    const member = await signedInMember();
    // The amount is checked before the depositor name.
    const reply = envelope<ChargeReply>(await charge(member.cookie, { amount, depositorName: '' }));
    expect(reply).toMatchObject({
      code: paymentCode.invalidAmount,
      data: { message: amountProblemText[problem] },
    });
    expect(await chargeRows(member.id)).toEqual([]);
  });

  it('when the depositor name is blank, then code 8 (before the minimum check)', async () => {
    const member = await signedInMember();
    const reply = envelope<ChargeReply>(await charge(member.cookie, { amount: 1, depositorName: '   ' }));
    expect(reply).toMatchObject({ code: 8, data: { message: paymentText.depositorNameRequired } });
    expect(await chargeRows(member.id)).toEqual([]);
  });

  it('when the amount is below the minimum or above the maximum, then code 3 or 4 with the limit', async () => {
    const member = await signedInMember();
    expect(envelope(await charge(member.cookie, { amount: 9_999, depositorName: '홍길동' }))).toMatchObject({
      code: 3,
      data: { message: '최소 10,000원 이상 신청해 주세요.' },
    });
    expect(
      envelope(await charge(member.cookie, { amount: '50,000,001', depositorName: '홍길동' })),
    ).toMatchObject({
      code: 4,
      data: { message: '1회 최대 50,000,000원까지 신청할 수 있습니다.' },
    });
    expect(await chargeRows(member.id)).toEqual([]);
  });

  it('when the request is valid, then a pending request is recorded and no money moves', async () => {
    const member = await signedInMember();
    const reply = envelope<ChargeReply>(
      await charge(member.cookie, { amount: '100,000', depositorName: ' 홍길동 ' }),
    );
    expect(reply).toMatchObject({
      code: 0,
      data: {
        message: paymentText.chargeRequested,
        item: { amount: 100_000, depositorName: '홍길동', status: 'pending' },
      },
      userContext: { user: { cash: 0 } },
    });
    const rows = await chargeRows(member.id);
    expect(rows).toMatchObject([
      { amount: 100_000n, depositor_name: '홍길동', status: 'pending', ledger_tx_id: null },
    ]);
    expect(await readMemberBalances(t.db, member.id)).toEqual({ cash: 0n, point: 0n, agency_cash: 0n });
  });

  it('when a request is pending, then another one gets code 5', async () => {
    const { member } = await pendingCharge();
    const reply = envelope<ChargeReply>(
      await charge(member.cookie, { amount: 20_000, depositorName: '홍길동' }),
    );
    expect(reply).toMatchObject({ code: 5, data: { message: paymentText.pendingExists } });
    expect(await chargeRows(member.id)).toHaveLength(1);
  });

  it('when the same key is sent twice (a double click), then one request and the same reply', async () => {
    const member = await signedInMember();
    const key = `k-${randomUUID()}`;
    const body = { amount: 40_000, depositorName: '홍길동' };
    const [first, second] = await Promise.all([
      charge(member.cookie, body, key),
      charge(member.cookie, body, key),
    ]);
    const third = await charge(member.cookie, body, key);
    expect(envelope(first).code).toBe(0);
    for (const reply of [second, third]) {
      expect(envelope(reply).data).toEqual(envelope(first).data);
      expect(envelope(reply).code).toBe(0);
    }
    expect(await chargeRows(member.id)).toHaveLength(1);
  });

  it('when two tabs send different keys at once, then one request and one code 5', async () => {
    const member = await signedInMember();
    const body = { amount: 40_000, depositorName: '홍길동' };
    const replies = await Promise.all([charge(member.cookie, body), charge(member.cookie, body)]);
    expect(replies.map((reply) => envelope(reply).code).sort()).toEqual([0, 5]);
    expect(await chargeRows(member.id)).toHaveLength(1);
  });

  it('when the body is not an object of the right fields, then code 2', async () => {
    const member = await signedInMember();
    expect(envelope(await charge(member.cookie, { amount: 10_000 })).code).toBe(2);
    expect(await chargeRows(member.id)).toEqual([]);
  });
});

describe('POST /api/amount/chargeCancel', () => {
  it('when the member cancels their pending request, then it is cancelled and a new one may follow', async () => {
    const { member, id } = await pendingCharge();
    const cancel = () => postJson(t.app, '/api/amount/chargeCancel', { id }, { cookie: member.cookie });
    expect(envelope(await cancel())).toMatchObject({
      code: 0,
      data: { message: paymentText.chargeCancelled, item: { id, status: 'cancelled' } },
    });
    expect(envelope(await cancel())).toMatchObject({ code: 9, data: { message: paymentText.notPending } });
    expect(envelope(await charge(member.cookie, { amount: 10_000, depositorName: '홍길동' })).code).toBe(0);
  });

  it("when the request is another member's, then code 9 and it stays pending", async () => {
    const { id } = await pendingCharge();
    const other = await signedInMember();
    const reply = envelope(
      await postJson(t.app, '/api/amount/chargeCancel', { id }, { cookie: other.cookie }),
    );
    expect(reply.code).toBe(9);
    const row = await t.db
      .selectFrom('charge_request')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.status).toBe('pending');
  });
});

describe('POST /api/amount/chargeList', () => {
  it('when the member has more than a page, then newest first in pages of 10', async () => {
    const member = await signedInMember();
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const reply = envelope<ChargeReply>(
        await charge(member.cookie, { amount: 10_000 + i, depositorName: '홍길동' }),
      );
      ids.push(reply.data?.item?.id ?? 0);
      await postJson(
        t.app,
        '/api/amount/chargeCancel',
        { id: reply.data?.item?.id ?? 0 },
        { cookie: member.cookie },
      );
    }
    const list = async (page: number) =>
      envelope<PageOf<ChargeRequestItem>>(
        await postJson(t.app, '/api/amount/chargeList', { page }, { cookie: member.cookie }),
      );
    const first = await list(1);
    expect(first.data).toMatchObject({ page: 1, pageSize: 10, total: 12 });
    expect(first.data?.items.map((item) => item.id)).toEqual(ids.toReversed().slice(0, 10));
    expect((await list(2)).data?.items.map((item) => item.id)).toEqual(ids.slice(0, 2).toReversed());
    const other = await signedInMember();
    const theirs = await postJson(t.app, '/api/amount/chargeList', {}, { cookie: other.cookie });
    expect(envelope<PageOf<ChargeRequestItem>>(theirs).data).toEqual({
      items: [],
      page: 1,
      pageSize: 10,
      total: 0,
    });
  });
});

describe('staff decisions on deposits', () => {
  it('when staff approve, then cash is credited through the ledger, audited, and the member sees it', async () => {
    const { member, id } = await pendingCharge(70_000);
    const staff = await staffActor();
    const outcome = await t.app.services.payments.approveCharge(staff.actor, id);
    expect(outcome).toMatchObject({
      kind: 'approved',
      item: {
        id,
        memberId: member.id,
        loginId: member.loginId,
        nick: member.nick,
        status: 'approved',
        decidedBy: staff.loginId,
      },
    });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 70_000n });
    const row = await t.db
      .selectFrom('charge_request')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved', decided_by: staff.id });
    const tx = await t.db
      .selectFrom('ledger_tx')
      .selectAll()
      .where('id', '=', row.ledger_tx_id!)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ kind: 'charge', reference: `charge_request:${id}`, staff_id: staff.id });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', String(id))
      .execute();
    expect(audit).toMatchObject([
      {
        action: 'charge.approve',
        staff_id: staff.id,
        target_type: 'charge_request',
        before: { status: 'pending' },
        after: { status: 'approved', amount: '70000' },
        ip: '10.9.9.9',
      },
    ]);
    const info = envelope<ChargeInfo>(
      await postJson(t.app, '/api/amount/chargeInfo', {}, { cookie: member.cookie }),
    );
    expect(info.userContext?.user.cash).toBe(70_000);
    expect(info.data?.pending).toBeNull();
    expect((await t.app.services.payments.approveCharge(staff.actor, id)).kind).toBe('notPending');
  });

  it('when two staff approve the same request at once, then exactly one posting', async () => {
    const { member, id } = await pendingCharge(20_000);
    const [a, b] = await Promise.all([staffActor(), staffActor()]);
    const outcomes = await Promise.all([
      t.app.services.payments.approveCharge(a.actor, id),
      t.app.services.payments.approveCharge(b.actor, id),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['approved', 'notPending']);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 20_000n });
    const postings = await t.db
      .selectFrom('ledger_tx')
      .select('id')
      .where('reference', '=', `charge_request:${id}`)
      .execute();
    expect(postings).toHaveLength(1);
  });

  it('when staff reject with a reason, then no money moves and the member sees the reason', async () => {
    const { member, id } = await pendingCharge();
    const staff = await staffActor();
    const outcome = await t.app.services.payments.rejectCharge(staff.actor, id, '입금 확인 불가');
    expect(outcome).toMatchObject({
      kind: 'rejected',
      item: { status: 'rejected', reason: '입금 확인 불가' },
    });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 0n });
    expect((await t.app.services.payments.approveCharge(staff.actor, id)).kind).toBe('notPending');
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', String(id))
      .execute();
    expect(audit).toMatchObject([
      { action: 'charge.reject', reason: '입금 확인 불가', after: { status: 'rejected' } },
    ]);
    const list = envelope<PageOf<ChargeRequestItem>>(
      await postJson(t.app, '/api/amount/chargeList', {}, { cookie: member.cookie }),
    );
    expect(list.data?.items[0]).toMatchObject({ id, status: 'rejected', reason: '입금 확인 불가' });
  });

  it('when the request does not exist, then notFound', async () => {
    const staff = await staffActor();
    expect(await t.app.services.payments.approveCharge(staff.actor, 999_999)).toEqual({ kind: 'notFound' });
    expect(await t.app.services.payments.rejectCharge(staff.actor, 999_999, '사유')).toEqual({
      kind: 'notFound',
    });
  });

  it('when staff list deposits, then by status (pending oldest first) and by member, with who decided', async () => {
    const first = await pendingCharge(11_000);
    const second = await pendingCharge(12_000);
    const staff = await staffActor();
    await t.app.services.payments.approveCharge(staff.actor, second.id);
    const pending = await t.app.services.payments.listCharges({ status: 'pending', page: 1 });
    const pendingIds = pending.items.map((item) => item.id);
    expect(pendingIds).toContain(first.id);
    expect(pendingIds).not.toContain(second.id);
    expect(pendingIds).toEqual([...pendingIds].sort((x, y) => x - y));
    expect(pending.pageSize).toBe(50);
    const mine = await t.app.services.payments.listCharges({
      status: 'all',
      page: 1,
      memberId: second.member.id,
    });
    expect(mine).toMatchObject({
      total: 1,
      items: [{ id: second.id, status: 'approved', decidedBy: staff.loginId }],
    });
    const approved = await t.app.services.payments.listCharges({ status: 'approved', page: 1 });
    expect(approved.items.every((item) => item.status === 'approved')).toBe(true);
  });
});
