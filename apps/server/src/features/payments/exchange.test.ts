import { randomUUID } from 'node:crypto';
import type { ExchangeInfo, ExchangeRequestItem, PageOf } from '@hanpan/core/api/payments';
import { paymentCode, paymentText } from '@hanpan/core/api/payments';
import { amountProblemText } from '@hanpan/core/money/amount';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, createStaffRow, fundMember, signIn } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { readMemberBalances } from '../wallet/ledger-repository.ts';
import { exchangePasswordRateLimitedMessage } from './policy.ts';

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

type ExchangeReply = { message: string; item?: ExchangeRequestItem };

async function fundedMember(cash: bigint) {
  const member = await createMember(t.db);
  if (cash > 0n) await fundMember(t.db, member.id, cash);
  return { ...member, cookie: await signIn(t.app, member) };
}

// Factory members' exchange password is their login password.
const exchange = (member: { cookie: string; password: string }, amount: unknown, key = `k-${randomUUID()}`) =>
  postJson(
    t.app,
    '/api/amount/exchange',
    { amount, exchangePassword: member.password },
    { cookie: member.cookie, headers: { 'idempotency-key': key } },
  );

const exchangeRows = (memberId: number) =>
  t.db.selectFrom('exchange_request').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

const heldFor = async (memberId: number) => {
  const rows = await exchangeRows(memberId);
  return rows.filter((row) => row.status === 'pending').reduce((sum, row) => sum + row.amount, 0n);
};

const staffActor = async () => {
  const staff = await createStaffRow(t.db, 'finance');
  return { ...staff, actor: { staffId: staff.id, ip: '10.9.9.8' } };
};

async function heldRequest(amount: number, cash = BigInt(amount)) {
  const member = await fundedMember(cash);
  const reply = envelope<ExchangeReply>(await exchange(member, amount));
  expect(reply.code).toBe(0);
  return { member, id: reply.data?.item?.id ?? 0 };
}

const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'exchange_request')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('POST /api/amount/exchangeInfo', () => {
  it('when a member asks, then the limits and their payout account, number masked', async () => {
    const member = await fundedMember(0n);
    const reply = envelope<ExchangeInfo>(
      await postJson(t.app, '/api/amount/exchangeInfo', {}, { cookie: member.cookie }),
    );
    expect(reply).toMatchObject({
      code: 0,
      data: {
        minExchange: 10_000,
        maxExchange: 50_000_000,
        bank: {
          bankName: '국민은행',
          bankAccount: `${'*'.repeat(10)}${member.bankAccount.slice(-4)}`,
          bankHolder: '홍길동',
        },
      },
    });
  });
});

describe('POST /api/amount/exchange', () => {
  it.each([
    [0, 'notPositive'],
    [-1, 'notPositive'],
    [1.5, 'notWhole'],
    ['abc', 'notNumber'],
    ['', 'notNumber'],
    [null, 'notNumber'],
    [1e15, 'tooLarge'],
  ] as const)('when the amount is %j, then code 2 with its message and nothing moves', async (amount, problem) => {
    const member = await fundedMember(100_000n);
    // The amount is checked before the password.
    const reply = envelope(
      await postJson(
        t.app,
        '/api/amount/exchange',
        { amount, exchangePassword: '' },
        { cookie: member.cookie },
      ),
    );
    expect(reply).toMatchObject({ code: 2, data: { message: amountProblemText[problem] } });
    expect(await exchangeRows(member.id)).toEqual([]);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 100_000n });
  });

  it('when the exchange password is empty or wrong, then code 7 with its message (before the minimum)', async () => {
    const member = await fundedMember(100_000n);
    const send = (exchangePassword: string) =>
      postJson(t.app, '/api/amount/exchange', { amount: 1, exchangePassword }, { cookie: member.cookie });
    expect(envelope(await send(''))).toMatchObject({
      code: 7,
      data: { message: paymentText.exchangePasswordRequired },
    });
    expect(envelope(await send('wrong-one'))).toMatchObject({
      code: 7,
      data: { message: paymentText.wrongExchangePassword },
    });
    expect(await exchangeRows(member.id)).toEqual([]);
  });

  it('when the amount is below the minimum or above the maximum, then code 3 or 4', async () => {
    const member = await fundedMember(100_000n);
    expect(envelope(await exchange(member, 9_999))).toMatchObject({
      code: 3,
      data: { message: '최소 10,000원 이상 신청해 주세요.' },
    });
    expect(envelope(await exchange(member, 50_000_001))).toMatchObject({
      code: 4,
      data: { message: '1회 최대 50,000,000원까지 신청할 수 있습니다.' },
    });
    expect(await exchangeRows(member.id)).toEqual([]);
  });

  it('when the amount is above the cash, then code 6, nothing written, and a retry gets the same reply', async () => {
    const member = await fundedMember(30_000n);
    const key = `k-${randomUUID()}`;
    const first = envelope(await exchange(member, 30_001, key));
    expect(first).toMatchObject({
      code: paymentCode.insufficientBalance,
      data: { message: paymentText.insufficientBalance },
    });
    expect(await exchangeRows(member.id)).toEqual([]);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 30_000n });
    const retry = envelope(await exchange(member, 30_001, key));
    expect({ code: retry.code, data: retry.data }).toEqual({ code: first.code, data: first.data });
  });

  it('when the request is valid, then the amount is held at once and the reply shows the new cash', async () => {
    const member = await fundedMember(100_000n);
    const reply = envelope<ExchangeReply>(await exchange(member, '60,000'));
    expect(reply).toMatchObject({
      code: 0,
      data: { message: paymentText.exchangeRequested, item: { amount: 60_000, status: 'pending' } },
      userContext: { user: { cash: 40_000 } },
    });
    const [row] = await exchangeRows(member.id);
    expect(row).toMatchObject({
      amount: 60_000n,
      status: 'pending',
      bank_name: member.bankName,
      bank_account: member.bankAccount,
      bank_holder: member.bankHolder,
    });
    const hold = await t.db
      .selectFrom('ledger_tx')
      .selectAll()
      .where('id', '=', row!.hold_tx_id)
      .executeTakeFirstOrThrow();
    expect(hold).toMatchObject({ kind: 'exchange_hold', reference: `exchange_request:${row?.id}` });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 40_000n });
  });

  it('when a withdrawal is pending, then another may be requested and is held too', async () => {
    const member = await fundedMember(100_000n);
    expect(envelope(await exchange(member, 30_000)).code).toBe(0);
    expect(envelope(await exchange(member, 50_000)).code).toBe(0);
    expect(envelope(await exchange(member, 30_000)).code).toBe(6);
    expect(await heldFor(member.id)).toBe(80_000n);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 20_000n });
  });

  it('when the exchange password is wrong 5 times, then further tries get 429 until the window passes', async () => {
    const member = await fundedMember(100_000n);
    const send = (exchangePassword: string) =>
      postJson(
        t.app,
        '/api/amount/exchange',
        { amount: 10_000, exchangePassword },
        { cookie: member.cookie },
      );
    for (let i = 0; i < 5; i += 1) expect(envelope(await send('wrong-one')).code).toBe(7);
    const limited = await send(member.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      code: 429,
      data: { message: exchangePasswordRateLimitedMessage },
    });
    expect(await exchangeRows(member.id)).toEqual([]);
    // Another member is not affected.
    const other = await fundedMember(10_000n);
    expect(envelope(await exchange(other, 10_000)).code).toBe(0);
  });

  it('when the same key is sent 50 times in parallel, then one request, one posting, the same reply', async () => {
    const member = await fundedMember(100_000n);
    const key = `k-${randomUUID()}`;
    const replies = await Promise.all(Array.from({ length: 50 }, () => exchange(member, 20_000, key)));
    const first = envelope(replies[0]!);
    expect(first.code).toBe(0);
    for (const reply of replies) {
      const { code, data } = envelope(reply);
      expect({ code, data }).toEqual({ code: first.code, data: first.data });
    }
    const rows = await exchangeRows(member.id);
    expect(rows).toHaveLength(1);
    const holds = await t.db
      .selectFrom('ledger_tx')
      .select('id')
      .where('reference', '=', `exchange_request:${rows[0]?.id}`)
      .execute();
    expect(holds).toHaveLength(1);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 80_000n });
  }, 60_000);

  it('when 200 withdrawals with distinct keys race for one balance, then it is never overdrawn', async () => {
    const member = await fundedMember(100_000n);
    const amounts = Array.from({ length: 200 }, (_, i) => [10_000, 20_000, 30_000, 50_000][i % 4]!);
    const replies = await Promise.all(amounts.map((amount) => exchange(member, amount)));
    const codes = replies.map((reply) => envelope(reply).code);
    expect(codes.every((code) => code === 0 || code === 6)).toBe(true);
    const accepted = amounts
      .filter((_, i) => codes[i] === 0)
      .reduce((sum, amount) => sum + BigInt(amount), 0n);
    const { cash } = await readMemberBalances(t.db, member.id);
    expect(accepted).toBeGreaterThan(0n);
    expect(accepted).toBeLessThanOrEqual(100_000n);
    expect(cash).toBeGreaterThanOrEqual(0n);
    expect(await heldFor(member.id)).toBe(accepted);
    expect(cash + accepted).toBe(100_000n);
    expect(await exchangeRows(member.id)).toHaveLength(codes.filter((code) => code === 0).length);
  }, 120_000);
});

describe('POST /api/amount/exchangeList', () => {
  it('when the member lists, then their own requests, newest first', async () => {
    const member = await fundedMember(100_000n);
    const first = envelope<ExchangeReply>(await exchange(member, 10_000)).data?.item?.id;
    const second = envelope<ExchangeReply>(await exchange(member, 20_000)).data?.item?.id;
    const list = envelope<PageOf<ExchangeRequestItem>>(
      await postJson(t.app, '/api/amount/exchangeList', { page: 1 }, { cookie: member.cookie }),
    );
    expect(list.data).toMatchObject({ page: 1, pageSize: 10, total: 2 });
    expect(list.data?.items.map((item) => item.id)).toEqual([second, first]);
  });
});

describe('staff decisions on withdrawals', () => {
  it('when staff approve a small withdrawal, then it is paid out from the hold and audited', async () => {
    const { member, id } = await heldRequest(50_000, 80_000n);
    const staff = await staffActor();
    const outcome = await t.app.services.payments.approveExchange(staff.actor, id);
    expect(outcome).toMatchObject({
      kind: 'approved',
      item: {
        id,
        status: 'approved',
        decidedBy: staff.loginId,
        needsSecondApproval: false,
        firstApprovedBy: null,
      },
    });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 30_000n });
    const row = await t.db
      .selectFrom('exchange_request')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const payout = await t.db
      .selectFrom('ledger_tx')
      .selectAll()
      .where('id', '=', row.settle_tx_id!)
      .executeTakeFirstOrThrow();
    expect(payout).toMatchObject({
      kind: 'exchange_payout',
      reference: `exchange_request:${id}`,
      staff_id: staff.id,
    });
    expect(await auditOf(id)).toMatchObject([
      {
        action: 'exchange.approve',
        staff_id: staff.id,
        before: { status: 'pending' },
        after: { status: 'approved' },
      },
    ]);
    expect((await t.app.services.payments.rejectExchange(staff.actor, id, '사유')).kind).toBe('notPending');
  });

  it('when a withdrawal is above the dual-approval amount, then a second, different staff member pays it', async () => {
    const { member, id } = await heldRequest(1_000_001);
    const [a, b] = [await staffActor(), await staffActor()];
    const payments = t.app.services.payments;
    expect(await payments.approveExchange(a.actor, id)).toMatchObject({
      kind: 'firstApproval',
      item: { status: 'pending', firstApprovedBy: a.loginId, needsSecondApproval: true },
    });
    expect(await payments.approveExchange(a.actor, id)).toEqual({ kind: 'sameApprover' });
    expect(await payments.approveExchange(b.actor, id)).toMatchObject({
      kind: 'approved',
      item: { status: 'approved', firstApprovedBy: a.loginId, decidedBy: b.loginId },
    });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 0n });
    expect((await auditOf(id)).map((line) => [line.action, line.staff_id])).toEqual([
      ['exchange.firstApprove', a.id],
      ['exchange.approve', b.id],
    ]);
  });

  it('when a withdrawal exactly at the dual-approval amount is approved, then one approval pays it', async () => {
    const { id } = await heldRequest(1_000_000);
    const staff = await staffActor();
    expect((await t.app.services.payments.approveExchange(staff.actor, id)).kind).toBe('approved');
  });

  it('when staff reject a withdrawal, then the hold returns to cash and the member is told why', async () => {
    const { member, id } = await heldRequest(40_000, 100_000n);
    const staff = await staffActor();
    expect(await t.app.services.payments.rejectExchange(staff.actor, id, '계좌 불일치')).toMatchObject({
      kind: 'rejected',
      item: { status: 'rejected', reason: '계좌 불일치' },
    });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 100_000n });
    const release = await t.db
      .selectFrom('ledger_tx')
      .select('kind')
      .where('reference', '=', `exchange_request:${id}`)
      .orderBy('id')
      .execute();
    expect(release.map((tx) => tx.kind)).toEqual(['exchange_hold', 'exchange_release']);
    expect(await auditOf(id)).toMatchObject([{ action: 'exchange.reject', reason: '계좌 불일치' }]);
    expect((await t.app.services.payments.approveExchange(staff.actor, id)).kind).toBe('notPending');
    const list = envelope<PageOf<ExchangeRequestItem>>(
      await postJson(t.app, '/api/amount/exchangeList', {}, { cookie: member.cookie }),
    );
    expect(list.data?.items[0]).toMatchObject({ id, status: 'rejected', reason: '계좌 불일치' });
    expect(list.userContext?.user.cash).toBe(100_000);
  });

  it('when two staff decide the same withdrawal at once, then exactly one settles it', async () => {
    const { member, id } = await heldRequest(30_000);
    const [a, b] = [await staffActor(), await staffActor()];
    const outcomes = await Promise.all([
      t.app.services.payments.approveExchange(a.actor, id),
      t.app.services.payments.rejectExchange(b.actor, id, '중복'),
    ]);
    const kinds = outcomes.map((outcome) => outcome.kind);
    expect(kinds).toContain('notPending');
    const settled = await t.db
      .selectFrom('ledger_tx')
      .select('kind')
      .where('reference', '=', `exchange_request:${id}`)
      .execute();
    expect(settled).toHaveLength(2);
    const cash = (await readMemberBalances(t.db, member.id)).cash;
    expect(cash).toBe(kinds.includes('rejected') ? 30_000n : 0n);
  });

  it('when staff list withdrawals, then with full bank details, by status and member', async () => {
    const { member, id } = await heldRequest(10_000);
    const mine = await t.app.services.payments.listExchanges({ status: 'all', page: 1, memberId: member.id });
    expect(mine).toMatchObject({
      total: 1,
      pageSize: 50,
      items: [
        {
          id,
          loginId: member.loginId,
          nick: member.nick,
          bankAccount: member.bankAccount,
          status: 'pending',
        },
      ],
    });
    const pending = await t.app.services.payments.listExchanges({ status: 'pending', page: 1 });
    expect(pending.items.every((item) => item.status === 'pending')).toBe(true);
  });

  it('when an id does not exist, then notFound', async () => {
    const staff = await staffActor();
    expect(await t.app.services.payments.approveExchange(staff.actor, 999_999)).toEqual({ kind: 'notFound' });
    expect(await t.app.services.payments.rejectExchange(staff.actor, 999_999, '사유')).toEqual({
      kind: 'notFound',
    });
  });
});
