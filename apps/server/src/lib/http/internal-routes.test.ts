import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { connectStomp } from '../../../test/realtime-clients.ts';
import { loadConfig } from '../../config.ts';

const token = 'internal-hook-token-for-tests';
let withHooks: TestApp;
let withoutHooks: TestApp;

beforeAll(async () => {
  [withHooks, withoutHooks] = await Promise.all([
    createTestApp({ internalHookToken: token }),
    createTestApp(),
  ]);
});

afterAll(async () => {
  await Promise.all([withHooks.close(), withoutHooks.close()]);
});

const publish = (testApp: TestApp, options: { ip?: string; header?: string } = {}) =>
  postJson(
    testApp.app,
    '/api/internal/realtime/publish',
    { kind: 'topic', topic: '/topic/bench', payload: { n: 1 }, count: 3 },
    {
      ip: options.ip ?? '127.0.0.1',
      headers: options.header === undefined ? {} : { 'x-internal-token': options.header },
    },
  );

describe('internal routes', () => {
  it('when INTERNAL_HOOK_TOKEN is unset, then they do not exist', async () => {
    expect((await publish(withoutHooks, { header: token })).statusCode).toBe(404);
  });

  it.each([
    ['no token', { header: undefined }],
    ['a wrong token', { header: 'internal-hook-token-for-testX' }],
    ['the token from another address', { header: token, ip: '10.1.2.3' }],
  ])('when called with %s, then the answer is the 404 of an unknown call', async (_name, options) => {
    const response = await publish(withHooks, options);
    expect(response.statusCode).toBe(404);
    expect(envelope(response).code).toBe(404);
  });

  it('when called from loopback with the token, then it publishes (count times) to real subscribers', async () => {
    const baseUrl = await withHooks.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await connectStomp(baseUrl, { transport: 'websocket' });
    await client.subscribe('/topic/bench');
    expect(envelope(await publish(withHooks, { header: token })).code).toBe(0);
    await client.waitFor(() => client.received.get('/topic/bench')?.length === 3, 5000, 'three messages');
    await client.stop();
  });

  it('when NODE_ENV is production, then the server refuses to start with a hook token', () => {
    expect(() => loadConfig({ INTERNAL_HOOK_TOKEN: token, NODE_ENV: 'production' })).toThrow(/production/);
    expect(loadConfig({ INTERNAL_HOOK_TOKEN: token }).internalHookToken).toBe(token);
  });
});
