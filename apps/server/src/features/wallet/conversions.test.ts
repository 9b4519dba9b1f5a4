import type { UserContext } from '@hanpan/core/api/envelope';
import { conversionCode, conversionText } from '@hanpan/core/api/wallet-codes';
import { amountProblemText } from '@hanpan/core/money/amount';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, fundMember, signIn, uniqueSuffix } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { connectStomp, type TestStompClient } from '../../../test/realtime-clients.ts';
import { readMemberBalances } from './ledger-repository.ts';

let t: TestApp;
let baseUrl: string;
const clients: TestStompClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  await t.close();
});

/** A signed-in member holding the given cash, point and agency cash. */
async function memberWith(balances: { cash?: bigint; point?: bigint; agencyCash?: bigint }) {
  const member = await createMember(t.db);
  await fundMember(t.db, member.id, balances.cash ?? 0n, balances.point ?? 0n, balances.agencyCash ?? 0n);
  return { member, cookie: await signIn(t.app, member) };
}

const convert = async (url: string, cookie: string, body?: unknown, key = `k-${uniqueSuffix(12)}`) =>
  envelope<{ message: string; amount: number }>(
    await postJson(t.app, `/api${url}`, body, { cookie, headers: { 'idempotency-key': key } }),
  );

/** The member's ledger transactions (what was posted for them), oldest first. */
const postingsOf = (memberId: number) =>
  t.db
    .selectFrom('ledger_tx')
    .select(['kind', 'idempotency_key'])
    .where('reference', '=', `member:${memberId}`)
    .where('kind', '!=', 'test_funding')
    .orderBy('id')
    .execute();

const userOf = (context: UserContext | undefined) => context?.user;

describe('POST /api/amount/pointToCash', () => {
  it('when the member has points above the minimum, then all of them become cash and the reply carries the new balances', async () => {
    const { member, cookie } = await memberWith({ cash: 2_000n, point: 5_500n });
    const key = `p2c-${uniqueSuffix(12)}`;
    const reply = await convert('/amount/pointToCash', cookie, undefined, key);
    expect(reply.code).toBe(conversionCode.ok);
    expect(reply.data).toEqual({ message: conversionText.pointToCashDone, amount: 5_500 });
    expect(userOf(reply.userContext)).toMatchObject({ cash: 7_500, point: 0 });
    expect(await readMemberBalances(t.db, member.id)).toEqual({ cash: 7_500n, point: 0n, agency_cash: 0n });
    expect(await postingsOf(member.id)).toEqual([
      { kind: 'point_to_cash', idempotency_key: `member:${member.id}:${key}` },
    ]);
  });

  it('when the member has no points, then code 1 says so and nothing is posted', async () => {
    const { member, cookie } = await memberWith({ cash: 1_000n });
    const reply = await convert('/amount/pointToCash', cookie);
    expect(reply.code).toBe(conversionCode.nothing);
    expect(reply.data?.message).toBe(conversionText.noPoints);
    expect(userOf(reply.userContext)).toMatchObject({ cash: 1_000, point: 0 });
    expect(await postingsOf(member.id)).toEqual([]);
  });

  it('when the points are below the minimum conversion, then code 2 names the minimum and nothing is posted', async () => {
    const { member, cookie } = await memberWith({ point: 999n });
    const reply = await convert('/amount/pointToCash', cookie);
    expect(reply.code).toBe(conversionCode.belowMinimum);
    expect(reply.data?.message).toBe(conversionText.belowMinimumPoints('1,000'));
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 0n, point: 999n });
    expect(await postingsOf(member.id)).toEqual([]);
  });

  it('when nobody is signed in, then the call ends with code 99 and nothing is posted', async () => {
    const reply = envelope(await postJson(t.app, '/api/amount/pointToCash'));
    expect(reply.code).toBe(99);
  });

  it('when the member watches /user/queue/context, then the conversion pushes the new balances', async () => {
    const { member, cookie } = await memberWith({ point: 3_000n });
    const client = await connectStomp(baseUrl, { transport: 'websocket', sessionToken: cookie });
    clients.push(client);
    await client.subscribe('/user/queue/context');
    expect((await convert('/amount/pointToCash', cookie)).code).toBe(conversionCode.ok);
    expect(await client.waitForMessage('/user/queue/context')).toEqual({
      type: 'userContext',
      userContext: {
        user: { nick: member.nick, cash: 3_000, point: 0, agencyCash: 0, pointGrade: 0 },
        messageCount: 0,
      },
    });
  });
});

describe('POST /api/amount/cashToPoint', () => {
  it('when the amount is within the cash, then it moves to points', async () => {
    const { member, cookie } = await memberWith({ cash: 10_000n });
    const reply = await convert('/amount/cashToPoint', cookie, { amount: 3_000 });
    expect(reply.code).toBe(conversionCode.ok);
    expect(reply.data).toEqual({ message: conversionText.cashToPointDone, amount: 3_000 });
    expect(userOf(reply.userContext)).toMatchObject({ cash: 7_000, point: 3_000 });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 7_000n, point: 3_000n });
  });

  it('when the amount comes as a string with commas, then it is read as whole won', async () => {
    const { member, cookie } = await memberWith({ cash: 10_000n });
    expect((await convert('/amount/cashToPoint', cookie, { amount: '1,500' })).code).toBe(conversionCode.ok);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 8_500n, point: 1_500n });
  });

  it.each([
    { amount: 0, problem: 'notPositive' },
    { amount: -1, problem: 'notPositive' },
    { amount: 1.5, problem: 'notWhole' },
    { amount: 'abc', problem: 'notNumber' },
    { amount: 1e15, problem: 'tooLarge' },
    { amount: null, problem: 'notNumber' },
    { amount: '1e3', problem: 'notNumber' },
  ] as const)('when the amount is $amount, then code 1 says why and nothing is written', async ({
    amount,
    problem,
  }) => {
    const { member, cookie } = await memberWith({ cash: 10_000n });
    const reply = await convert('/amount/cashToPoint', cookie, { amount });
    expect(reply.code).toBe(conversionCode.nothing);
    expect(reply.data?.message).toBe(amountProblemText[problem]);
    expect(userOf(reply.userContext)).toMatchObject({ cash: 10_000, point: 0 });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 10_000n, point: 0n });
    expect(await postingsOf(member.id)).toEqual([]);
    const stored = await t.db
      .selectFrom('idempotent_reply')
      .select('key')
      .where('member_id', '=', member.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('when the body is not an object, then code 2 (invalid input) and nothing is written', async () => {
    const { member, cookie } = await memberWith({ cash: 10_000n });
    const reply = await convert('/amount/cashToPoint', cookie, [1000]);
    expect(reply.code).toBe(2);
    expect(await postingsOf(member.id)).toEqual([]);
  });

  it('when the amount is above the cash, then code 6, nothing moves, and a retry with the key gets the same refusal', async () => {
    const { member, cookie } = await memberWith({ cash: 10_000n });
    const key = `c2p-${uniqueSuffix(12)}`;
    const reply = await convert('/amount/cashToPoint', cookie, { amount: 10_001 }, key);
    expect(reply.code).toBe(conversionCode.insufficientBalance);
    expect(reply.data?.message).toBe(conversionText.insufficientCash);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 10_000n, point: 0n });
    expect(await postingsOf(member.id)).toEqual([]);
    const retry = await convert('/amount/cashToPoint', cookie, { amount: 10_001 }, key);
    expect({ code: retry.code, data: retry.data }).toEqual({ code: reply.code, data: reply.data });
  });

  it('when the whole cash is converted, then the cash is 0 and not negative', async () => {
    const { member, cookie } = await memberWith({ cash: 10_000n });
    expect((await convert('/amount/cashToPoint', cookie, { amount: 10_000 })).code).toBe(conversionCode.ok);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 0n, point: 10_000n });
  });
});

describe('agency cash conversions', () => {
  it('when the partner taps settlement cash, then all of it becomes points', async () => {
    const { member, cookie } = await memberWith({ cash: 100n, agencyCash: 12_345n });
    const reply = await convert('/agency/addAgencyCashToPointAll', cookie);
    expect(reply.code).toBe(conversionCode.ok);
    expect(reply.data).toEqual({ message: conversionText.agencyCashToPointDone, amount: 12_345 });
    expect(userOf(reply.userContext)).toMatchObject({ cash: 100, point: 12_345, agencyCash: 0 });
    expect(await readMemberBalances(t.db, member.id)).toEqual({
      cash: 100n,
      point: 12_345n,
      agency_cash: 0n,
    });
    expect((await postingsOf(member.id)).map((tx) => tx.kind)).toEqual(['agency_cash_to_point']);
  });

  it('when /agency/addAgencyCashToMoneyAll is called, then all settlement cash becomes cash', async () => {
    const { member, cookie } = await memberWith({ agencyCash: 50_000n });
    const reply = await convert('/agency/addAgencyCashToMoneyAll', cookie);
    expect(reply.code).toBe(conversionCode.ok);
    expect(reply.data).toEqual({ message: conversionText.agencyCashToCashDone, amount: 50_000 });
    expect(userOf(reply.userContext)).toMatchObject({ cash: 50_000, agencyCash: 0 });
    expect(await readMemberBalances(t.db, member.id)).toEqual({ cash: 50_000n, point: 0n, agency_cash: 0n });
  });

  it('when 50 conversions of the settlement cash arrive at once (to points and to cash, each with its own key), then it moves once and never goes negative', async () => {
    const { member, cookie } = await memberWith({ cash: 1_000n, agencyCash: 77_000n });
    const urls = Array.from({ length: 50 }, (_, index) =>
      index % 2 === 0 ? '/agency/addAgencyCashToPointAll' : '/agency/addAgencyCashToMoneyAll',
    );
    const replies = await Promise.all(urls.map((url) => convert(url, cookie)));
    const done = replies.filter((reply) => reply.code === conversionCode.ok);
    expect(done).toHaveLength(1);
    expect(replies.filter((reply) => reply.code === conversionCode.nothing)).toHaveLength(49);
    const balances = await readMemberBalances(t.db, member.id);
    expect(balances.agency_cash).toBe(0n);
    expect(balances.cash + balances.point).toBe(78_000n);
    expect(await postingsOf(member.id)).toHaveLength(1);
  });

  it.each([
    '/agency/addAgencyCashToPointAll',
    '/agency/addAgencyCashToMoneyAll',
  ])('when there is no settlement cash, then %s answers code 1 and posts nothing', async (url) => {
    const { member, cookie } = await memberWith({ cash: 5_000n, point: 5_000n });
    const reply = await convert(url, cookie);
    expect(reply.code).toBe(conversionCode.nothing);
    expect(reply.data?.message).toBe(conversionText.noAgencyCash);
    expect(await readMemberBalances(t.db, member.id)).toEqual({
      cash: 5_000n,
      point: 5_000n,
      agency_cash: 0n,
    });
    expect(await postingsOf(member.id)).toEqual([]);
  });
});
