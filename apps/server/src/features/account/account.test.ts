import type {
  AccountInfo,
  AccountLogins,
  AccountSessions,
  EndSessionsResult,
  PasswordChanged,
} from '@hanpan/core/api/account';
import { accountText } from '@hanpan/core/api/account';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createMember, signIn } from '../../../test/factories.ts';
import { envelope, postForm, postJson, sessionCookieOf } from '../../../test/http.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { verifySecret } from '../../lib/crypto/secrets.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { createLoginHistoryPruneJob } from '../auth/index.ts';

const t = useTestApp();

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

const call = <T>(url: string, cookie: string, body: unknown = {}) =>
  postJson(t.app, url, body, { cookie }).then((reply) => ({
    status: reply.statusCode,
    ...envelope<T>(reply),
  }));

/** Signs in from a given IP and browser; the session token. */
async function signInFrom(member: { loginId: string; password: string }, ip: string, userAgent: string) {
  const reply = await postForm(
    t.app,
    '/api/user/sign',
    { loginId: member.loginId, loginPassword: member.password },
    { ip, headers: { 'user-agent': userAgent } },
  );
  const token = sessionCookieOf(reply);
  if (!token) throw new Error(`Sign-in failed: ${reply.body}`);
  return token;
}

const hashesOf = (memberId: number) =>
  t.db
    .selectFrom('member')
    .select(['password_hash', 'exchange_password_hash'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();

const openSessionCount = async (memberId: number) =>
  (
    await t.db
      .selectFrom('member_session')
      .select('token_hash')
      .where('member_id', '=', memberId)
      .where('ended_at', 'is', null)
      .execute()
  ).length;

describe('POST /api/account/info', () => {
  it('when a member asks, then their profile comes back with phone and bank account masked and nothing secret', async () => {
    const member = await createMember(t.db);
    const cookie = await signIn(t.app, member);
    const reply = await call<AccountInfo>('/api/account/info', cookie);
    expect(reply.code).toBe(0);
    expect(reply.data).toEqual({
      loginId: member.loginId,
      nick: member.nick,
      pointGrade: 0,
      joinedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      phone: `010-****-${member.phone.slice(-4)}`,
      bankName: '국민은행',
      bankAccount: `****${member.bankAccount.replace(/\D/g, '').slice(-4)}`,
      bankHolder: '홍길동',
    });
    expect(JSON.stringify(reply.data)).not.toContain(member.phone.slice(3, 7));
  });

  it('when there is no session, then the call answers code 99', async () => {
    expect(envelope(await postJson(t.app, '/api/account/info', {})).code).toBe(99);
  });
});

describe('POST /api/account/password', () => {
  it('when the current password is right, then it changes and every other session ends while this one stays', async () => {
    const member = await createMember(t.db);
    const cookie = await signIn(t.app, member);
    const other = await signIn(t.app, member);
    expect((await call('/api/account/info', other)).code).toBe(0);

    const reply = await call<PasswordChanged>('/api/account/password', cookie, {
      current: member.password,
      next: 'NewPass12',
    });
    expect(reply).toMatchObject({
      code: 0,
      data: { message: accountText.passwordChanged, endedSessions: 1 },
    });
    expect((await call('/api/account/info', other)).code).toBe(99);
    expect((await call('/api/account/info', cookie)).code).toBe(0);
    // Lowercased like join and sign-in.
    expect(await verifySecret((await hashesOf(member.id)).password_hash, 'newpass12')).toBe(true);
    await signIn(t.app, { loginId: member.loginId, password: 'newpass12' });
    await expect(signIn(t.app, member)).rejects.toThrow(/Sign-in failed/);
  });

  it('when the current password is wrong, then nothing changes, and after 5 wrong ones even the right one waits', async () => {
    const member = await createMember(t.db);
    const cookie = await signIn(t.app, member);
    const other = await signIn(t.app, member);
    const before = await hashesOf(member.id);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await call('/api/account/password', cookie, { current: 'wrong', next: 'other1' });
      expect(reply).toMatchObject({ code: 1, data: { message: accountText.wrongCurrentPassword } });
    }
    const limited = await call('/api/account/password', cookie, { current: member.password, next: 'other1' });
    expect(limited).toMatchObject({
      status: 429,
      code: 429,
      data: { message: accountText.passwordAttemptsExceeded },
    });
    expect(await hashesOf(member.id)).toEqual(before);
    expect((await call('/api/account/info', other)).code).toBe(0);
  });

  it.each([
    ['a NUL in the new password', { current: 'x', next: 'ab\u0000cd' }, accountText.passwordUnusable],
    ['an empty new password', { current: 'x', next: '  ' }, accountText.nextPasswordRequired],
    ['a 13-character new password', { current: 'x', next: 'a'.repeat(13) }, accountText.nextPasswordTooLong],
    ['no current password', { next: 'abcd' }, accountText.currentPasswordRequired],
    ['a number for a password', { current: 'x', next: 1234 }, accountText.nextPasswordRequired],
  ])('when the body has %s, then code 2 names the field and nothing changes', async (_, body, message) => {
    const member = await createMember(t.db);
    const cookie = await signIn(t.app, member);
    const before = await hashesOf(member.id);
    const reply = await call('/api/account/password', cookie, body);
    expect(reply).toMatchObject({ status: 200, code: 2, data: { message } });
    expect(await hashesOf(member.id)).toEqual(before);
  });

  it('when a string of 1 MB is sent, then the call answers code 2, never a 500', async () => {
    const member = await createMember(t.db);
    const cookie = await signIn(t.app, member);
    for (const size of [1024 * 1024, 900 * 1024]) {
      const reply = await call('/api/account/password', cookie, { current: 'x', next: 'a'.repeat(size) });
      expect(reply.status).toBeLessThan(500);
      expect(reply.code).toBe(2);
    }
  });
});

describe('POST /api/account/exchangePassword', () => {
  it('when the current exchange password is right, then it changes (case kept) and sessions stay', async () => {
    const member = await createMember(t.db);
    const cookie = await signIn(t.app, member);
    const other = await signIn(t.app, member);
    const reply = await call('/api/account/exchangePassword', cookie, {
      current: member.password,
      next: 'Ab12',
    });
    expect(reply).toMatchObject({ code: 0, data: { message: accountText.exchangePasswordChanged } });
    expect(await verifySecret((await hashesOf(member.id)).exchange_password_hash, 'Ab12')).toBe(true);
    expect((await call('/api/account/info', other)).code).toBe(0);
  });

  it('when the current exchange password is wrong, then nothing changes and the attempts are limited', async () => {
    const member = await createMember(t.db);
    const cookie = await signIn(t.app, member);
    const before = await hashesOf(member.id);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await call('/api/account/exchangePassword', cookie, { current: 'nope', next: 'Ab12' });
      expect(reply).toMatchObject({ code: 1, data: { message: accountText.wrongCurrentExchangePassword } });
    }
    const limited = await call('/api/account/exchangePassword', cookie, {
      current: member.password,
      next: 'Ab12',
    });
    expect(limited.status).toBe(429);
    expect(await hashesOf(member.id)).toEqual(before);
  });

  it('when the new exchange password holds a NUL, then code 2 names the field', async () => {
    const member = await createMember(t.db);
    const cookie = await signIn(t.app, member);
    const reply = await call('/api/account/exchangePassword', cookie, {
      current: member.password,
      next: '\u0000',
    });
    expect(reply).toMatchObject({ code: 2, data: { message: accountText.exchangePasswordUnusable } });
  });
});

describe('POST /api/account/logins', () => {
  it('when a member signed in and failed once, then both attempts show with the IP masked to /24 and the device', async () => {
    const member = await createMember(t.db);
    const wrong = await postForm(
      t.app,
      '/api/user/sign',
      { loginId: member.loginId, loginPassword: 'wrong' },
      { ip: '198.51.100.7', headers: { 'user-agent': safariOnIphone } },
    );
    expect(envelope(wrong).code).toBe(1);
    const cookie = await signInFrom(member, '203.0.113.45', chromeOnWindows);
    const reply = await call<AccountLogins>('/api/account/logins', cookie);
    expect(reply.code).toBe(0);
    expect(reply.data!.items).toEqual([
      {
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        ip: '203.0.113.*',
        device: 'Chrome 120 · Windows 10',
        isSuccess: true,
      },
      {
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
        ip: '198.51.100.*',
        device: expect.stringMatching(/^Safari 17 · iOS 17\.1.* · 모바일$/),
        isSuccess: false,
      },
    ]);
    // Another member sees none of them.
    const stranger = await createMember(t.db);
    const theirs = await call<AccountLogins>('/api/account/logins', await signIn(t.app, stranger));
    expect(theirs.data!.items).toHaveLength(1);
  });

  it('when a member has more than 50 attempts, then the newest 50 come back', async () => {
    const member = await createMember(t.db);
    const cookie = await signIn(t.app, member);
    const base = Date.now();
    await t.db
      .insertInto('member_login')
      .values(
        Array.from({ length: 60 }, (_, index) => ({
          member_id: member.id,
          is_success: false,
          created_at: new Date(base - (index + 1) * 60_000),
          ip: '192.0.2.1',
          user_agent: null,
          device: null,
        })),
      )
      .execute();
    const reply = await call<AccountLogins>('/api/account/logins', cookie);
    expect(reply.data!.items).toHaveLength(50);
    expect(reply.data!.items[0]).toMatchObject({ isSuccess: true });
    expect(reply.data!.items[1]).toMatchObject({ isSuccess: false, device: '알 수 없음', ip: '192.0.2.*' });
  });
});

describe('sign-in history retention', () => {
  it('when attempts are older than the retention, then the prune job deletes only those, of every member', async () => {
    const now = new Date('2026-11-20T00:00:00Z');
    const [first, second] = [await createMember(t.db), await createMember(t.db)];
    const day = 24 * 60 * 60 * 1000;
    const attempt = (memberId: number, daysAgo: number) => ({
      member_id: memberId,
      is_success: true,
      created_at: new Date(now.getTime() - daysAgo * day),
      ip: '203.0.113.9',
      user_agent: chromeOnWindows,
      device: null,
    });
    await t.db
      .insertInto('member_login')
      .values([
        attempt(first.id, 400),
        attempt(first.id, 366),
        attempt(first.id, 364),
        attempt(second.id, 500),
      ])
      .execute();

    const job = createLoginHistoryPruneJob({ db: t.db, now: () => now, log: pino({ level: 'silent' }) });
    expect(await job.runOnce()).toBe(3);
    const left = await t.db
      .selectFrom('member_login')
      .select(['member_id', 'created_at'])
      .where('member_id', 'in', [first.id, second.id])
      .execute();
    expect(left).toEqual([{ member_id: first.id, created_at: new Date(now.getTime() - 364 * day) }]);
  });
});

describe('POST /api/account/sessions and /sessions/end', () => {
  it('when a member has two sessions, then both show with an opaque id, the current one first', async () => {
    const member = await createMember(t.db);
    const other = await signInFrom(member, '203.0.113.9', safariOnIphone);
    const cookie = await signInFrom(member, '198.51.100.20', chromeOnWindows);
    const reply = await call<AccountSessions>('/api/account/sessions', cookie);
    const items = reply.data!.items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      isCurrent: true,
      ip: '198.51.100.*',
      device: 'Chrome 120 · Windows 10',
    });
    expect(items[1]).toMatchObject({ isCurrent: false, ip: '203.0.113.*' });
    for (const item of items) {
      expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
      expect([hashToken(cookie), hashToken(other)]).not.toContain(item.id);
    }
  });

  it('when a member ends their other session by id, then it is logged out and the current one stays', async () => {
    const member = await createMember(t.db);
    const other = await signIn(t.app, member);
    const cookie = await signIn(t.app, member);
    const { items } = (await call<AccountSessions>('/api/account/sessions', cookie)).data!;
    const target = items.find((item) => !item.isCurrent)!;
    const reply = await call<EndSessionsResult>('/api/account/sessions/end', cookie, { id: target.id });
    expect(reply).toMatchObject({ code: 0, data: { ended: 1 } });
    expect((await call('/api/account/info', other)).code).toBe(99);
    expect((await call('/api/account/info', cookie)).code).toBe(0);
    const again = await call('/api/account/sessions/end', cookie, { id: target.id });
    expect(again).toMatchObject({ code: 3, data: { message: accountText.sessionNotFound } });
  });

  it("when a member sends another member's session id, then it is refused like a missing one and nothing changes", async () => {
    const victim = await createMember(t.db);
    const victimCookie = await signIn(t.app, victim);
    const victimId = (await call<AccountSessions>('/api/account/sessions', victimCookie)).data?.items[0]?.id;
    const attacker = await createMember(t.db);
    const cookie = await signIn(t.app, attacker);
    const reply = await call('/api/account/sessions/end', cookie, { id: victimId });
    expect(reply).toMatchObject({ code: 3, data: { message: accountText.sessionNotFound } });
    const missing = await call('/api/account/sessions/end', cookie, { id: crypto.randomUUID() });
    expect(missing.data).toEqual(reply.data);
    expect((await call('/api/account/info', victimCookie)).code).toBe(0);
    expect(await openSessionCount(victim.id)).toBe(1);
  });

  it('when a member ends all other sessions, then each other one ends and the current stays', async () => {
    const member = await createMember(t.db);
    const others = [await signIn(t.app, member), await signIn(t.app, member)];
    const cookie = await signIn(t.app, member);
    const bystander = await createMember(t.db);
    const bystanderCookie = await signIn(t.app, bystander);
    const reply = await call<EndSessionsResult>('/api/account/sessions/end', cookie, { all: true });
    expect(reply).toMatchObject({ code: 0, data: { ended: 2 } });
    for (const other of others) expect((await call('/api/account/info', other)).code).toBe(99);
    expect((await call('/api/account/info', cookie)).code).toBe(0);
    expect((await call('/api/account/info', bystanderCookie)).code).toBe(0);
    expect(await openSessionCount(member.id)).toBe(1);
  });

  it.each([
    ['no id', {}],
    ['a NUL id', { id: '\u0000' }],
    ['a token-like id', { id: 'a'.repeat(64) }],
    ['all: false', { all: false }],
    ['both an id and all', { id: crypto.randomUUID(), all: true }],
  ])('when the body has %s, then code 2 and nothing ends', async (_, body) => {
    const member = await createMember(t.db);
    const other = await signIn(t.app, member);
    const cookie = await signIn(t.app, member);
    const reply = await call('/api/account/sessions/end', cookie, body);
    expect(reply).toMatchObject({ code: 2, data: { message: accountText.sessionIdRequired } });
    expect((await call('/api/account/info', other)).code).toBe(0);
  });
});
