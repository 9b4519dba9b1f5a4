import { randomUUID } from 'node:crypto';
import type { ChargeInfo, ChargeRequestItem, PageOf } from '@hanpan/core/api/payments';
import { paymentCode, paymentText } from '@hanpan/core/api/payments';
import { amountProblemText } from '@hanpan/core/money/amount';
import { describe, expect, it } from 'vitest';
import { testDepositBank } from '../../../test/app.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { sendCharge, signedInMember } from '../../../test/payments.ts';
import { readMemberBalances } from '../wallet/ledger-repository.ts';

const t = useLedgerCheckedApp();

type ChargeReply = { message: string; item?: ChargeRequestItem };

const chargeRows = (memberId: number) =>
  t.db.selectFrom('charge_request').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

async function pendingCharge(amount = 50_000) {
  const member = await signedInMember(t.app, t.db);
  const reply = envelope<ChargeReply>(
    await sendCharge(t.app, member.cookie, { amount, depositorName: '홍길동' }),
  );
  expect(reply.code).toBe(0);
  return { member, id: reply.data?.item?.id ?? 0 };
}

describe('POST /api/amount/chargeInfo', () => {
  it('when a member asks, then the limits, the deposit bank, the registered holder as depositor and no pending request', async () => {
    const { cookie } = await signedInMember(t.app, t.db);
    const reply = envelope<ChargeInfo>(await postJson(t.app, '/api/amount/chargeInfo', {}, { cookie }));
    expect(reply).toMatchObject({
      code: 0,
      data: {
        minCharge: 10_000,
        maxCharge: 50_000_000,
        depositBank: testDepositBank,
        depositorName: '홍길동',
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
    const member = await signedInMember(t.app, t.db);
    // The amount is checked before the depositor name.
    const reply = envelope<ChargeReply>(
      await sendCharge(t.app, member.cookie, { amount, depositorName: '' }),
    );
    expect(reply).toMatchObject({
      code: paymentCode.invalidAmount,
      data: { message: amountProblemText[problem] },
    });
    expect(await chargeRows(member.id)).toEqual([]);
  });

  it.each([
    ['another name', '김철수'],
    ['a blank name', '   '],
    ['no name', undefined],
  ])('when the request carries %s, then the registered holder is recorded as the depositor', async (_, depositorName) => {
    const member = await signedInMember(t.app, t.db);
    const reply = envelope<ChargeReply>(
      await sendCharge(t.app, member.cookie, { amount: 20_000, depositorName }),
    );
    expect(reply).toMatchObject({ code: 0, data: { item: { depositorName: member.bankHolder } } });
    expect(await chargeRows(member.id)).toMatchObject([{ depositor_name: member.bankHolder }]);
  });

  it('when the member has no registered holder, then code 8 and nothing is written', async () => {
    const member = await signedInMember(t.app, t.db);
    await t.db.updateTable('member').set({ bank_holder: ' ' }).where('id', '=', member.id).execute();
    const reply = envelope<ChargeReply>(
      await sendCharge(t.app, member.cookie, { amount: 20_000, depositorName: '홍길동' }),
    );
    expect(reply).toMatchObject({ code: 8, data: { message: paymentText.depositorNameRequired } });
    expect(await chargeRows(member.id)).toEqual([]);
  });

  it('when the request is valid, then a pending request is recorded and no money moves', async () => {
    const member = await signedInMember(t.app, t.db);
    const reply = envelope<ChargeReply>(
      await sendCharge(t.app, member.cookie, { amount: '100,000', depositorName: ' 홍길동 ' }),
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
      await sendCharge(t.app, member.cookie, { amount: 20_000, depositorName: '홍길동' }),
    );
    expect(reply).toMatchObject({ code: 5, data: { message: paymentText.pendingExists } });
    expect(await chargeRows(member.id)).toHaveLength(1);
  });

  it('when the same key is sent twice (a double click), then one request and the same reply', async () => {
    const member = await signedInMember(t.app, t.db);
    const key = `k-${randomUUID()}`;
    const body = { amount: 40_000, depositorName: '홍길동' };
    const [first, second] = await Promise.all([
      sendCharge(t.app, member.cookie, body, key),
      sendCharge(t.app, member.cookie, body, key),
    ]);
    const third = await sendCharge(t.app, member.cookie, body, key);
    expect(envelope(first).code).toBe(0);
    for (const reply of [second, third]) {
      expect(envelope(reply).data).toEqual(envelope(first).data);
      expect(envelope(reply).code).toBe(0);
    }
    expect(await chargeRows(member.id)).toHaveLength(1);
  });

  it('when two tabs send different keys at once, then one request and one code 5', async () => {
    const member = await signedInMember(t.app, t.db);
    const body = { amount: 40_000, depositorName: '홍길동' };
    const replies = await Promise.all([
      sendCharge(t.app, member.cookie, body),
      sendCharge(t.app, member.cookie, body),
    ]);
    expect(replies.map((reply) => envelope(reply).code).sort()).toEqual([0, 5]);
    expect(await chargeRows(member.id)).toHaveLength(1);
  });

  it('when the body is not an object of the right fields, then code 2', async () => {
    const member = await signedInMember(t.app, t.db);
    expect(envelope(await sendCharge(t.app, member.cookie, { amount: 10_000, depositorName: 12 })).code).toBe(
      2,
    );
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
    expect(
      envelope(await sendCharge(t.app, member.cookie, { amount: 10_000, depositorName: '홍길동' })).code,
    ).toBe(0);
  });

  it("when the request is another member's, then code 9 and it stays pending", async () => {
    const { id } = await pendingCharge();
    const other = await signedInMember(t.app, t.db);
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
    const member = await signedInMember(t.app, t.db);
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const reply = envelope<ChargeReply>(
        await sendCharge(t.app, member.cookie, { amount: 10_000 + i, depositorName: '홍길동' }),
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
    const other = await signedInMember(t.app, t.db);
    const theirs = await postJson(t.app, '/api/amount/chargeList', {}, { cookie: other.cookie });
    expect(envelope<PageOf<ChargeRequestItem>>(theirs).data).toEqual({
      items: [],
      page: 1,
      pageSize: 10,
      total: 0,
    });
  });
});
