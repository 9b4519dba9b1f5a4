import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SessionEndedMessage } from '@hanpan/core/api/realtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../../test/minigame-processes.ts';
import { connectStomp, type TestStompClient } from '../../../test/realtime-clients.ts';
import { type ServerProcess, signInOver, startServerProcess } from '../../../test/server-processes.ts';
import { isCi, isTcpReachable } from '../../../test/services.ts';

// PostgreSQL only (the servers open the database by URL; the PGlite pass of `npm test` skips it): two
// real server processes share one database and one Redis. A member's calls and realtime connection
// are served by B, which shares their session read between calls for a minute; the member takes a
// time-out or self-excludes through A, and B drops the session as soon as Redis brings A's news
// (without it B would honour the cookie until its read is a minute old), and ends B's socket.

const adminUrl = process.env.DATABASE_URL;
const redisUrl = 'redis://127.0.0.1:6379';
const hasRedis = await isTcpReachable(redisUrl, 6379);
const hourMs = 3_600_000;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup().catch(() => undefined);
});

/** POSTs JSON to a process as the member's browser would (same origin, session cookie). */
async function post(server: ServerProcess, route: string, token: string, body: unknown = {}) {
  const response = await fetch(`${server.baseUrl}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `hanpan_sid=${token}`, origin: server.baseUrl },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data?: { message?: string } };
}

/** Signs in over HTTP without expecting a session: the envelope of the answer. */
async function signInReply(server: ServerProcess, member: { loginId: string; password: string }) {
  const response = await fetch(`${server.baseUrl}/api/user/sign`, {
    method: 'POST',
    body: new URLSearchParams({ loginId: member.loginId, loginPassword: member.password }),
  });
  return (await response.json()) as { code: number };
}

describe.runIf(adminUrl && (hasRedis || isCi))(
  'a block taken through one process ends the member in another',
  () => {
    let scratch: ScratchDatabase;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      scratch = await createScratchDatabase(adminUrl ?? '', 'pp_two', null);
      cleanups.push(scratch.drop);
      const env = {
        DATABASE_URL: scratch.url,
        REDIS_URL: redisUrl,
        // Its own channel: other test runs may share this Redis.
        REALTIME_CHANNEL: `hanpan:test:pp:${randomUUID()}`,
        WEB_DIST_DIR: path.join(tmpdir(), 'hanpan-no-web'),
        // The longest allowed: only A's announcement can make B let go of the session within the test.
        MEMBER_READ_MAX_AGE_MS: '60000',
      };
      [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      cleanups.push(
        () => a.stop(),
        () => b.stop(),
      );
    }, 120_000);

    /** A member signed in on B, one call served by B (its shared read), and a realtime client on B. */
    const memberOnB = async () => {
      const member = await createMember(scratch.db);
      const token = await signInOver(b.baseUrl, member.loginId, member.password);
      expect((await post(b, 'user/info', token)).code).toBe(0);
      const client: TestStompClient = await connectStomp(b.baseUrl, {
        transport: 'websocket',
        sessionToken: token,
      });
      cleanups.push(() => client.stop());
      await client.subscribe('/user/queue/session');
      return { ...member, token, client };
    };

    /** B refuses the cookie (99) once Redis brought the news, and B's socket is told and closed. */
    const expectEndedOnB = async (member: Awaited<ReturnType<typeof memberOnB>>) => {
      await vi.waitFor(async () => expect((await post(b, 'user/info', member.token)).code).toBe(99), {
        timeout: 5_000,
        interval: 20,
      });
      const ended: SessionEndedMessage = { type: 'sessionEnded', reason: 'logout' };
      expect(await member.client.waitForMessage('/user/queue/session')).toEqual(ended);
      await member.client.waitFor(() => member.client.closes > 0, 5_000, 'the close');
    };

    it('when the member takes a 24-hour time-out through A, then B refuses the cookie and ends the socket, and sign-in on B answers 34', async () => {
      const member = await memberOnB();
      const until = new Date(Date.now() + 24 * hourMs).toISOString();
      const reply = await post(a, 'account/timeout', member.token, { until });
      expect(reply).toMatchObject({ code: 0, data: { until, endedSessions: 1 } });
      await expectEndedOnB(member);
      expect((await signInReply(b, member)).code).toBe(34);
    }, 30_000);

    it('when the member self-excludes through A, then B refuses the cookie and ends the socket, and sign-in on B answers 35', async () => {
      const member = await memberOnB();
      const reply = await post(a, 'account/selfExclude', member.token, { months: 6 });
      expect(reply).toMatchObject({ code: 0, data: { endedSessions: 1 } });
      await expectEndedOnB(member);
      expect((await signInReply(b, member)).code).toBe(35);
    }, 30_000);
  },
);
