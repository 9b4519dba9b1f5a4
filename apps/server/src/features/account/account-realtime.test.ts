import type { AccountSessions } from '@hanpan/core/api/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, signIn } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { connectStomp, type TestStompClient } from '../../../test/realtime-clients.ts';

// The periodic session check is left at its production minute: a socket closed within the test's
// wait was closed by the session-ended event, as sign-out closes it.
let testApp: TestApp;
let baseUrl: string;
const clients: TestStompClient[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  await testApp.close();
});

const online = async (member: Awaited<ReturnType<typeof createMember>>) => {
  const token = await signIn(testApp.app, member);
  const client = await connectStomp(baseUrl, { transport: 'websocket', sessionToken: token });
  clients.push(client);
  await client.subscribe('/user/queue/session');
  return { token, client };
};

describe('account session ends reach open pages', () => {
  it('when the login password changes, then the other browser is told and closed at once, this one is not', async () => {
    const member = await createMember(testApp.db);
    const here = await online(member);
    const there = await online(member);
    const reply = await postJson(
      testApp.app,
      '/api/account/password',
      { current: member.password, next: 'fresh123' },
      { cookie: here.token },
    );
    expect(envelope(reply).code).toBe(0);
    expect(await there.client.waitForMessage('/user/queue/session')).toEqual({
      type: 'sessionEnded',
      reason: 'logout',
    });
    await there.client.waitFor(() => there.client.closes > 0, 5000, 'the close');
    expect(here.client.closes).toBe(0);
  });

  it('when a member ends one device, then that browser is told and closed at once', async () => {
    const member = await createMember(testApp.db);
    const here = await online(member);
    const there = await online(member);
    const sessions = envelope<AccountSessions>(
      await postJson(testApp.app, '/api/account/sessions', {}, { cookie: here.token }),
    );
    const other = sessions.data?.items.find((item) => !item.isCurrent);
    const reply = await postJson(
      testApp.app,
      '/api/account/sessions/end',
      { id: other?.id },
      { cookie: here.token },
    );
    expect(envelope(reply).code).toBe(0);
    expect(await there.client.waitForMessage('/user/queue/session')).toEqual({
      type: 'sessionEnded',
      reason: 'logout',
    });
    await there.client.waitFor(() => there.client.closes > 0, 5000, 'the close');
    expect(here.client.closes).toBe(0);
  });
});
