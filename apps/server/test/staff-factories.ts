import type { StaffRole } from '@hanpan/core/staff-roles';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generateTotpSecret, totpCode } from '../src/lib/crypto/totp.ts';
import type { Db } from '../src/lib/db/database.ts';
import { uniqueSuffix } from './factories.ts';
import { envelope, postJson, type RequestOptions } from './http.ts';
import { hashTestSecret } from './test-secrets.ts';

/** The password of every factory staff member. */
export const staffTestPassword = 'staff-pass-1234';

// One argon2id hash (at test cost) per test process, reused by every factory staff member.
let passwordHash: Promise<string> | null = null;

/** A staff login id no other test uses. */
export function uniqueStaffLoginId(): string {
  return `s${uniqueSuffix(9)}`;
}

/** A staff account made in the database; enrolled in TOTP (with a known secret) unless `isEnrolled` is false. */
export async function createStaff(
  db: Db,
  options: { role?: StaffRole; status?: 'active' | 'disabled'; isEnrolled?: boolean; loginId?: string } = {},
) {
  passwordHash ??= hashTestSecret(staffTestPassword);
  const isEnrolled = options.isEnrolled ?? true;
  const totpSecret = isEnrolled ? generateTotpSecret() : null;
  const loginId = options.loginId ?? uniqueStaffLoginId();
  const role = options.role ?? 'owner';
  const row = await db
    .insertInto('staff')
    .values({
      login_id: loginId,
      password_hash: await passwordHash,
      name: `관리자${uniqueSuffix(4)}`,
      role,
      status: options.status ?? 'active',
      totp_secret: totpSecret,
      totp_enabled_at: isEnrolled ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, loginId, password: staffTestPassword, totpSecret, role };
}

/** The staff session cookie a reply set: the token, '' when cleared, null when untouched. */
export function staffCookieOf(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((c) => c.name === 'hanpan_staff_sid');
  if (!cookie) return null;
  const isCleared =
    cookie.value === '' || (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
  return isCleared ? '' : cookie.value;
}

/** POSTs JSON to a staff call with the staff cookie. */
export function postStaff(
  app: FastifyInstance,
  url: string,
  body: unknown,
  token: string | null,
  options: RequestOptions = {},
) {
  return postJson(app, url, body, {
    ...options,
    headers: { ...(token ? { cookie: `hanpan_staff_sid=${token}` } : {}), ...options.headers },
  });
}

/**
 * Signs an enrolled staff member in over HTTP (password, then a TOTP code for `at`) and returns
 * the verified session's token. A code's step works once, so a second sign-in in the same 30 s
 * uses the next step's code (still within the accepted drift).
 */
export async function signInStaff(
  app: FastifyInstance,
  staff: { loginId: string; password: string; totpSecret: string | null },
  at: Date = new Date(),
): Promise<string> {
  if (!staff.totpSecret) throw new Error('signInStaff needs an enrolled staff member');
  const login = await postStaff(
    app,
    '/api/staff/login',
    { loginId: staff.loginId, password: staff.password },
    null,
  );
  const pending = staffCookieOf(login);
  if (envelope(login).code !== 0 || !pending) throw new Error(`Staff login failed: ${login.body}`);
  for (const offset of [0, 30_000]) {
    const code = totpCode(staff.totpSecret, new Date(at.getTime() + offset));
    const reply = await postStaff(app, '/api/staff/totp', { code }, pending);
    const token = staffCookieOf(reply);
    if (envelope(reply).code === 0 && token) return token;
  }
  throw new Error('Staff TOTP step failed');
}
