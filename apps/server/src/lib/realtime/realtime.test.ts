import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, signIn, uniqueSuffix } from '../../../test/factories.ts';
import { get } from '../../../test/http.ts';
import {
  connectStomp,
  openRawSockJs,
  type TestStompClient,
  type TransportName,
  waitUntil,
} from '../../../test/realtime-clients.ts';

let testApp: TestApp;
let baseUrl: string;
const clients: TestStompClient[] = [];

const connect = async (options: Parameters<typeof connectStomp>[1]) => {
  const client = await connectStomp(baseUrl, options);
  clients.push(client);
  return client;
};

beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  await testApp.close();
});

describe.each<TransportName>([
  'websocket',
  'xhr-streaming',
  'xhr-polling',
])('realtime over %s', (transport) => {
  it('when a visitor subscribes to a topic and the server publishes, then the message arrives', async () => {
    const client = await connect({ transport });
    await client.subscribe('/topic/site.notice');
    // Characters JSON, SockJS framing or STOMP could trip over: quotes, backslash, NUL, U+2028, emoji.
    const payload = { type: 'notice', text: '안녕하세요 "한판" \\ \u0000 \u2028 \uffff 😀' };
    testApp.app.services.realtime.publish('/topic/site.notice', payload);
    expect(await client.waitForMessage('/topic/site.notice')).toEqual(payload);
  });

  it('when a member subscribes to their queue, then only their messages arrive', async () => {
    const a = await createMember(testApp.db);
    const b = await createMember(testApp.db);
    const clientA = await connect({ transport, sessionToken: await signIn(testApp.app, a) });
    const clientB = await connect({ transport, sessionToken: await signIn(testApp.app, b) });
    await clientA.subscribe('/user/queue/context');
    await clientB.subscribe('/user/queue/context');
    testApp.app.services.realtime.sendToMember(a.id, 'context', { type: 'test', to: 'a' });
    testApp.app.services.realtime.sendToMember(b.id, 'context', { type: 'test', to: 'b' });
    expect(await clientA.waitForMessage('/user/queue/context')).toEqual({ type: 'test', to: 'a' });
    expect(await clientB.waitForMessage('/user/queue/context')).toEqual({ type: 'test', to: 'b' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(clientA.received.get('/user/queue/context')).toEqual([{ type: 'test', to: 'a' }]);
    expect(clientB.received.get('/user/queue/context')).toEqual([{ type: 'test', to: 'b' }]);
  });
});

describe('realtime privacy', () => {
  it('when a client connects, then CONNECTED says whether it is a member connection', async () => {
    const member = await createMember(testApp.db);
    const headerOf = async (token: string | null) => {
      const raw = await openRawSockJs(baseUrl, token);
      raw.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0');
      await waitUntil(() => raw.stompFrames().some((frame) => frame.startsWith('CONNECTED')));
      raw.socket.close();
      return /\nmember:(\d)\n/.exec(raw.stompFrames()[0] ?? '')?.[1];
    };
    expect(await headerOf(await signIn(testApp.app, member))).toBe('1');
    expect(await headerOf(null)).toBe('0');
  });

  it('when a visitor subscribes to a private queue, then ERROR "Forbidden destination" and the connection closes', async () => {
    const client = await connect({ transport: 'websocket' });
    void client.subscribe('/user/queue/context');
    await client.waitFor(() => client.errors.length > 0 && client.closes > 0, 5000, 'ERROR and close');
    expect(client.errors[0]?.headers.message).toBe('Forbidden destination');
  });

  it.each([
    '/user/2/queue/context',
    '/user/queue/../queue/context',
    '/queue/context',
    '/topic/odds/*',
    '/app/anything',
    '/topic',
  ])('when a member subscribes to %s, then it is refused', async (destination) => {
    const member = await createMember(testApp.db);
    const client = await connect({ transport: 'websocket', sessionToken: await signIn(testApp.app, member) });
    void client.subscribe(destination);
    await client.waitFor(() => client.errors.length > 0 && client.closes > 0, 5000, 'ERROR and close');
    expect(client.errors[0]?.headers.message).toBe('Forbidden destination');
  });

  it('when a visitor sends a cookie of an ended session, then it connects as a visitor', async () => {
    const member = await createMember(testApp.db);
    const token = await signIn(testApp.app, member);
    await get(testApp.app, '/api/user/logout', { cookie: token });
    const client = await connect({ transport: 'xhr-streaming', sessionToken: token });
    void client.subscribe('/user/queue/context');
    await client.waitFor(() => client.errors.length > 0, 5000, 'ERROR');
  });

  it('when another login uses the same SockJS session id over xhr, then it is refused', async () => {
    const member = await createMember(testApp.db);
    const token = await signIn(testApp.app, member);
    const path = `/chat/000/${uniqueSuffix(12)}`;
    const open = await fetch(`${baseUrl}${path}/xhr`, {
      method: 'POST',
      headers: { cookie: `hanpan_sid=${token}` },
    });
    expect(await open.text()).toBe('o\n');
    const other = await fetch(`${baseUrl}${path}/xhr`, { method: 'POST' });
    expect(await other.text()).toContain('c[1008');
    const send = await fetch(`${baseUrl}${path}/xhr_send`, { method: 'POST', body: '["\\n"]' });
    expect(send.status).toBe(404);
  });

  it('when a websocket handshake comes from another site, then it is refused', async () => {
    const response = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/chat/000/${uniqueSuffix(8)}/websocket`, {
        origin: 'https://evil.example',
      });
      socket.on('unexpected-response', (_request, reply) => resolve(reply.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => {});
    });
    expect(response).toBe(403);
  });
});

describe('the SockJS endpoint', () => {
  it('answers /chat, /chat/info and unknown paths itself (never the Fastify 404 envelope)', async () => {
    expect(await (await fetch(`${baseUrl}/chat`)).text()).toBe('Welcome to SockJS!\n');
    const info = (await (await fetch(`${baseUrl}/chat/info?t=1`)).json()) as Record<string, unknown>;
    expect(info).toMatchObject({ websocket: true, cookie_needed: false });
    expect((await fetch(`${baseUrl}/chat/000/abc/eventsource`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/chat/000/abc/websocket`)).status).toBe(400);
    expect((await fetch(`${baseUrl}/chatter`)).status).toBe(404);
  });
});

describe('client SEND', () => {
  it('when a client SENDs to a registered /app destination, then the handler gets who and what, and RECEIPT comes', async () => {
    const calls: { identity: unknown; body: string }[] = [];
    testApp.app.services.realtime.onSend('/app/echo', (identity, body) =>
      calls.push({ identity, body: body.toString() }),
    );
    const member = await createMember(testApp.db);
    const raw = await openRawSockJs(baseUrl, await signIn(testApp.app, member));
    raw.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0');
    raw.send('SEND\ndestination:/app/echo\nreceipt:r1\ncontent-type:text/plain\n\n안녕\0');
    await waitUntil(() => raw.stompFrames().some((frame) => frame.startsWith('RECEIPT\nreceipt-id:r1')));
    expect(calls).toEqual([
      { identity: { memberId: member.id, sessionKey: expect.any(String) }, body: '안녕' },
    ]);
    raw.socket.close();
  });
});
