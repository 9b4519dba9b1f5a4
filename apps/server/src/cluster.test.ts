import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { itemOf, picksOfFixtures } from '../test/betting.ts';
import { accessLinesOf, haproxyBinary, startTestCluster, type TestCluster } from '../test/cluster.ts';
import { createMember, fundMember } from '../test/factories.ts';
import { expectLedgerBalanced } from '../test/ledger.ts';
import { connectStomp, type TestStompClient } from '../test/realtime-clients.ts';
import { signInOver } from '../test/server-processes.ts';
import { isCi, isTcpReachable } from '../test/services.ts';
import { createStaff, staffTestPassword } from '../test/staff-factories.ts';
import { readMoneySettings, writeMoneySettings } from './features/payments/money-settings-repository.ts';
import { readMemberBalances } from './features/wallet/ledger-repository.ts';
import { totpCode } from './lib/crypto/totp.ts';

// Three compiled server processes behind HAProxy (npm run cluster's supervisor and deploy/haproxy.cfg)
// on a database of their own and the local Redis. PostgreSQL only: the PostgreSQL pass of `npm test`
// runs it; on this machine and in CI HAProxy is there (.ci/run installs it), elsewhere it is skipped.
const adminUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const hasRedis = await isTcpReachable(redisUrl, 6379);
const canRun = Boolean(adminUrl) && ((hasRedis && haproxyBinary !== null) || isCi);

let cluster: TestCluster;
const clients: TestStompClient[] = [];

beforeAll(async () => {
  if (!canRun || !adminUrl) return;
  cluster = await startTestCluster({ adminUrl, redisUrl });
}, 90_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  await cluster?.close();
});

/** A request through the proxy from a chosen local address (127.0.0.2 is loopback too, but not the proxy's). */
const requestFrom = (
  url: string,
  localAddress: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) =>
  new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });

type Reply = { code: number; data?: { item?: { id: number } } };

const postJson = async (url: string, body: unknown, headers: Record<string, string>) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    setCookie: response.headers.get('set-cookie') ?? '',
    text: await response.text(),
  };
};

/** Signs a factory staff member in over HTTP (password, then TOTP) at `baseUrl`; returns the cookie. */
async function staffCookieAt(baseUrl: string, staff: { loginId: string; totpSecret: string | null }) {
  const login = await postJson(
    `${baseUrl}/api/staff/login`,
    { loginId: staff.loginId, password: staffTestPassword },
    {},
  );
  const pending = /hanpan_staff_sid=([^;]+)/.exec(login.setCookie)?.[1];
  if (!pending || !staff.totpSecret) throw new Error(`Staff login failed: ${login.text}`);
  const verified = await postJson(
    `${baseUrl}/api/staff/totp`,
    { code: totpCode(staff.totpSecret, new Date()) },
    { cookie: `hanpan_staff_sid=${pending}` },
  );
  const token = /hanpan_staff_sid=([^;]+)/.exec(verified.setCookie)?.[1];
  if (!token) throw new Error(`Staff TOTP failed: ${verified.text}`);
  return `hanpan_staff_sid=${token}`;
}

/** The index of the one process that holds a SockJS session now. */
async function sessionHolders(): Promise<number[]> {
  const stats = await Promise.all(
    cluster.members.map((_, index) =>
      cluster.internal<{ sockjsSessions: number }>(index, 'realtime/stats', {}),
    ),
  );
  return stats.flatMap((stat, index) => (stat.sockjsSessions > 0 ? [index] : []));
}

describe.runIf(canRun)('three server processes behind HAProxy', () => {
  it('when requests come through the proxy, then all three processes answer them and see the client address, not a forged one', async () => {
    for (let i = 0; i < 30; i++) {
      expect(await requestFrom(`${cluster.proxyUrl}/api/health`, '127.0.0.1')).toBe(200);
    }
    const countsOf = () =>
      cluster.members.map((member) => accessLinesOf(member.output(), '/api/health').length);
    // A process writes its access line after the reply: the last ones may still be on their way.
    await vi.waitFor(() => expect(countsOf().reduce((sum, n) => sum + n, 0)).toBe(30), { timeout: 5000 });
    const counts = countsOf();
    for (const count of counts) expect(count).toBeGreaterThanOrEqual(5);

    // A sign-in from 127.0.0.2 with a forged X-Forwarded-For: the login history has 127.0.0.2.
    const member = await createMember(cluster.database.db);
    const status = await requestFrom(`${cluster.proxyUrl}/api/user/sign`, '127.0.0.2', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '6.6.6.6' },
      body: new URLSearchParams({ loginId: member.loginId, loginPassword: member.password }).toString(),
    });
    expect(status).toBe(200);
    const logins = await cluster.database.db
      .selectFrom('member_login')
      .select(['ip', 'is_success'])
      .where('member_id', '=', member.id)
      .execute();
    expect(logins).toEqual([{ ip: '127.0.0.2', is_success: true }]);
  });

  it.each([
    'xhr-streaming',
    'xhr-polling',
  ] as const)('when a client uses SockJS %s through the proxy, then every request of its session reaches one process and messages arrive', async (transport) => {
    const client = await connectStomp(cluster.proxyUrl, { transport });
    clients.push(client);
    await client.subscribe('/topic/site.notice');
    expect(await sessionHolders()).toHaveLength(1);
    // Published on each process in turn: Redis fans them out to the one holding the session.
    for (const [index] of cluster.members.entries()) {
      await cluster.internal(index, 'realtime/publish', {
        kind: 'topic',
        topic: '/topic/site.notice',
        payload: { from: index, transport },
      });
      await client.waitForMessage(
        '/topic/site.notice',
        (body) => (body as { from: number; transport: string }).from === index,
        10_000,
      );
    }
    expect(client.errors).toEqual([]);
    expect(client.closes).toBe(0);
    await client.stop();
  }, 30_000);

  it('when staff approve a deposit through another process, then the member connected through the proxy gets the cash push', async () => {
    const { db } = cluster.database;
    await db.transaction().execute(async (trx) => {
      const settings = await readMoneySettings(trx);
      await writeMoneySettings(trx, {
        ...settings,
        depositBank: { bankName: '국민은행', bankAccount: '123456-78-901234', bankHolder: '한판' },
      });
    });
    const member = await createMember(db);
    const token = await signInOver(cluster.proxyUrl, member.loginId, member.password);
    const client = await connectStomp(cluster.proxyUrl, { transport: 'websocket', sessionToken: token });
    clients.push(client);
    await client.subscribe('/user/queue/context');
    const [holder] = await sessionHolders();
    const other = cluster.members.find((_, index) => index !== holder);
    if (holder === undefined || !other) throw new Error('no session holder');

    const charge = await postJson(
      `${cluster.proxyUrl}/api/amount/charge`,
      { amount: 30_000, depositorName: '홍길동' },
      { cookie: `hanpan_sid=${token}`, 'idempotency-key': `k-${randomUUID()}` },
    );
    const chargeId = (JSON.parse(charge.text) as Reply).data?.item?.id;
    expect(chargeId, charge.text).toBeTypeOf('number');
    const staff = await createStaff(db, { role: 'finance' });
    const staffCookie = await staffCookieAt(other.url, staff);
    const approved = await postJson(
      `${other.url}/api/staff/charges/approve`,
      { id: chargeId },
      { cookie: staffCookie },
    );
    expect((JSON.parse(approved.text) as Reply).code, approved.text).toBe(0);

    const pushed = (await client.waitForMessage(
      '/user/queue/context',
      (body) => (body as { userContext?: { user?: { cash?: number } } }).userContext?.user?.cash === 30_000,
      10_000,
    )) as { userContext: { user: { cash: number } } };
    expect(pushed.userContext.user.cash).toBe(30_000);
  }, 30_000);

  it('when the processes are restarted one by one under a loop of bets, then no bet is lost or placed twice and real-time clients come back', async () => {
    const { db } = cluster.database;
    const stake = 5_000;
    // Below the member's bet budget (1,000 a minute, bet-rate-rules.ts).
    const maxBets = 950;
    const member = await createMember(db);
    await fundMember(db, member.id, 20_000_000n);
    const token = await signInOver(cluster.proxyUrl, member.loginId, member.password);
    // Bets on the same picks again and again: a member may back one selection several times.
    const picks = await picksOfFixtures(db, 50);
    // Real-time clients on both kinds of transport, which reconnect (through the proxy) when their process goes.
    const watchers = await Promise.all(
      (['websocket', 'xhr-streaming'] as const).map((transport) =>
        connectStomp(cluster.proxyUrl, { transport, sessionToken: token, reconnectDelay: 200 }),
      ),
    );
    clients.push(...watchers);
    for (const watcher of watchers) await watcher.subscribe('/topic/site.notice');
    let clientRetries = 0;
    const failures: string[] = [];

    /** One bet, repeated with its key (as the web app's slip does) when the reply never came or was a 5xx. */
    const placeBet = async (body: unknown) => {
      const key = `k-${randomUUID()}`;
      for (let attempt = 0; attempt < 5; attempt++) {
        if (attempt > 0) clientRetries += 1;
        try {
          const reply = await postJson(`${cluster.proxyUrl}/api/bet/add`, body, {
            cookie: `hanpan_sid=${token}`,
            'idempotency-key': key,
          });
          if (reply.status < 500) {
            const { code } = JSON.parse(reply.text) as Reply;
            if (code !== 0) failures.push(reply.text.slice(0, 200));
            return;
          }
        } catch {
          // no reply: the same key again
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      failures.push(`gave up on ${key}`);
    };

    let isRestarted = false;
    const restart = cluster.rollingRestart().then(() => {
      isRestarted = true;
    });
    let placed = 0;
    // Four members' worth of steady bets (four loops, one slip each) for as long as the restart lasts.
    const loop = async () => {
      while (!isRestarted && placed < maxBets) {
        const pick = picks[placed % picks.length];
        placed += 1;
        if (!pick) break;
        await placeBet({ betList: [itemOf(pick)], amount: stake });
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    await Promise.all([loop(), loop(), loop(), loop()]);
    await restart;
    expect(failures).toEqual([]);
    // Drained before SIGTERM, and what still met a closing process was retried by HAProxy with its key.
    expect(clientRetries).toBe(0);
    const bets = await db.selectFrom('bet').select('id').where('member_id', '=', member.id).execute();
    expect(isRestarted).toBe(true);
    expect(placed).toBeGreaterThan(20);
    expect(bets).toHaveLength(placed);
    expect((await readMemberBalances(db, member.id)).cash).toBe(20_000_000n - BigInt(placed * stake));
    await expectLedgerBalanced(db);

    // Every process was restarted, so every watcher lost its session once and subscribed again.
    for (const watcher of watchers) {
      await watcher.waitFor(() => watcher.connects >= 2, 10_000, 'a reconnect');
    }
    await cluster.internal(0, 'realtime/publish', {
      kind: 'topic',
      topic: '/topic/site.notice',
      payload: { after: 'restart' },
    });
    for (const watcher of watchers) {
      expect(
        await watcher.waitForMessage(
          '/topic/site.notice',
          (body) => (body as { after?: string }).after === 'restart',
        ),
      ).toEqual({ after: 'restart' });
    }
    console.info(`rolling restart under bets: ${placed} bets, ${clientRetries} client retries`);
  }, 60_000);
});
