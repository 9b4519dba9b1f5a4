import { randomUUID } from 'node:crypto';
import type { ExchangeInfo, ExchangeRequestItem, PageOf } from '@hanpan/core/api/payments';
import { paymentCode, paymentText } from '@hanpan/core/api/payments';
import { amountProblemText } from '@hanpan/core/money/amount';
import { describe, expect, it } from 'vitest';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { exchangeRowsOf, pendingHoldsOf, sendExchange, signedInMember } from '../../../test/payments.ts';
import { readMemberBalances } from '../wallet/ledger-repository.ts';
import { exchangePasswordRateLimitedMessage } from './policy.ts';

const t = useLedgerCheckedApp();

type ExchangeReply = { message: string; item?: ExchangeRequestItem };

const exchangeRows = (memberId: number) => exchangeRowsOf(t.db, memberId);
const heldFor = (memberId: number) => pendingHoldsOf(t.db, memberId);

describe('POST /api/amount/exchangeInfo', () => {
  it('when a member asks, then the limits and their payout account, number masked', async () => {
    const member = await signedInMember(t.app, t.db, 0n);
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
    const member = await signedInMember(t.app, t.db, 100_000n);
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
    const member = await signedInMember(t.app, t.db, 100_000n);
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
    const member = await signedInMember(t.app, t.db, 100_000n);
    expect(envelope(await sendExchange(t.app, member, 9_999))).toMatchObject({
      code: 3,
      data: { message: '최소 10,000원 이상 신청해 주세요.' },
    });
    expect(envelope(await sendExchange(t.app, member, 50_000_001))).toMatchObject({
      code: 4,
      data: { message: '1회 최대 50,000,000원까지 신청할 수 있습니다.' },
    });
    expect(await exchangeRows(member.id)).toEqual([]);
  });

  it('when the amount is above the cash, then code 6, nothing written, and a retry gets the same reply', async () => {
    const member = await signedInMember(t.app, t.db, 30_000n);
    const key = `k-${randomUUID()}`;
    const first = envelope(await sendExchange(t.app, member, 30_001, key));
    expect(first).toMatchObject({
      code: paymentCode.insufficientBalance,
      data: { message: paymentText.insufficientBalance },
    });
    expect(await exchangeRows(member.id)).toEqual([]);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 30_000n });
    const retry = envelope(await sendExchange(t.app, member, 30_001, key));
    expect({ code: retry.code, data: retry.data }).toEqual({ code: first.code, data: first.data });
  });

  it('when the request is valid, then the amount is held at once and the reply shows the new cash', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    const reply = envelope<ExchangeReply>(await sendExchange(t.app, member, '60,000'));
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
    const member = await signedInMember(t.app, t.db, 100_000n);
    expect(envelope(await sendExchange(t.app, member, 30_000)).code).toBe(0);
    expect(envelope(await sendExchange(t.app, member, 50_000)).code).toBe(0);
    expect(envelope(await sendExchange(t.app, member, 30_000)).code).toBe(6);
    expect(await heldFor(member.id)).toBe(80_000n);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 20_000n });
  });

  it('when the exchange password is wrong 5 times, then further tries get 429 until the window passes', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
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
    const other = await signedInMember(t.app, t.db, 10_000n);
    expect(envelope(await sendExchange(t.app, other, 10_000)).code).toBe(0);
  });
});

describe('POST /api/amount/exchangeList', () => {
  it('when the member lists, then their own requests, newest first', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    const first = envelope<ExchangeReply>(await sendExchange(t.app, member, 10_000)).data?.item?.id;
    const second = envelope<ExchangeReply>(await sendExchange(t.app, member, 20_000)).data?.item?.id;
    const list = envelope<PageOf<ExchangeRequestItem>>(
      await postJson(t.app, '/api/amount/exchangeList', { page: 1 }, { cookie: member.cookie }),
    );
    expect(list.data).toMatchObject({ page: 1, pageSize: 10, total: 2 });
    expect(list.data?.items.map((item) => item.id)).toEqual([second, first]);
  });
});
