import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { isCi, isTcpReachable } from '../../../test/services.ts';

const redisUrl = 'redis://127.0.0.1:6379';
// Redis is always on this machine and in CI; elsewhere the Redis-up case is skipped, under CI it fails.
const hasRedis = await isTcpReachable(redisUrl, 6379);

/** A port nothing listens on: a listener opened and closed again. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

const channel = () => `hanpan:test:health:${randomBytes(6).toString('hex')}`;

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('health and readiness', () => {
  it('when the process serves, then /api/health answers 200 { ok: true } and is never cached', async () => {
    t = await createTestApp();
    const reply = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ok: true });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('when the database answers and no Redis is configured, then /api/ready answers 200', async () => {
    t = await createTestApp();
    const reply = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ok: true });
  });

  it.runIf(hasRedis || isCi)('when the database and Redis answer, then /api/ready answers 200', async () => {
    t = await createTestApp({ redis: { url: redisUrl, channel: channel() } });
    const reply = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(reply.json()).toEqual({ ok: true });
    expect(reply.statusCode).toBe(200);
  });

  it('when Redis does not answer, then /api/ready answers 503 { ok: false } and names nothing internal', async () => {
    const port = await closedPort();
    t = await createTestApp({ redis: { url: `redis://127.0.0.1:${port}`, channel: channel() } });
    const reply = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(reply.statusCode).toBe(503);
    expect(reply.body).toBe('{"ok":false}');
    expect(reply.body).not.toMatch(/redis|127\.0\.0\.1|ECONNREFUSED|postgres|pglite|version/i);
    expect(reply.headers.server).toBeUndefined();
    expect(reply.headers['x-powered-by']).toBeUndefined();
    // Liveness stays green: the process serves, it only must not take traffic.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('when the database does not answer, then /api/ready answers 503 { ok: false }', async () => {
    t = await createTestApp();
    const { db } = t;
    // The app's handle, closed under it: every query fails from here on.
    await db.destroy();
    const reply = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(reply.statusCode).toBe(503);
    expect(reply.body).toBe('{"ok":false}');
  });

  it('when the app starts closing (SIGTERM), then /api/ready answers 503 at once', async () => {
    t = await createTestApp();
    const { app } = t;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // A keep-alive connection opened before the close, as the proxy's pooled connection is.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    const current = t;
    t = null;
    const closing = current.close();
    socket.write('GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await closing;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
  });
});
