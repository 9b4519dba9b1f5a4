import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { uniquePhone, validJoinBody } from '../../../test/factories.ts';
import { envelope, get, postForm, postJson, sessionCookieOf } from '../../../test/http.ts';
import { hashToken } from '../crypto/tokens.ts';
import { createLoggerOptions } from './logger-options.ts';
import { maskPhone } from './mask.ts';

type LogLine = { level: number; msg: string } & Record<string, unknown>;
const infoLevel = 30;

// Captures what the server would write to stdout, with the server's own logger options.
const capture = (level: 'info' | 'debug') => {
  const lines: string[] = [];
  const logger = { ...createLoggerOptions(level), stream: { write: (line: string) => lines.push(line) } };
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as LogLine) };
};

// The SMS provider: a local HTTP server keeping the texts it was asked to deliver.
let provider: Server;
let providerUrl = '';
const delivered: { to: string; text: string }[] = [];
beforeAll(async () => {
  provider = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    delivered.push(JSON.parse(body) as { to: string; text: string });
    response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
});

describe('what the server logs at info', () => {
  let t: TestApp;
  const log = capture('info');
  beforeAll(async () => {
    t = await createTestApp({ logger: log.logger, smsWebhook: { url: providerUrl, token: 'sms-token' } });
    await t.db.updateTable('site_setting').set({ value: 'true' }).where('key', '=', 'useSms').execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('when someone gets an SMS code, joins, signs in and logs out, then no line carries the phone, the code, the password or the session, and requests are not logged', async () => {
    const phone = uniquePhone();
    expect(envelope(await postJson(t.app, '/api/user/sendSms', { phoneNum: phone })).code).toBe(0);
    const sms = delivered.find((message) => message.to === phone);
    const code = /\d{6}/.exec(sms?.text ?? '')?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const body = validJoinBody({ phoneNum: phone, smsCode: code });
    expect(envelope(await postJson(t.app, '/api/user/join', body)).code).toBe(0);
    const signed = await postForm(t.app, '/api/user/sign', {
      loginId: body.loginId,
      loginPassword: body.loginPassword,
    });
    const session = sessionCookieOf(signed) ?? '';
    expect(session).not.toBe('');
    const logout = await get(t.app, '/api/user/logout', { cookie: session });
    expect(sessionCookieOf(logout)).toBe('');

    const text = log.lines.join('');
    expect(log.parsed().map((line) => line.msg)).toContain('auth event');
    for (const secret of [phone, code, body.loginPassword, session, hashToken(session)])
      expect(text).not.toContain(secret);
    expect(log.parsed().filter((line) => line.msg === 'request' || line.msg === 'incoming request')).toEqual(
      [],
    );
  });

  it('when a line carries a phone field, then the logger masks it', () => {
    t.app.log.info({ phone: '01012345678', member: { phoneNum: '010-9876-5432' } }, 'masked');
    const [line] = log.parsed().filter((entry) => entry.msg === 'masked');
    expect(line).toMatchObject({ phone: '010******78', member: { phoneNum: '010******32' } });
    expect(maskPhone('010******78')).toBe('010******78');
  });
});

describe('the one-line access log (ACCESS_LOG=1)', () => {
  it('when it is on, then each request gives one info line: method, path without the query, status, ms and ip', async () => {
    const log = capture('info');
    const t = await createTestApp({ logger: log.logger, isAccessLogOn: true });
    try {
      await get(t.app, '/api/version?token=secret-value', { ip: '10.20.30.40' });
      const lines = log.parsed().filter((line) => line.msg === 'request');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: infoLevel,
        method: 'GET',
        url: '/api/version',
        status: 200,
        ip: '10.20.30.40',
      });
      expect(typeof lines[0]?.ms).toBe('number');
      expect(log.lines.join('')).not.toContain('secret-value');
    } finally {
      await t.close();
    }
  });
});
