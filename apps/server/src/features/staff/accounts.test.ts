import { staffText } from '@hanpan/core/api/staff-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { envelope } from '../../../test/http.ts';
import { createStaff, postStaff, signInStaff, uniqueStaffLoginId } from '../../../test/staff-factories.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createStaff>>;
let ownerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createStaff(t.db, { role: 'owner' });
  ownerToken = await signInStaff(t.app, owner);
});
afterAll(async () => {
  await t.close();
});

const lastAudit = (targetId: number, action: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(targetId))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('POST /api/staff/accounts/create', () => {
  it('when an owner creates an account, then it can log in with that password and must enrol TOTP; the creation is audited', async () => {
    const loginId = uniqueStaffLoginId();
    const reply = envelope<{ id: number; isTotpEnrolled: boolean; status: string }>(
      await postStaff(
        t.app,
        '/api/staff/accounts/create',
        { loginId, name: '재무 담당', role: 'finance', password: 'finance-pass-1' },
        ownerToken,
        { ip: '10.203.0.1' },
      ),
    );
    expect(reply).toMatchObject({
      code: 0,
      data: { loginId, role: 'finance', status: 'active', isTotpEnrolled: false },
    });
    const id = reply.data!.id;
    const row = await t.db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const audit = await lastAudit(id, 'staff.create');
    expect(audit).toMatchObject({ staff_id: owner.id, ip: '10.203.0.1', before: null });
    expect(audit.after).toMatchObject({ loginId, role: 'finance', status: 'active' });
    expect(JSON.stringify(audit.after)).not.toContain('argon2');

    const login = await postStaff(t.app, '/api/staff/login', { loginId, password: 'finance-pass-1' }, null);
    expect(envelope(login)).toMatchObject({ code: 0, data: { next: 'enroll' } });
  });

  it('when the login id is taken, then code 1 with the taken message; a short password gets code 2 with its message', async () => {
    const taken = await postStaff(
      t.app,
      '/api/staff/accounts/create',
      { loginId: owner.loginId, name: '중복', role: 'support', password: 'long-enough-1' },
      ownerToken,
    );
    expect(envelope(taken)).toEqual({ code: 1, data: { message: staffText.loginIdTaken } });
    const short = await postStaff(
      t.app,
      '/api/staff/accounts/create',
      { loginId: uniqueStaffLoginId(), name: '짧은', role: 'support', password: 'short' },
      ownerToken,
    );
    expect(envelope(short)).toEqual({ code: 2, data: { message: '비밀번호는 10자 이상이어야 합니다.' } });
  });
});

describe('POST /api/staff/accounts/update', () => {
  it('when an owner tries to demote or disable themselves, then code 1 and nothing changes', async () => {
    for (const change of [{ role: 'support' }, { status: 'disabled' }]) {
      const reply = await postStaff(
        t.app,
        '/api/staff/accounts/update',
        { id: owner.id, ...change },
        ownerToken,
      );
      expect(envelope(reply)).toEqual({ code: 1, data: { message: staffText.cannotChangeSelf } });
    }
    const row = await t.db
      .selectFrom('staff')
      .selectAll()
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'owner', status: 'active' });
  });

  it('when an owner disables another staff member, then that member is logged out at once and the change is audited with before/after', async () => {
    const other = await createStaff(t.db, { role: 'support' });
    const otherToken = await signInStaff(t.app, other);
    const reply = await postStaff(
      t.app,
      '/api/staff/accounts/update',
      { id: other.id, status: 'disabled' },
      ownerToken,
    );
    expect(envelope(reply)).toMatchObject({ code: 0, data: { id: other.id, status: 'disabled' } });
    expect(envelope(await postStaff(t.app, '/api/staff/me', {}, otherToken)).code).toBe(99);
    const audit = await lastAudit(other.id, 'staff.update');
    expect(audit.before).toMatchObject({ status: 'active' });
    expect(audit.after).toMatchObject({ status: 'disabled' });
    const login = await postStaff(
      t.app,
      '/api/staff/login',
      { loginId: other.loginId, password: other.password },
      null,
    );
    expect(envelope(login).code).toBe(1);
  });

  it('when an owner changes a role, then the next call uses the new permissions', async () => {
    const other = await createStaff(t.db, { role: 'support' });
    const otherToken = await signInStaff(t.app, other);
    expect(envelope(await postStaff(t.app, '/api/staff/audit/list', {}, otherToken)).code).toBe(3);
    await postStaff(t.app, '/api/staff/accounts/update', { id: other.id, role: 'operator' }, ownerToken);
    expect(envelope(await postStaff(t.app, '/api/staff/audit/list', {}, otherToken)).code).toBe(0);
    const audit = await lastAudit(other.id, 'staff.update');
    expect(audit).toMatchObject({ before: { role: 'support' }, after: { role: 'operator' } });
  });

  it('when an owner resets a TOTP enrolment, then the sessions end and the next login enrols again', async () => {
    const other = await createStaff(t.db, { role: 'finance' });
    const otherToken = await signInStaff(t.app, other);
    const reply = await postStaff(
      t.app,
      '/api/staff/accounts/update',
      { id: other.id, resetTotp: true },
      ownerToken,
    );
    expect(envelope(reply)).toMatchObject({ code: 0, data: { isTotpEnrolled: false } });
    expect(envelope(await postStaff(t.app, '/api/staff/me', {}, otherToken)).code).toBe(99);
    const login = await postStaff(
      t.app,
      '/api/staff/login',
      { loginId: other.loginId, password: other.password },
      null,
    );
    const step = envelope<{ next: string; secret: string }>(login).data!;
    expect(step.next).toBe('enroll');
    expect(step.secret).not.toBe(other.totpSecret);
  });

  it('when the account does not exist, then code 1', async () => {
    const reply = await postStaff(
      t.app,
      '/api/staff/accounts/update',
      { id: 99_999, role: 'support' },
      ownerToken,
    );
    expect(envelope(reply).code).toBe(1);
  });
});

describe('POST /api/staff/accounts/list', () => {
  it('when an owner lists the accounts, then no password hash or TOTP secret is sent', async () => {
    const reply = await postStaff(t.app, '/api/staff/accounts/list', {}, ownerToken);
    const data = envelope<{ items: { loginId: string }[] }>(reply).data!;
    expect(data.items.some((item) => item.loginId === owner.loginId)).toBe(true);
    expect(reply.body).not.toContain('argon2');
    expect(reply.body).not.toContain(owner.totpSecret!);
  });
});
