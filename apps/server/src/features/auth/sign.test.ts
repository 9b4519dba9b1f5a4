import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, createMessage, createPartner, signIn } from '../../../test/factories.ts';
import { envelope, get, postForm, postJson, sessionCookieOf, uniqueIp } from '../../../test/http.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sessionRow = (token: string) =>
  t.db.selectFrom('member_session').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();

describe('POST /api/user/sign', () => {
  it('when the form-encoded id and password are right, then code 0, an HttpOnly Lax cookie and a stored session hash', async () => {
    const member = await createMember(t.db);
    const response = await postForm(t.app, '/api/user/sign', {
      loginId: member.loginId,
      loginPassword: member.password,
    });
    expect(envelope(response).code).toBe(0);
    const cookie = response.cookies.find((c) => c.name === 'hanpan_sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await sessionRow(cookie.value);
    expect(row).toMatchObject({ member_id: member.id, ended_at: null });
    // Only the hash is stored, never the token.
    expect(row?.token_hash).not.toBe(cookie.value);
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(7 * 24 * 3600 * 1000);
    expect(envelope(response).userContext?.user.nick).toBe(member.nick);
  });

  it('when COOKIE_SECURE is on, then the session cookie is Secure', async () => {
    const secure = await createTestApp({ isCookieSecure: true });
    try {
      const member = await createMember(secure.db);
      const response = await postForm(secure.app, '/api/user/sign', {
        loginId: member.loginId,
        loginPassword: member.password,
      });
      expect(response.cookies.find((c) => c.name === 'hanpan_sid')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('when the body is JSON with a mixed-case, padded id and password, then it signs in too', async () => {
    const member = await createMember(t.db);
    const response = await postJson(t.app, '/api/user/sign', {
      loginId: `  ${member.loginId.toUpperCase()} `,
      loginPassword: ` ${member.password.toUpperCase()}`,
    });
    expect(envelope(response).code).toBe(0);
  });

  it('when the password is wrong or the id unknown, then code 1 with only the login failure message', async () => {
    const member = await createMember(t.db);
    for (const fields of [
      { loginId: member.loginId, loginPassword: 'wrong' },
      { loginId: 'nosuchmember', loginPassword: 'whatever' },
      { loginId: '', loginPassword: '' },
    ]) {
      const response = await postForm(t.app, '/api/user/sign', fields);
      expect(response.json()).toEqual({
        code: 1,
        data: { message: '아이디 또는 비밀번호를 확인해 주세요.' },
      });
      expect(sessionCookieOf(response)).toBeNull();
    }
  });

  it('when the member is suspended and the password right, then code 99 and no session', async () => {
    const member = await createMember(t.db, { status: 'suspended' });
    const response = await postForm(t.app, '/api/user/sign', {
      loginId: member.loginId,
      loginPassword: member.password,
    });
    expect(response.json()).toEqual({ code: 99 });
    const sessions = await t.db
      .selectFrom('member_session')
      .select('token_hash')
      .where('member_id', '=', member.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it('when the browser already had a session cookie, then signing in ends it and issues a new id', async () => {
    const member = await createMember(t.db);
    const before = await signIn(t.app, member);
    const response = await postForm(
      t.app,
      '/api/user/sign',
      { loginId: member.loginId, loginPassword: member.password },
      { cookie: before },
    );
    const after = sessionCookieOf(response);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect((await sessionRow(before))?.ended_at).toBeInstanceOf(Date);
    expect(envelope(await postJson(t.app, '/api/user/info', {}, { cookie: before })).code).toBe(99);
    expect(envelope(await postJson(t.app, '/api/user/info', {}, { cookie: after })).code).toBe(0);
  });

  it('when one IP signs in more than 20 times in 10 minutes, then code 429 with Retry-After', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i += 1) {
      const response = await postForm(t.app, '/api/user/sign', { loginId: '', loginPassword: '' }, { ip });
      expect(envelope(response).code).toBe(1);
    }
    const blocked = await postForm(t.app, '/api/user/sign', { loginId: '', loginPassword: '' }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json()).toEqual({
      code: 429,
      data: { message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
    });
    // Another IP is not affected.
    expect(envelope(await postForm(t.app, '/api/user/sign', { loginId: '', loginPassword: '' })).code).toBe(
      1,
    );
  });

  it('when a login id fails 5 times, then even the right password gets 429 from any IP', async () => {
    const member = await createMember(t.db);
    for (let i = 0; i < 5; i += 1) {
      const response = await postForm(t.app, '/api/user/sign', {
        loginId: member.loginId,
        loginPassword: 'bad',
      });
      expect(envelope(response).code).toBe(1);
    }
    const blocked = await postForm(t.app, '/api/user/sign', {
      loginId: member.loginId.toUpperCase(),
      loginPassword: member.password,
    });
    expect(envelope(blocked).code).toBe(429);
    expect(sessionCookieOf(blocked)).toBeNull();
  });

  it('when a sign-in succeeds after failures, then the failure count starts again', async () => {
    const member = await createMember(t.db);
    for (let i = 0; i < 4; i += 1)
      await postForm(t.app, '/api/user/sign', { loginId: member.loginId, loginPassword: 'bad' });
    await signIn(t.app, member);
    for (let i = 0; i < 4; i += 1)
      await postForm(t.app, '/api/user/sign', { loginId: member.loginId, loginPassword: 'bad' });
    expect(await signIn(t.app, member)).toBeTruthy();
  });
});

describe('GET /api/user/logout', () => {
  it('when logged in, then code 0, the cookie is cleared and the session ends for good', async () => {
    const member = await createMember(t.db);
    const token = await signIn(t.app, member);
    const response = await get(t.app, '/api/user/logout', { cookie: token });
    expect(response.json()).toEqual({ code: 0 });
    expect(sessionCookieOf(response)).toBe('');
    expect((await sessionRow(token))?.ended_at).toBeInstanceOf(Date);
    const reused = await postJson(t.app, '/api/user/info', {}, { cookie: token });
    expect(reused.json()).toEqual({ code: 99 });
    expect(sessionCookieOf(reused)).toBe('');
  });

  it('when not logged in, then code 0 all the same', async () => {
    expect((await get(t.app, '/api/user/logout')).json()).toEqual({ code: 0 });
  });

  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site', referer: 'https://user-pages.localhost/x' }],
    [{ 'sec-fetch-site': 'same-site' }],
  ])('when another site starts it (%j), then code 0 but the session and its cookie stay', async (headers) => {
    const member = await createMember(t.db);
    const token = await signIn(t.app, member);
    const response = await get(t.app, '/api/user/logout', { cookie: token, headers });
    expect(response.json()).toEqual({ code: 0 });
    expect(sessionCookieOf(response)).toBeNull();
    expect((await sessionRow(token))?.ended_at).toBeNull();
    expect(envelope(await postJson(t.app, '/api/user/info', {}, { cookie: token })).code).toBe(0);
  });

  it.each([
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'none' }],
    [{ 'sec-fetch-site': 'same-site', referer: 'http://localhost:80/mypage' }],
  ])('when the site itself or the member starts it (%j), then the session ends', async (headers) => {
    const member = await createMember(t.db);
    const token = await signIn(t.app, member);
    const response = await get(t.app, '/api/user/logout', { cookie: token, headers });
    expect(sessionCookieOf(response)).toBe('');
    expect((await sessionRow(token))?.ended_at).toBeInstanceOf(Date);
  });
});

describe('POST /api/user/info', () => {
  it('when logged in, then the profile (masked) and the userContext with balances and unread messages', async () => {
    const member = await createMember(t.db);
    await createMessage(t.db, member.id);
    await createMessage(t.db, member.id);
    await createMessage(t.db, member.id, { isRead: true });
    await t.db
      .updateTable('account')
      .set({ balance: 123_456_789n })
      .where('member_id', '=', member.id)
      .where('kind', '=', 'cash')
      .execute();
    const token = await signIn(t.app, member);
    const reply = envelope(await postJson(t.app, '/api/user/info', undefined, { cookie: token }));
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({
      loginId: member.loginId,
      nick: member.nick,
      pointGrade: 0,
      level: 'Lv.1',
      bankName: '국민은행',
      bankHolder: '홍길동',
      phone: `${member.phone.slice(0, 3)}****${member.phone.slice(7)}`,
      recommendCode: 'hanpan',
    });
    expect(reply.data?.bankAccount).toMatch(/^\*+\d{4}$/);
    expect(JSON.stringify(reply)).not.toContain('argon2');
    expect(reply.userContext).toEqual({
      user: { nick: member.nick, cash: 123_456_789, point: 0, agencyCash: 0, pointGrade: 0 },
      messageCount: 2,
    });
  });

  it('when not logged in or the cookie is made up, then code 99', async () => {
    const visitor = await postJson(t.app, '/api/user/info');
    expect(visitor.json()).toEqual({ code: 99 });
    // Without a session cookie, nothing to clear: a clearing header on this reply would delete the
    // cookie that a sign-in racing it has just set (a visitor who logs in while the page loads).
    expect(visitor.cookies.find((cookie) => cookie.name === 'hanpan_sid')).toBeUndefined();
    const forged = await postJson(t.app, '/api/user/info', {}, { cookie: 'forged-token' });
    expect(forged.json()).toEqual({ code: 99 });
    expect(sessionCookieOf(forged)).toBe('');
  });

  it('when the member is suspended after signing in, then code 99 and the session is ended', async () => {
    const member = await createMember(t.db);
    const token = await signIn(t.app, member);
    await t.db.updateTable('member').set({ status: 'suspended' }).where('id', '=', member.id).execute();
    const response = await postJson(t.app, '/api/user/info', {}, { cookie: token });
    expect(response.json()).toEqual({ code: 99 });
    expect((await sessionRow(token))?.ended_at).toBeInstanceOf(Date);
    await t.db.updateTable('member').set({ status: 'active' }).where('id', '=', member.id).execute();
    expect((await postJson(t.app, '/api/user/info', {}, { cookie: token })).json()).toEqual({ code: 99 });
  });

  it('when the session was idle for 12 hours or passed its absolute expiry, then code 99', async () => {
    const member = await createMember(t.db);
    const idle = await signIn(t.app, member);
    await t.db
      .updateTable('member_session')
      .set({ last_seen_at: new Date(Date.now() - 12 * 3600 * 1000 - 1000) })
      .where('token_hash', '=', hashToken(idle))
      .execute();
    expect(envelope(await postJson(t.app, '/api/user/info', {}, { cookie: idle })).code).toBe(99);

    const old = await signIn(t.app, member);
    await t.db
      .updateTable('member_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(old))
      .execute();
    expect(envelope(await postJson(t.app, '/api/user/info', {}, { cookie: old })).code).toBe(99);
  });

  it('when a session is used, then its idle expiry slides forward', async () => {
    const member = await createMember(t.db);
    const token = await signIn(t.app, member);
    const earlier = new Date(Date.now() - 11 * 3600 * 1000);
    await t.db
      .updateTable('member_session')
      .set({ last_seen_at: earlier })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(envelope(await postJson(t.app, '/api/user/info', {}, { cookie: token })).code).toBe(0);
    expect((await sessionRow(token))!.last_seen_at.getTime()).toBeGreaterThan(
      earlier.getTime() + 3600 * 1000,
    );
  });

  it('when the member owns a partner, then index2 says isAgency for that session only', async () => {
    const owner = await createMember(t.db);
    await createPartner(t.db, { ownerMemberId: owner.id });
    const plain = await createMember(t.db);
    const ownerReply = envelope<{ isAgency: boolean }>(
      await get(t.app, '/api/index2', { cookie: await signIn(t.app, owner) }),
    );
    const plainReply = envelope<{ isAgency: boolean }>(
      await get(t.app, '/api/index2', { cookie: await signIn(t.app, plain) }),
    );
    expect(ownerReply.data?.isAgency).toBe(true);
    expect(plainReply.data?.isAgency).toBe(false);
  });
});
