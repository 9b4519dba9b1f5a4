import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, signIn } from '../../../test/factories.ts';
import { connectStomp, type TestStompClient, type TransportName } from '../../../test/realtime-clients.ts';

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
    testApp.app.services.realtime.publish('/topic/site.notice', { type: 'notice', text: '안녕하세요' });
    expect(await client.waitForMessage('/topic/site.notice')).toEqual({ type: 'notice', text: '안녕하세요' });
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
