import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, signIn } from '../../../test/factories.ts';
import {
  connectStomp,
  openRawSockJs,
  openSockJs,
  type TestStompClient,
} from '../../../test/realtime-clients.ts';

let testApp: TestApp;
let baseUrl: string;
let bystander: TestStompClient;
let bystanderRounds = 0;
const clients: TestStompClient[] = [];
const connectFrame = 'CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0';

beforeAll(async () => {
  testApp = await createTestApp({ realtimeLimits: { connectTimeoutMs: 1000, tickMs: 200 } });
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  bystander = await connectStomp(baseUrl, { transport: 'websocket' });
  await bystander.subscribe('/topic/bystander');
});

afterAll(async () => {
  await bystander.stop();
  await Promise.all(clients.map((client) => client.stop()));
  await testApp.close();
});

// After every abuse, an ordinary client on the same server still gets its messages.
afterEach(async () => {
  bystanderRounds += 1;
  testApp.app.services.realtime.publish('/topic/bystander', { round: bystanderRounds });
  await bystander.waitForMessage(
    '/topic/bystander',
    (m) => (m as { round: number }).round === bystanderRounds,
  );
  expect(bystander.closes).toBe(0);
});

const expectErrorAndClose = async (raw: Awaited<ReturnType<typeof openRawSockJs>>, message: string) => {
  await raw.closed;
  const error = raw.stompFrames().find((frame) => frame.startsWith('ERROR'));
  expect(error).toContain(`message:${message}`);
};

describe('bad input', () => {
  it.each([
    ['garbage before CONNECT', ['\u0001\u0002garbage\n\n\0'], 'Malformed frame'],
    ['a frame before CONNECT', ['SUBSCRIBE\nid:1\ndestination:/topic/a\n\n\0'], 'Expected CONNECT'],
    ['garbage after CONNECT', [connectFrame, 'HELLO\nworld\n\n\0'], 'Malformed frame'],
    ['an unknown command', [connectFrame, 'EXPLODE\n\n\0'], 'Unknown command'],
    ['a second CONNECT', [connectFrame, connectFrame], 'Already connected'],
    [
      'a SEND to a topic',
      [connectFrame, 'SEND\ndestination:/topic/bystander\n\n{}\0'],
      'Cannot send to destination',
    ],
    [
      'a 100 KB frame',
      [connectFrame, `SEND\ndestination:/app/x\n\n${'x'.repeat(100_000)}\0`],
      'Frame too large',
    ],
    ['STOMP 1.0 only', ['CONNECT\naccept-version:1.0\n\n\0'], 'Unsupported protocol version'],
    ['a transaction', [connectFrame, 'BEGIN\ntransaction:t\n\n\0'], 'Transactions are not supported'],
  ])('when a client sends %s, then it gets ERROR and is closed', async (_name, messages, expected) => {
    const raw = await openRawSockJs(baseUrl);
    for (const message of messages) raw.send(message);
    await expectErrorAndClose(raw, expected);
  });

  it('when a client floods frames, then it gets ERROR "Too many frames" and is closed', async () => {
    const raw = await openRawSockJs(baseUrl);
    raw.send(connectFrame);
    raw.send('ACK\nid:1\n\n\0'.repeat(600));
    await expectErrorAndClose(raw, 'Too many frames');
  });

  it('when a SockJS message is not a JSON array of strings, then the session is dropped', async () => {
    const raw = await openRawSockJs(baseUrl);
    raw.socket.send('this is not json');
    expect((await raw.closed).code).toBe(1006);
  });

  it.each([
    'websocket',
    'xhr-streaming',
  ] as const)('when a stompjs client over %s sends a 10 MB frame, then it is closed', async (transport) => {
    const client = await connectStomp(baseUrl, { transport });
    clients.push(client);
    client.client.publish({ destination: '/app/big', body: 'x'.repeat(10 * 1024 * 1024) });
    await client.waitFor(() => client.closes > 0, 10_000, 'the close');
  });

  it('when a stompjs client subscribes 10,000 times, then it gets ERROR "Too many subscriptions" and is closed', async () => {
    const client = await connectStomp(baseUrl, { transport: 'websocket' });
    clients.push(client);
    for (let i = 0; i < 10_000; i += 1) client.client.subscribe(`/topic/many.${i}`, () => {});
    await client.waitFor(() => client.errors.length > 0 && client.closes > 0, 10_000, 'ERROR and close');
    expect(client.errors[0]?.headers.message).toBe('Too many subscriptions');
    expect(testApp.app.services.realtime.stats().topics).toBeLessThanOrEqual(101);
  });

  it('when the CONNECT never comes, then the socket is closed after the CONNECT timeout', async () => {
    const socket = openSockJs(baseUrl, 'websocket');
    const closedAt = await new Promise<number>((resolve) => {
      socket.onclose = () => resolve(Date.now());
    });
    expect(closedAt).toBeGreaterThan(0);
  });

  it('when a client stops reading, then it is cut off and the others still get every message', async () => {
    // The slow reader is the only member connected, so the member count says when it is cut.
    const member = await createMember(testApp.db);
    const slow = await openRawSockJs(baseUrl, await signIn(testApp.app, member));
    slow.send(connectFrame);
    slow.send('SUBSCRIBE\nid:1\ndestination:/topic/flood\nreceipt:r\n\n\0');
    const fast = await connectStomp(baseUrl, { transport: 'websocket' });
    clients.push(fast);
    await fast.subscribe('/topic/flood');
    await fast.waitFor(
      () => slow.stompFrames().some((frame) => frame.startsWith('RECEIPT')),
      5000,
      'RECEIPT',
    );
    expect(testApp.app.services.realtime.stats().members).toBe(1);
    slow.socket.pause();

    // 25 MB in events of 32 KB, a few per turn of the event loop, as separate events would come.
    const chunk = 'x'.repeat(32 * 1024);
    for (let i = 0; i < 800; i += 1) {
      testApp.app.services.realtime.publish('/topic/flood', { i, chunk });
      if (i % 8 === 7) await new Promise((resolve) => setImmediate(resolve));
    }
    await fast.waitFor(() => testApp.app.services.realtime.stats().members === 0, 5000, 'the cut');
    await fast.waitFor(() => fast.received.get('/topic/flood')?.length === 800, 20_000, 'all 800 messages');
  });
});
