import { staffText } from '@hanpan/core/api/staff-codes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, signIn } from '../../../test/factories.ts';
import { envelope, postJson, uniqueIp } from '../../../test/http.ts';
import { createStaff, postStaff, signInStaff, staffCookieOf } from '../../../test/staff-factories.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { totpCode } from '../../lib/crypto/totp.ts';

let t: TestApp;
let clock: Date | null = null;
const now = () => clock ?? new Date();

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = null;
});

const sessionRow = (token: string) =>
  t.db.selectFrom('staff_session').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
const staffRow = (id: number) =>
  t.db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditRows = (staffId: number, action: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('staff_id', '=', staffId)
    .where('action', '=', action)
    .orderBy('id')
    .execute();
const login = (loginId: string, password: string, ip = uniqueIp()) =>
  postStaff(t.app, '/api/staff/login', { loginId, password }, null, { ip });
const wrongCodeFor = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

describe('POST /api/staff/login', () => {
  it('when the password is wrong, then code 1 with the login message, no cookie, and a login.failed audit line with the IP', async () => {
    const staff = await createStaff(t.db);
    const response = await login(staff.loginId, 'wrong-password-1', '10.200.0.1');
    expect(envelope(response)).toEqual({ code: 1, data: { message: staffText.loginFailed } });
    expect(staffCookieOf(response)).toBeNull();
    const [audit] = await auditRows(staff.id, 'login.failed');
    expect(audit).toMatchObject({ ip: '10.200.0.1', target_type: 'staff', target_id: String(staff.id) });
  });

  it('when an unknown login id is tried, then the same refusal as a wrong password', async () => {
    const response = await login('nosuchstaff', 'whatever-password');
    expect(envelope(response)).toEqual({ code: 1, data: { message: staffText.loginFailed } });
  });

  it('when a login id failed five times, then even the right password gets 429 until the window ends', async () => {
    const staff = await createStaff(t.db);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(envelope(await login(staff.loginId, 'wrong-password-1')).code).toBe(1);
    }
    const blocked = await login(staff.loginId, staff.password);
    expect(blocked.statusCode).toBe(429);
    expect(envelope(blocked).code).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('when one IP tries more than 20 logins, then it gets 429', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect(envelope(await login(`nobody${attempt}`, 'wrong-password-1', ip)).code).toBe(1);
    }
    expect((await login('nobody', 'wrong-password-1', ip)).statusCode).toBe(429);
  });

  it('when the password is right, then a Strict HttpOnly cookie scoped to /api/staff and an unverified session stored by hash', async () => {
    const staff = await createStaff(t.db);
    const response = await login(staff.loginId.toUpperCase(), staff.password);
    expect(envelope(response)).toEqual({ code: 0, data: { next: 'verify' } });
    const cookie = response.cookies.find((c) => c.name === 'hanpan_staff_sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/staff' });
    expect(cookie.secure).toBeFalsy();
    expect(response.cookies.find((c) => c.name === 'hanpan_sid')).toBeUndefined();
    const row = await sessionRow(cookie.value);
    expect(row).toMatchObject({ staff_id: staff.id, is_totp_verified: false, ended_at: null });
    expect(await auditRows(staff.id, 'login.success')).toHaveLength(1);
  });

  it('when the app runs behind TLS, then the staff cookie is Secure', async () => {
    const secure = await createTestApp({ isCookieSecure: true });
    try {
      const staff = await createStaff(secure.db);
      const response = await postStaff(
        secure.app,
        '/api/staff/login',
        { loginId: staff.loginId, password: staff.password },
        null,
      );
      expect(response.cookies.find((c) => c.name === 'hanpan_staff_sid')).toMatchObject({
        secure: true,
        sameSite: 'Strict',
      });
    } finally {
      await secure.close();
    }
  });

  it('when the staff account is disabled, then the right password is refused like a wrong one', async () => {
    const staff = await createStaff(t.db, { status: 'disabled' });
    expect(envelope(await login(staff.loginId, staff.password)).code).toBe(1);
  });
});

describe('TOTP enrolment and verification', () => {
  it('when a staff member without TOTP logs in, then enrolment hands out a secret; a wrong code is refused; the right one enables TOTP and rotates the cookie', async () => {
    const staff = await createStaff(t.db, { isEnrolled: false });
    const response = await login(staff.loginId, staff.password);
    const step = envelope<{ next: string; secret: string; otpauthUrl: string }>(response).data!;
    expect(step.next).toBe('enroll');
    expect(step.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(step.otpauthUrl).toContain(`secret=${step.secret}`);
    expect(await staffRow(staff.id)).toMatchObject({ totp_secret: step.secret, totp_enabled_at: null });
    const pending = staffCookieOf(response)!;

    const early = await postStaff(t.app, '/api/staff/dashboard', {}, pending);
    expect(envelope(early).code).toBe(4);
    const me = envelope(await postStaff(t.app, '/api/staff/me', {}, pending));
    expect(me).toEqual({ code: 4, data: step });

    const code = totpCode(step.secret, new Date());
    const wrong = await postStaff(t.app, '/api/staff/totp', { code: wrongCodeFor(code) }, pending);
    expect(envelope(wrong)).toEqual({ code: 1, data: { message: staffText.totpInvalid } });
    expect(await auditRows(staff.id, 'totp.failed')).toHaveLength(1);
    expect((await staffRow(staff.id)).totp_enabled_at).toBeNull();

    const right = await postStaff(t.app, '/api/staff/totp', { code }, pending);
    expect(envelope(right)).toMatchObject({
      code: 0,
      data: { id: staff.id, loginId: staff.loginId, role: 'owner' },
    });
    const verified = staffCookieOf(right)!;
    expect(verified).toBeTruthy();
    expect(verified).not.toBe(pending);
    expect((await staffRow(staff.id)).totp_enabled_at).not.toBeNull();
    expect((await sessionRow(pending))!.ended_at).not.toBeNull();
    expect(await sessionRow(verified)).toMatchObject({ is_totp_verified: true, ended_at: null });
    expect(await auditRows(staff.id, 'totp.enroll')).toHaveLength(1);

    expect(envelope(await postStaff(t.app, '/api/staff/me', {}, pending)).code).toBe(99);
    const meNow = envelope<{ permissions: string[] }>(await postStaff(t.app, '/api/staff/me', {}, verified));
    expect(meNow.code).toBe(0);
    expect(meNow.data!.permissions).toContain('staff.manage');
  });

  it('when an enrolled staff member gives the current code, then the session is verified and the dashboard permission applies', async () => {
    const staff = await createStaff(t.db, { role: 'support' });
    const response = await login(staff.loginId, staff.password);
    expect(envelope(response).data).toEqual({ next: 'verify' });
    const reply = await postStaff(
      t.app,
      '/api/staff/totp',
      { code: totpCode(staff.totpSecret!, new Date()) },
      staffCookieOf(response),
    );
    expect(envelope(reply)).toMatchObject({
      code: 0,
      data: {
        role: 'support',
        permissions: [
          'dashboard.view',
          'members.view',
          'bets.view',
          'boards.view',
          'promotions.view',
          'inquiries.answer',
        ],
      },
    });
    expect(await auditRows(staff.id, 'totp.verify')).toHaveLength(1);
  });

  it('when a code was already used, then the same code is refused at the next login', async () => {
    const staff = await createStaff(t.db);
    const at = new Date();
    clock = at;
    const code = totpCode(staff.totpSecret!, at);
    const first = await login(staff.loginId, staff.password);
    expect(envelope(await postStaff(t.app, '/api/staff/totp', { code }, staffCookieOf(first))).code).toBe(0);
    const second = await login(staff.loginId, staff.password);
    const replay = await postStaff(t.app, '/api/staff/totp', { code }, staffCookieOf(second));
    expect(envelope(replay)).toEqual({ code: 1, data: { message: staffText.totpInvalid } });
  });

  it('when the code is not six digits, then code 2 with the Korean field message', async () => {
    const staff = await createStaff(t.db);
    const response = await login(staff.loginId, staff.password);
    const reply = await postStaff(t.app, '/api/staff/totp', { code: '12ab' }, staffCookieOf(response));
    expect(envelope(reply)).toEqual({ code: 2, data: { message: '6자리 인증 코드를 입력해 주세요.' } });
  });

  it('when five wrong codes were given, then the TOTP step answers 429', async () => {
    const staff = await createStaff(t.db);
    const pending = staffCookieOf(await login(staff.loginId, staff.password));
    const wrong = wrongCodeFor(totpCode(staff.totpSecret!, new Date()));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(envelope(await postStaff(t.app, '/api/staff/totp', { code: wrong }, pending)).code).toBe(1);
    }
    expect((await postStaff(t.app, '/api/staff/totp', { code: wrong }, pending)).statusCode).toBe(429);
  });

  it('when there is no session, then the TOTP step answers 99', async () => {
    expect(envelope(await postStaff(t.app, '/api/staff/totp', { code: '123456' }, null)).code).toBe(99);
  });
});

describe('staff sessions', () => {
  it('when 30 minutes pass without a request, then the session is gone (99) and its cookie cleared', async () => {
    clock = new Date('2026-03-02T01:00:00Z');
    const staff = await createStaff(t.db);
    const token = await signInStaff(t.app, staff, clock);
    clock = new Date('2026-03-02T01:29:00Z');
    expect(envelope(await postStaff(t.app, '/api/staff/me', {}, token)).code).toBe(0);
    clock = new Date('2026-03-02T01:59:30Z');
    const gone = await postStaff(t.app, '/api/staff/me', {}, token);
    expect(envelope(gone)).toEqual({ code: 99, data: { message: staffText.sessionGone } });
    expect(staffCookieOf(gone)).toBe('');
    expect((await sessionRow(token))!.ended_at).not.toBeNull();
  });

  it('when only unattended refreshes arrive for 30 minutes, then they do not keep the session alive', async () => {
    clock = new Date('2026-03-04T01:00:00Z');
    const staff = await createStaff(t.db);
    const token = await signInStaff(t.app, staff, clock);
    const unattended = { headers: { 'x-staff-unattended': '1' } };
    for (const minute of [10, 20, 29]) {
      clock = new Date(Date.parse('2026-03-04T01:00:00Z') + minute * 60_000);
      expect(envelope(await postStaff(t.app, '/api/staff/dashboard', {}, token, unattended)).code).toBe(0);
    }
    clock = new Date('2026-03-04T01:30:30Z');
    expect(envelope(await postStaff(t.app, '/api/staff/dashboard', {}, token, unattended)).code).toBe(99);
  });

  it('when 12 hours pass since the password step, then the session is gone even if it was used all along', async () => {
    const start = new Date('2026-03-03T00:00:00Z').getTime();
    clock = new Date(start);
    const staff = await createStaff(t.db);
    const token = await signInStaff(t.app, staff, clock);
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      clock = new Date(start + minutes * 60_000);
      expect(envelope(await postStaff(t.app, '/api/staff/me', {}, token)).code).toBe(0);
    }
    clock = new Date(start + 12 * 60 * 60_000);
    expect(envelope(await postStaff(t.app, '/api/staff/me', {}, token)).code).toBe(99);
  });

  it('when the staff account is disabled, then its open session gets 99', async () => {
    const staff = await createStaff(t.db);
    const token = await signInStaff(t.app, staff);
    await t.db.updateTable('staff').set({ status: 'disabled' }).where('id', '=', staff.id).execute();
    expect(envelope(await postStaff(t.app, '/api/staff/dashboard', {}, token)).code).toBe(99);
  });

  it('when a member cookie is sent to a staff call, then 99; when a staff cookie is sent to a member call, then no member session', async () => {
    const member = await createMember(t.db);
    const memberToken = await signIn(t.app, member);
    const onStaff = await postJson(t.app, '/api/staff/me', {}, { cookie: memberToken });
    expect(envelope(onStaff).code).toBe(99);
    const staffToken = await signInStaff(t.app, await createStaff(t.db));
    const asMemberCookie = await postJson(t.app, '/api/user/info', {}, { cookie: staffToken });
    expect(envelope(asMemberCookie).code).toBe(99);
    const asStaffCookie = await postJson(
      t.app,
      '/api/user/info',
      {},
      { headers: { cookie: `hanpan_staff_sid=${staffToken}` } },
    );
    expect(envelope(asStaffCookie).code).toBe(99);
  });

  it('when a staff member logs out, then the session is ended, the cookie cleared and the logout audited', async () => {
    const staff = await createStaff(t.db);
    const token = await signInStaff(t.app, staff);
    const response = await postStaff(t.app, '/api/staff/logout', {}, token);
    expect(envelope(response).code).toBe(0);
    expect(staffCookieOf(response)).toBe('');
    expect((await sessionRow(token))!.ended_at).not.toBeNull();
    expect(await auditRows(staff.id, 'logout')).toHaveLength(1);
    expect(envelope(await postStaff(t.app, '/api/staff/me', {}, token)).code).toBe(99);
  });

  it('when an unknown staff path is called, then the 404 envelope', async () => {
    const response = await postStaff(t.app, '/api/staff/nothing-here', {}, null);
    expect(response.statusCode).toBe(404);
    expect(envelope(response).code).toBe(404);
  });
});
