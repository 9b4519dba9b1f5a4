import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { countJoinRows, createMember, signIn, validJoinBody } from '../../../test/factories.ts';
import { postJson, uniqueIp } from '../../../test/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ allowedOrigins: ['https://m.hanpan.example'] });
});
afterAll(async () => {
  await t.close();
});

const invalid = { code: 2, data: { message: '잘못된 항목이 있습니다.' } };

describe('Origin check on POST', () => {
  it('when Origin is another site, then HTTP 403 {code: 403} and the join writes nothing', async () => {
    const before = await countJoinRows(t.db);
    const response = await postJson(t.app, '/api/user/join', validJoinBody(), {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403 });
    expect(await countJoinRows(t.db)).toEqual(before);
  });

  it('when there is no Origin but a foreign Referer, then 403 too', async () => {
    const member = await createMember(t.db);
    const response = await postJson(
      t.app,
      '/api/user/sign',
      { loginId: member.loginId, loginPassword: member.password },
      { headers: { referer: 'https://evil.example/page' } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toHaveLength(0);
  });

  it('when Origin is "null" or garbage, then 403', async () => {
    for (const origin of ['null', 'not a url']) {
      expect(
        (await postJson(t.app, '/api/user/checkNick', { nick: 'abc' }, { headers: { origin } })).statusCode,
      ).toBe(403);
    }
  });

  it('when Origin matches the Host, an allowed origin, or is absent, then the call goes through', async () => {
    const member = await createMember(t.db);
    const body = { loginId: member.loginId, loginPassword: member.password };
    for (const headers of <Record<string, string>[]>[
      { origin: 'http://hanpan.test:8080', host: 'hanpan.test:8080' },
      { origin: 'https://hanpan.test', host: 'hanpan.test' },
      { referer: 'http://hanpan.test/board/main', host: 'hanpan.test' },
      { origin: 'https://m.hanpan.example', host: 'hanpan.test' },
      {},
    ]) {
      const response = await postJson(t.app, '/api/user/sign', body, { headers });
      expect(response.json()).toMatchObject({ code: 0 });
    }
  });

  it('when a logged-in member is targeted cross-site, then 403 and the session is untouched', async () => {
    const member = await createMember(t.db);
    const token = await signIn(t.app, member);
    const response = await postJson(
      t.app,
      '/api/user/info',
      {},
      { cookie: token, headers: { origin: 'https://evil.example' } },
    );
    expect(response.statusCode).toBe(403);
    expect((await postJson(t.app, '/api/user/info', {}, { cookie: token })).json()).toMatchObject({
      code: 0,
    });
  });
});

describe('bodies that cannot be read', () => {
  it('when the JSON is malformed, then HTTP 400 with code 2, no 500 and nothing written', async () => {
    const before = await countJoinRows(t.db);
    for (const payload of ['{"loginId":', '{loginId: 1}', '[1,2', '{"__proto__": {"x": 1}}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/join',
        remoteAddress: uniqueIp(),
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalid);
    }
    expect(await countJoinRows(t.db)).toEqual(before);
  });

  it('when the body is 10 MB, then HTTP 413 with the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/join',
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ loginId: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(invalid);
  });

  it('when a form body is over 1 MB, then 413 as well', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/sign',
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `loginId=${'a'.repeat(1024 * 1024 + 10)}&loginPassword=x`,
    });
    expect(response.statusCode).toBe(413);
  });

  it('when the content type is neither JSON nor a form, then HTTP 415 with code 2', async () => {
    for (const contentType of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/sign',
        remoteAddress: uniqueIp(),
        headers: { 'content-type': contentType },
        payload: 'loginId=a&loginPassword=b',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(invalid);
    }
  });

  it('when a form repeats a field (an array), then code 2', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/sign',
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'loginId=a&loginId=b&loginPassword=c',
    });
    expect(response.json()).toEqual(invalid);
  });

  it('when a call without inputs is posted with an empty JSON body or none, then it is answered normally', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/user/info',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.json()).toEqual({ code: 99 });
    expect((await t.app.inject({ method: 'POST', url: '/api/user/info' })).json()).toEqual({ code: 99 });
  });
});

describe('replies', () => {
  it('when any reply is sent, then it carries the security headers; API replies are not cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/index2' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const forbidden = await postJson(
      t.app,
      '/api/user/info',
      {},
      { headers: { origin: 'https://evil.example' } },
    );
    expect(forbidden.headers['x-frame-options']).toBe('DENY');
  });

  it('when an unknown API path is called, then HTTP 404 with {code: 404}', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/user/nope'],
      ['GET', '/api/user/sign'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404 });
    }
  });
});
