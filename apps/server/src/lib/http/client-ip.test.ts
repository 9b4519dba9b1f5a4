import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember } from '../../../test/factories.ts';
import { postForm, sessionCookieOf } from '../../../test/http.ts';
import { createStaff, postStaff } from '../../../test/staff-factories.ts';
import { loadConfig } from '../../config.ts';
import { createRealtimeAuthenticator } from '../../features/auth/realtime-routes.ts';
import { hashToken } from '../crypto/tokens.ts';
import { compileProxyTrust, type ProxyTrust } from './client-ip.ts';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8 , loopback ', ['10.0.0.0/8', 'loopback']],
  ] as const)('when it is %j, then the proxies trusted are %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).proxyTrust).toEqual(expected);
  });

  it.each(['true', 'not-an-address', '10.0.0.0/99'])('when it is %j, then start-up refuses it', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

const proxy = '127.0.0.1';
const realClient = '198.51.100.7';

/**
 * 22 sign-ins, each with different forged X-Forwarded-For entries written by the client: the
 * per-IP limit (20) must count them as one client.
 */
const signInThroughForgedEntries = async (t: TestApp, viaProxy: boolean) => {
  const send = (loginId: string, loginPassword: string, index: number) => {
    const forged = `203.0.113.${index % 250}, 192.0.2.${index % 250}`;
    return postForm(
      t.app,
      '/api/user/sign',
      { loginId, loginPassword },
      {
        ip: viaProxy ? proxy : realClient,
        // A proxy appends the address it saw; a direct client sends only what it made up.
        headers: { 'x-forwarded-for': viaProxy ? `${forged}, ${realClient}` : forged },
      },
    );
  };
  const statuses: number[] = [];
  // A blank password is refused after the per-IP count and before argon2, which keeps this quick.
  for (let index = 0; index < 22; index += 1)
    statuses.push((await send(`nobody${index}`, ' ', index)).statusCode);
  return statuses;
};

describe.each<[string, ProxyTrust, boolean]>([
  ['off', false, false],
  ['a hop count of 1', 1, true],
  ['the loopback address', ['127.0.0.1'], true],
])('client IP with TRUST_PROXY %s', (_name, proxyTrust, viaProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ proxyTrust });
  });
  afterAll(async () => {
    await t.close();
  });

  it('when sign-ins carry forged X-Forwarded-For entries, then the per-IP limit still counts the real client', async () => {
    const statuses = await signInThroughForgedEntries(t, viaProxy);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });

  it('when a member and a staff member sign in with a forged entry, then the session row and the audit log hold the real address', async () => {
    const member = await createMember(t.db);
    const client = '198.51.100.8';
    const headers = { 'x-forwarded-for': viaProxy ? `6.6.6.6, ${client}` : '6.6.6.6' };
    const ip = viaProxy ? proxy : client;
    const signed = await postForm(
      t.app,
      '/api/user/sign',
      { loginId: member.loginId, loginPassword: member.password },
      { ip, headers },
    );
    const session = await t.db
      .selectFrom('member_session')
      .select('ip')
      .where('token_hash', '=', hashToken(sessionCookieOf(signed)!))
      .executeTakeFirstOrThrow();
    expect(session.ip).toBe(client);

    const staff = await createStaff(t.db);
    await postStaff(t.app, '/api/staff/login', { loginId: staff.loginId, password: 'wrong' }, null, {
      ip,
      headers,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('ip')
      .where('staff_id', '=', staff.id)
      .where('action', '=', 'login.failed')
      .executeTakeFirstOrThrow();
    expect(audit.ip).toBe(client);
  });
});

describe('the real-time handshake behind a proxy', () => {
  const handshake = (peer: string, forwardedHost: string) =>
    ({
      socket: { remoteAddress: peer },
      headers: {
        origin: `https://${forwardedHost}`,
        host: 'internal:3000',
        'x-forwarded-host': forwardedHost,
      },
    }) as unknown as IncomingMessage;
  const authenticatorFor = (proxyTrust: ProxyTrust) =>
    createRealtimeAuthenticator({
      auth: { authenticate: async () => ({ kind: 'none' }), findEndedSessions: async () => new Map() },
      allowedOrigins: [],
      trustProxy: compileProxyTrust(proxyTrust),
    });

  it('when X-Forwarded-Host comes from a trusted proxy, then it names the site; from anyone else it is ignored', () => {
    const authenticator = authenticatorFor(['10.0.0.1']);
    expect(authenticator.isOriginAllowed(handshake('10.0.0.1', 'hanpan.example'))).toBe(true);
    expect(authenticator.isOriginAllowed(handshake('198.51.100.7', 'evil.example'))).toBe(false);
    expect(authenticatorFor(false).isOriginAllowed(handshake('10.0.0.1', 'evil.example'))).toBe(false);
  });
});
