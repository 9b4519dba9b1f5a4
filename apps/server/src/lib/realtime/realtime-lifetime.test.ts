import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { connectStomp, openRawSockJs, type TestStompClient } from '../../../test/realtime-clients.ts';

const apps: TestApp[] = [];
const clients: TestStompClient[] = [];

const startApp = async (port = 0) => {
  const testApp = await createTestApp();
  apps.push(testApp);
  const baseUrl = await testApp.app.listen({ port, host: '127.0.0.1' });
  return { testApp, baseUrl, port: Number(new URL(baseUrl).port) };
};

afterAll(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  for (const testApp of apps) await testApp.close();
});

// 15 s of waiting that no database changes: run in the PGlite pass of `npm test` only.
describe.skipIf(Boolean(process.env.DATABASE_URL))('heart-beats', () => {
  it('when clients stay idle for 15 s, then heart-beats (4000,4000) keep them connected, and a silent one is dropped', async () => {
    const { testApp, baseUrl } = await startApp();
    const idle = await Promise.all(
      (['websocket', 'xhr-streaming'] as const).map((transport) => connectStomp(baseUrl, { transport })),
    );
    clients.push(...idle);
    for (const client of idle) await client.subscribe('/topic/idle');
    // A client that promises heart-beats every 4 s and then sends nothing at all.
    const silent = await openRawSockJs(baseUrl);
    silent.send('CONNECT\naccept-version:1.2\nheart-beat:4000,4000\n\n\0');

    await new Promise((resolve) => setTimeout(resolve, 15_000));
    expect(idle.map((client) => [client.connects, client.closes])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(await Promise.race([silent.closed, 'still open'])).not.toBe('still open');
    // Server heart-beats are bare EOLs in 'a' frames; the silent client got several before the cut.
    expect(silent.stompFrames().filter((frame) => frame === '\n').length).toBeGreaterThanOrEqual(2);
    testApp.app.services.realtime.publish('/topic/idle', { type: 'still-here' });
    for (const client of idle)
      expect(await client.waitForMessage('/topic/idle')).toEqual({ type: 'still-here' });
  }, 30_000);
});

describe.each(['websocket', 'xhr-streaming'] as const)('reconnect over %s', (transport) => {
  it('when the server restarts, then the client reconnects, subscribes again and receives', async () => {
    const { testApp, baseUrl, port } = await startApp();
    const client = await connectStomp(baseUrl, { transport, reconnectDelay: 1000 });
    clients.push(client);
    await client.subscribe('/topic/restart');

    const restarted = await testApp.restart();
    await client.waitFor(() => client.closes > 0, 5000, 'the drop');
    await restarted.listen({ port, host: '127.0.0.1' });
    await client.waitFor(() => client.connects === 2, 10_000, 'the reconnect');
    await client.waitFor(() => restarted.services.realtime.stats().topics === 1, 5000, 'the resubscribe');
    restarted.services.realtime.publish('/topic/restart', { type: 'back' });
    expect(await client.waitForMessage('/topic/restart')).toEqual({ type: 'back' });
  });
});
