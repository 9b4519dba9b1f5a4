import { type AccountLimits, protectionText } from '@hanpan/core/api/protection';
import { describe, expect, it } from 'vitest';
import { countJoinRows, signIn, validJoinBody } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { callProtection, limitOf } from '../../../test/protection.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { invalidInputMessage } from '../../lib/http/app-error.ts';

// Issue 27: the deposit limit asked at registration. /user/join takes an optional depositLimit, set
// as the member's own limit with the member; set, it answers the first-deposit question.

const t = useTestApp();

const join = (body: unknown) => postJson(t.app, '/api/user/join', body);

/** Joins with `extra` added to a valid payload and signs the new member in. */
async function joinAndSignIn(extra: Record<string, unknown>) {
  const body = validJoinBody();
  const reply = envelope(await join({ ...body, ...extra }));
  expect(reply.code).toBe(0);
  const cookie = await signIn(t.app, { loginId: body.loginId, password: body.loginPassword });
  const limits = await callProtection<AccountLimits>(t.app, cookie, 'limits');
  return limits.data;
}

/** Rows a refused join must not write: the join's own and the protection feature's. */
async function countRows() {
  const limits = await t.db
    .selectFrom('protection_limit')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return { ...(await countJoinRows(t.db)), protectionLimit: Number(limits.n) };
}

describe('POST /api/user/join with a deposit limit', () => {
  it('when the member chooses a 7-day limit of 300,000원, then it is their own limit in force and the question is not asked', async () => {
    const limits = await joinAndSignIn({ depositLimit: { window: 'week', amount: 300_000 } });
    expect(limitOf(limits, 'deposit', 'week')).toMatchObject({
      amount: 300_000,
      ownAmount: 300_000,
      staffAmount: null,
      pending: null,
    });
    expect(limitOf(limits, 'deposit', 'day')).toMatchObject({ amount: null });
    expect(limits?.askDepositLimit).toBe(false);
  });

  it.each([
    ['no depositLimit', {}],
    ['depositLimit null (설정 안 함)', { depositLimit: null }],
  ])('when the form has %s, then no limit is set and the first deposit still asks', async (_name, extra) => {
    const limits = await joinAndSignIn(extra);
    expect(limits?.limits.filter((limit) => limit.amount !== null)).toEqual([]);
    expect(limits?.askDepositLimit).toBe(true);
  });

  const { joinLimitAmountInvalid, joinLimitWindowInvalid, joinLimitInvalid } = protectionText;
  const bigText = 'a'.repeat(900 * 1024);
  it.each([
    ['an amount of 0', { window: 'day', amount: 0 }, joinLimitAmountInvalid],
    ['a negative amount', { window: 'day', amount: -50_000 }, joinLimitAmountInvalid],
    ['an amount over 1,000억원', { window: 'day', amount: 100_000_000_001 }, joinLimitAmountInvalid],
    ['a fractional amount', { window: 'month', amount: 1000.5 }, joinLimitAmountInvalid],
    ['an amount as text', { window: 'month', amount: '50000' }, joinLimitAmountInvalid],
    ['no amount', { window: 'month' }, joinLimitAmountInvalid],
    ['an unknown window', { window: 'year', amount: 50_000 }, joinLimitWindowInvalid],
    ['the per-bet window', { window: 'bet', amount: 50_000 }, joinLimitWindowInvalid],
    ['no window', { amount: 50_000 }, joinLimitWindowInvalid],
    ['a string instead of the choice', 'day', joinLimitInvalid],
    ['a 900 KB string as the amount', { window: 'day', amount: bigText }, joinLimitAmountInvalid],
    ['a 900 KB string as the window', { window: bigText, amount: 50_000 }, joinLimitWindowInvalid],
  ])('when the deposit limit has %s, then code 2 names it and no member is made', async (_name, depositLimit, message) => {
    const before = await countRows();
    const response = await join({ ...validJoinBody(), depositLimit });
    expect({ status: response.statusCode, ...envelope(response) }).toEqual({
      status: 200,
      code: 2,
      data: { message },
    });
    expect(message).toContain('입금 한도');
    expect(await countRows()).toEqual(before);
  });

  it('when the deposit limit is a 1 MB string, then code 2 (never a 500) and no member is made', async () => {
    const before = await countRows();
    const response = await join({ ...validJoinBody(), depositLimit: 'a'.repeat(1024 * 1024) });
    expect(response.statusCode).toBeLessThan(500);
    expect(envelope(response)).toMatchObject({ code: 2, data: { message: invalidInputMessage } });
    expect(await countRows()).toEqual(before);
  });
});
