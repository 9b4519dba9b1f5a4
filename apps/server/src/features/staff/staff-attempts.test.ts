import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptStores, loopbackAddress } from '../../../test/attempt-stores.ts';
import { envelope, uniqueIp } from '../../../test/http.ts';
import { createStaff, postStaff, staffCookieOf } from '../../../test/staff-factories.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { verifySecret } from '../../lib/crypto/secrets.ts';
import { totpCode, verifyTotp } from '../../lib/crypto/totp.ts';

// Every password and code check is counted: the limit must hold before the check runs, not after.
vi.mock('../../lib/crypto/secrets.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/crypto/secrets.ts')>();
  return { ...original, verifySecret: vi.fn(original.verifySecret) };
});
vi.mock('../../lib/crypto/totp.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/crypto/totp.ts')>();
  return { ...original, verifyTotp: vi.fn(original.verifyTotp) };
});
const passwordChecks = vi.mocked(verifySecret);
const codeChecks = vi.mocked(verifyTotp);

describe.each(attemptStores)('staff login attempts ($name)', ({ rateLimits }) => {
  const options = rateLimits();
  const t = useTestApp(options ? { rateLimits: options } : {});
  beforeEach(() => {
    passwordChecks.mockClear();
    codeChecks.mockClear();
  });

  const auditCount = (staffId: number, action: string) =>
    t.db
      .selectFrom('audit_log')
      .select('id')
      .where('staff_id', '=', staffId)
      .where('action', '=', action)
      .execute()
      .then((rows) => rows.length);

  it.each<[string, () => (index: number) => string]>([
    [
      'one IP',
      () => {
        const ip = uniqueIp();
        return () => ip;
      },
    ],
    ['50 addresses', () => loopbackAddress],
  ])('when 50 wrong passwords for one account arrive at once from %s, then only 5 are checked and audited', async (_from, addressesOf) => {
    const staff = await createStaff(t.db);
    const ipOf = addressesOf();
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postStaff(t.app, '/api/staff/login', { loginId: staff.loginId, password: `wrong-${index}` }, null, {
          ip: ipOf(index),
        }),
      ),
    );
    const checked = replies.filter((reply) => reply.statusCode !== 429);
    expect(checked).toHaveLength(5);
    for (const reply of checked) expect(envelope(reply).code).toBe(1);
    expect(passwordChecks).toHaveBeenCalledTimes(5);
    expect(await auditCount(staff.id, 'login.failed')).toBe(5);
    const right = await postStaff(
      t.app,
      '/api/staff/login',
      { loginId: staff.loginId, password: staff.password },
      null,
    );
    expect(right.statusCode).toBe(429);
    expect(staffCookieOf(right)).toBeNull();
  });

  it('when 50 wrong TOTP codes for one session arrive at once, then only 5 are checked and the right code then waits', async () => {
    const staff = await createStaff(t.db);
    const login = await postStaff(
      t.app,
      '/api/staff/login',
      { loginId: staff.loginId, password: staff.password },
      null,
    );
    const pending = staffCookieOf(login);
    const right = totpCode(staff.totpSecret!, new Date());
    const wrongCodes = Array.from({ length: 50 }, (_, index) =>
      String((Number(right) + 1000 + index) % 1_000_000).padStart(6, '0'),
    );
    const replies = await Promise.all(
      wrongCodes.map((code) => postStaff(t.app, '/api/staff/totp', { code }, pending, { ip: uniqueIp() })),
    );
    const checked = replies.filter((reply) => reply.statusCode !== 429);
    expect(checked).toHaveLength(5);
    for (const reply of checked) expect(envelope(reply).code).toBe(1);
    expect(codeChecks).toHaveBeenCalledTimes(5);
    expect(await auditCount(staff.id, 'totp.failed')).toBe(5);
    const late = await postStaff(t.app, '/api/staff/totp', { code: right }, pending);
    expect(late.statusCode).toBe(429);
    expect(await auditCount(staff.id, 'totp.verify')).toBe(0);
  });
});
