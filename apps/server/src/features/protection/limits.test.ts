import {
  type AccountLimits,
  type LimitSaved,
  protectionText,
  type SessionSummary,
} from '@hanpan/core/api/protection';
import { describe, expect, it } from 'vitest';
import { createMember, signIn } from '../../../test/factories.ts';
import { envelope, postForm } from '../../../test/http.ts';
import { signedInMember } from '../../../test/payments.ts';
import {
  callProtection,
  limitOf,
  protectionRowsOf,
  saveOwnLimit,
  writeTestBlock,
} from '../../../test/protection.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { invalidInputMessage } from '../../lib/http/app-error.ts';

// /api/account/limits*, /realityCheck, /session: the member's own limits with their cooling-off, on a
// clock the test moves (no waiting).

let offsetMs = 0;
const t = useTestApp({ now: () => new Date(Date.now() + offsetMs) });
const hourMs = 3_600_000;

const member = () => signedInMember(t.app, t.db);

describe('the limits page', () => {
  it('when a new member asks, then every kind and window is shown empty and a deposit limit is asked for', async () => {
    const { cookie } = await member();
    const reply = await callProtection(t.app, cookie, 'limits');
    expect(reply.code).toBe(0);
    expect(reply.data?.limits.map((limit) => `${limit.kind}:${limit.window}`)).toEqual([
      'deposit:day',
      'deposit:week',
      'deposit:month',
      'loss:day',
      'loss:week',
      'loss:month',
      'stake:bet',
    ]);
    expect(reply.data).toMatchObject({ realityCheckMinutes: 0, askDepositLimit: true, block: null });
    expect(limitOf(reply.data, 'deposit', 'day')).toEqual({
      kind: 'deposit',
      window: 'day',
      amount: null,
      staffAmount: null,
      ownAmount: null,
      used: 0,
      pending: null,
    });
  });

  it('when the member taps 나중에, then the deposit limit is no longer asked for', async () => {
    const { cookie } = await member();
    const reply = await callProtection(t.app, cookie, 'limits/skipAsk');
    expect(reply.data?.askDepositLimit).toBe(false);
  });

  it('when nobody is signed in, then code 99', async () => {
    const reply = await callProtection(t.app, '', 'limits');
    expect(reply.code).toBe(99);
  });
});

describe('cooling-off', () => {
  it('when a limit is first set and then lowered, then each applies at once', async () => {
    const { cookie } = await member();
    const first = await saveOwnLimit(t.app, cookie, { kind: 'deposit', window: 'day', amount: 50_000 });
    expect(first.message).toBe(protectionText.limitSaved);
    expect(limitOf(first, 'deposit', 'day')).toMatchObject({ amount: 50_000, pending: null });
    expect(first.askDepositLimit).toBe(false);
    const lowered = await saveOwnLimit(t.app, cookie, { kind: 'deposit', window: 'day', amount: 30_000 });
    expect(limitOf(lowered, 'deposit', 'day')).toMatchObject({ amount: 30_000, pending: null });
  });

  it('when an increase is asked twice, then one change is pending, the second, 24 hours after it was asked', async () => {
    const { id, cookie } = await member();
    await saveOwnLimit(t.app, cookie, { kind: 'loss', window: 'week', amount: 100_000 });
    await saveOwnLimit(t.app, cookie, { kind: 'loss', window: 'week', amount: 200_000 });
    const before = Date.now() + offsetMs;
    const second = await saveOwnLimit(t.app, cookie, { kind: 'loss', window: 'week', amount: 300_000 });
    expect(second.message).toBe(protectionText.limitPending);
    const view = limitOf(second, 'loss', 'week');
    expect(view?.amount).toBe(100_000);
    expect(view?.pending?.amount).toBe(300_000);
    const appliesAt = Date.parse(view?.pending?.appliesAt ?? '');
    expect(appliesAt - before).toBeGreaterThanOrEqual(24 * hourMs - 1000);
    expect(appliesAt - before).toBeLessThanOrEqual(24 * hourMs + 1000);
    const { limits } = await protectionRowsOf(t.db, id);
    expect(limits).toHaveLength(1);
    expect(limits[0]).toMatchObject({ own_amount: 100_000n, pending_amount: 300_000n });
  });

  it('when a decrease follows a pending increase, then it applies at once and the pending one is gone', async () => {
    const { cookie } = await member();
    await saveOwnLimit(t.app, cookie, { kind: 'deposit', window: 'month', amount: 100_000 });
    await saveOwnLimit(t.app, cookie, { kind: 'deposit', window: 'month', amount: 500_000 });
    const lowered = await saveOwnLimit(t.app, cookie, { kind: 'deposit', window: 'month', amount: 80_000 });
    expect(limitOf(lowered, 'deposit', 'month')).toMatchObject({ amount: 80_000, pending: null });
  });

  it('when 24 hours pass after an increase and a removal, then they are the limits', async () => {
    const created = await member();
    const { cookie } = created;
    await saveOwnLimit(t.app, cookie, { kind: 'deposit', window: 'day', amount: 50_000 });
    await saveOwnLimit(t.app, cookie, { kind: 'stake', window: 'bet', amount: 10_000 });
    await saveOwnLimit(t.app, cookie, { kind: 'deposit', window: 'day', amount: 90_000 });
    const removal = await saveOwnLimit(t.app, cookie, { kind: 'stake', window: 'bet', amount: null });
    expect(limitOf(removal, 'stake', 'bet')).toMatchObject({ amount: 10_000, pending: { amount: null } });
    offsetMs += 23 * hourMs;
    try {
      // The session idles out over a day: the member signs in again on the moved clock.
      const early = await callProtection(t.app, await signIn(t.app, created), 'limits');
      expect(limitOf(early.data, 'deposit', 'day')?.amount).toBe(50_000);
      offsetMs += hourMs + 1000;
      const late = await callProtection(t.app, await signIn(t.app, created), 'limits');
      expect(limitOf(late.data, 'deposit', 'day')).toMatchObject({ amount: 90_000, pending: null });
      expect(limitOf(late.data, 'stake', 'bet')).toMatchObject({ amount: null, pending: null });
    } finally {
      offsetMs = 0;
    }
  });
});

describe('the return from a self-exclusion', () => {
  it('when a self-exclusion has ended, then the first sign-in asks to return and the member is back only 24 hours later', async () => {
    const created = await createMember(t.db);
    await writeTestBlock(t.db, created.id, 'selfExclusion', new Date(Date.now() + hourMs));
    const signInReply = async () =>
      envelope<{ message: string }>(
        await postForm(t.app, '/api/user/sign', {
          loginId: created.loginId,
          loginPassword: created.password,
        }),
      );
    expect((await signInReply()).code).toBe(35);
    offsetMs = 2 * hourMs;
    try {
      // Ended: this sign-in is the request to return; it is refused with the return time.
      const asked = await signInReply();
      expect(asked.code).toBe(35);
      expect(asked.data?.message).toContain('이용 재개 요청이 접수되었습니다');
      const row = (await protectionRowsOf(t.db, created.id)).protection;
      expect(row?.block_return_asked_at).toBeInstanceOf(Date);
      const askedAt = row?.block_return_asked_at?.getTime() ?? 0;
      offsetMs += 23 * hourMs;
      const waiting = await signInReply();
      expect(waiting).toEqual(asked);
      // Asking again did not move the return.
      expect((await protectionRowsOf(t.db, created.id)).protection?.block_return_asked_at?.getTime()).toBe(
        askedAt,
      );
      offsetMs += hourMs + 1000;
      expect((await signInReply()).code).toBe(0);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('bad input', () => {
  const huge = 'a'.repeat(1024 * 1024);
  it.each([
    ['no kind', { window: 'day', amount: 1000 }, protectionText.kindRequired],
    [
      'a NUL in the kind',
      { kind: 'deposit\u0000', window: 'day', amount: 1000 },
      protectionText.kindRequired,
    ],
    [
      'a window the kind does not take',
      { kind: 'stake', window: 'day', amount: 1000 },
      protectionText.windowRequired,
    ],
    ['a per-bet loss limit', { kind: 'loss', window: 'bet', amount: 1000 }, protectionText.windowRequired],
    ['a negative amount', { kind: 'deposit', window: 'day', amount: -1000 }, protectionText.amountInvalid],
    ['a fractional amount', { kind: 'deposit', window: 'day', amount: 1000.5 }, protectionText.amountInvalid],
    ['an amount as text', { kind: 'deposit', window: 'day', amount: '1000' }, protectionText.amountInvalid],
    ['no amount', { kind: 'deposit', window: 'day' }, protectionText.amountInvalid],
  ])('when the limit has %s, then code 2 names the field and nothing is written', async (_name, body, message) => {
    const { id, cookie } = await member();
    const before = await protectionRowsOf(t.db, id);
    const reply = await callProtection(t.app, cookie, 'limits/save', body);
    expect({
      status: reply.status,
      code: reply.code,
      message: (reply.data as { message?: string })?.message,
    }).toEqual({ status: 200, code: 2, message });
    expect(await protectionRowsOf(t.db, id)).toEqual(before);
  });

  it.each([
    ['timeout', 'a word', { until: 'tomorrow' }, protectionText.timeoutUntilInvalid],
    ['timeout', 'a NUL', { until: `2026-01-01T00:00:00Z\u0000` }, protectionText.timeoutUntilInvalid],
    [
      'timeout',
      'a past end',
      { until: new Date(Date.now() - hourMs).toISOString() },
      protectionText.timeoutTooShort,
    ],
    [
      'timeout',
      '43 days',
      { until: new Date(Date.now() + 43 * 24 * hourMs).toISOString() },
      protectionText.timeoutTooLong,
    ],
    ['selfExclude', '3 months', { months: 3 }, protectionText.monthsInvalid],
    ['selfExclude', 'months as text', { months: '6' }, protectionText.monthsInvalid],
    ['realityCheck', '20 minutes', { minutes: 20 }, protectionText.realityCheckInvalid],
  ])('when /%s gets %s, then code 2 with its message and nothing is written', async (path, _name, body, message) => {
    const { id, cookie } = await member();
    const before = await protectionRowsOf(t.db, id);
    const reply = await callProtection<{ message: string }>(t.app, cookie, path, body);
    expect({ code: reply.code, message: reply.data?.message }).toEqual({ code: 2, message });
    expect(await protectionRowsOf(t.db, id)).toEqual(before);
    // The session lives on: nothing ended.
    expect((await callProtection(t.app, cookie, 'limits')).code).toBe(0);
  });

  it.each([
    ['limits/save', { kind: huge, window: 'day', amount: 1000 }],
    ['timeout', { until: huge }],
  ])('when /%s gets a 1 MB string, then code 2 (never a 500) and nothing is written', async (path, body) => {
    const { id, cookie } = await member();
    const before = await protectionRowsOf(t.db, id);
    const reply = await callProtection<{ message: string }>(t.app, cookie, path, body);
    expect(reply.status).toBeLessThan(500);
    expect(reply.code).toBe(2);
    expect(reply.data?.message ?? invalidInputMessage).toMatch(/[가-힣]/);
    expect(await protectionRowsOf(t.db, id)).toEqual(before);
  });
});

describe('reality check and session summary', () => {
  it('when the member picks 30 minutes, then the limits and the session summary show it', async () => {
    const { cookie } = await member();
    const saved = await callProtection<AccountLimits & { message: string }>(t.app, cookie, 'realityCheck', {
      minutes: 30,
    });
    expect(saved.data).toMatchObject({ realityCheckMinutes: 30, message: protectionText.realityCheckSaved });
    const summary = await callProtection<SessionSummary>(t.app, cookie, 'session');
    expect(summary.data).toMatchObject({ stakes: 0, net: 0, realityCheckMinutes: 30 });
  });

  it('when a member has two sessions, then each summary starts at its own sign-in', async () => {
    const created = await createMember(t.db);
    const first = await signIn(t.app, created);
    offsetMs = 0;
    const second = await signIn(t.app, created);
    const one = await callProtection<SessionSummary>(t.app, first, 'session');
    const two = await callProtection<SessionSummary>(t.app, second, 'session');
    expect(Date.parse(two.data?.startedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(one.data?.startedAt ?? ''),
    );
  });
});

export type { LimitSaved };
