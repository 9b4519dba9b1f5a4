import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, createMessage, signIn } from '../../../test/factories.ts';
import { envelope, get, postJson } from '../../../test/http.ts';
import { connectStomp, type TestStompClient } from '../../../test/realtime-clients.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';

let testApp: TestApp;
let baseUrl: string;
const clients: TestStompClient[] = [];

beforeAll(async () => {
  // Sessions of open sockets are checked again every 300 ms here (a minute in production).
  testApp = await createTestApp({ realtimeLimits: { sessionCheckIntervalMs: 300, tickMs: 100 } });
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  await testApp.close();
});

/** A member signed in, with a websocket STOMP client subscribed to both private queues. */
const memberOnline = async (member?: Awaited<ReturnType<typeof createMember>>) => {
  const who = member ?? (await createMember(testApp.db));
  const token = await signIn(testApp.app, who);
  const client = await connectStomp(baseUrl, { transport: 'websocket', sessionToken: token });
  clients.push(client);
  await client.subscribe('/user/queue/context');
  await client.subscribe('/user/queue/session');
  return { member: who, token, client };
};

const setCash = (memberId: number, balance: bigint) =>
  testApp.db
    .updateTable('account')
    .set({ balance })
    .where('member_id', '=', memberId)
    .where('kind', '=', 'cash')
    .execute();

describe('notifyUserContextChanged', () => {
  it('when a balance changed and committed, then the member gets the new userContext on /user/queue/context', async () => {
    const { member, client } = await memberOnline();
    await setCash(member.id, 12_345n);
    await createMessage(testApp.db, member.id);
    await testApp.app.services.notifyUserContextChanged(member.id);
    expect(await client.waitForMessage('/user/queue/context')).toEqual({
      type: 'userContext',
      userContext: {
        user: { nick: member.nick, cash: 12_345, point: 0, agencyCash: 0, pointGrade: 0 },
        messageCount: 1,
      },
    });
  });

  it('when changes come faster than loads, then they fold and the last message has the last balance', async () => {
    const { member, client } = await memberOnline();
    const notify = testApp.app.services.notifyUserContextChanged;
    await setCash(member.id, 1000n);
    const first = notify(member.id);
    await setCash(member.id, 5000n);
    await Promise.all([first, ...Array.from({ length: 5 }, () => notify(member.id))]);
    await client.waitForMessage('/user/queue/context', (m) => cashOf(m) === 5000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const received = client.received.get('/user/queue/context') ?? [];
    // Six calls: one load for the first, then at most two for the five that came during loads.
    expect(received.length).toBeLessThanOrEqual(3);
    expect(cashOf(received.at(-1))).toBe(5000);
  });
});

const cashOf = (message: unknown) =>
  (message as { userContext: { user: { cash: number } } }).userContext.user.cash;

describe('session ends on open sockets', () => {
  it('when the member logs out in one browser, then only that browser is told and closed', async () => {
    const member = await createMember(testApp.db);
    const here = await memberOnline(member);
    const elsewhere = await memberOnline(member);
    expect(envelope(await get(testApp.app, '/api/user/logout', { cookie: here.token })).code).toBe(0);

    expect(await here.client.waitForMessage('/user/queue/session')).toEqual({
      type: 'sessionEnded',
      reason: 'logout',
    });
    await here.client.waitFor(() => here.client.closes > 0, 5000, 'the close');
    testApp.app.services.realtime.sendToMember(member.id, 'context', { type: 'ping' });
    expect(await elsewhere.client.waitForMessage('/user/queue/context')).toEqual({ type: 'ping' });
    expect(elsewhere.client.closes).toBe(0);
    expect(here.client.received.get('/user/queue/context')).toBeUndefined();
  });

  it('when staff end all sessions of a member, then every socket is told "suspended", closed, and the cookies are dead', async () => {
    const member = await createMember(testApp.db);
    const first = await memberOnline(member);
    const second = await memberOnline(member);
    await testApp.db.updateTable('member').set({ status: 'suspended' }).where('id', '=', member.id).execute();
    expect(await testApp.app.services.auth.endMemberSessions(member.id, 'suspended')).toBe(2);

    for (const { client } of [first, second]) {
      expect(await client.waitForMessage('/user/queue/session')).toEqual({
        type: 'sessionEnded',
        reason: 'suspended',
      });
      await client.waitFor(() => client.closes > 0, 5000, 'the close');
    }
    const open = await testApp.db
      .selectFrom('member_session')
      .select('token_hash')
      .where('member_id', '=', member.id)
      .where('ended_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    expect(envelope(await postJson(testApp.app, '/api/user/info', {}, { cookie: first.token })).code).toBe(
      99,
    );
  });

  it('when a session is ended in the database without an event, then the periodic check closes its socket', async () => {
    const { token, client } = await memberOnline();
    await testApp.db
      .updateTable('member_session')
      .set({ ended_at: new Date() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(await client.waitForMessage('/user/queue/session')).toEqual({
      type: 'sessionEnded',
      reason: 'logout',
    });
    await client.waitFor(() => client.closes > 0, 5000, 'the close');
  });

  it('when a session passes its expiry while the socket is open, then the socket is told "expired" and closed', async () => {
    const { token, client } = await memberOnline();
    await testApp.db
      .updateTable('member_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(await client.waitForMessage('/user/queue/session')).toEqual({
      type: 'sessionEnded',
      reason: 'expired',
    });
    await client.waitFor(() => client.closes > 0, 5000, 'the close');
    const row = await testApp.db
      .selectFrom('member_session')
      .select('ended_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.ended_at).not.toBeNull();
  });
});
