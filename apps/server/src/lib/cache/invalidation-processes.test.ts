import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BetLimits } from '@hanpan/core/betting/limits';
import { defaultBetLimits } from '@hanpan/core/betting/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBetFixture, type FixturePick, itemOf } from '../../../test/betting.ts';
import { createMember, fundMember } from '../../../test/factories.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../../test/minigame-processes.ts';
import { type ServerProcess, signInOver, startServerProcess } from '../../../test/server-processes.ts';
import { isCi, isTcpReachable } from '../../../test/services.ts';
import { createStaff } from '../../../test/staff-factories.ts';
import { totpCode } from '../crypto/totp.ts';

// PostgreSQL and Redis, two real server processes on one database: staff change something through
// A that B keeps in memory (bet limits and odds rules for 10 s, the initial data for a minute), and
// B must act on the change within 1 s. Each test reads through B right before the change, so only
// A's announcement through Redis (lib/cache/invalidation-bus.ts) can make B drop its copy in time.

const adminUrl = process.env.DATABASE_URL;
const redisUrl = 'redis://127.0.0.1:6379';
const hasRedis = await isTcpReachable(redisUrl, 6379);
const boundMs = 1_000;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup().catch(() => undefined);
});

type Reply<T = Record<string, unknown>> = { code: number; data?: T };

/** POSTs JSON to a process as a browser on its page would (same origin, with the cookie given). */
async function post<T = Record<string, unknown>>(
  server: ServerProcess,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Reply<T> & { setCookie: string }> {
  const response = await fetch(`${server.baseUrl}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, ...headers },
    body: JSON.stringify(body),
  });
  return { ...((await response.json()) as Reply<T>), setCookie: response.headers.get('set-cookie') ?? '' };
}

/** Signs an enrolled staff owner in over HTTP (password, then TOTP) and returns their cookie header. */
async function signInStaffOver(server: ServerProcess, db: ScratchDatabase['db']): Promise<string> {
  const staff = await createStaff(db, { role: 'owner' });
  const login = await post(server, 'staff/login', { loginId: staff.loginId, password: staff.password });
  const pending = /hanpan_staff_sid=([^;]+)/.exec(login.setCookie)?.[1];
  if (login.code !== 0 || !pending) throw new Error(`Staff login failed: ${JSON.stringify(login)}`);
  const code = totpCode(staff.totpSecret ?? '', new Date());
  const verified = await post(server, 'staff/totp', { code }, { cookie: `hanpan_staff_sid=${pending}` });
  const token = /hanpan_staff_sid=([^;]+)/.exec(verified.setCookie)?.[1];
  if (verified.code !== 0 || !token) throw new Error(`Staff TOTP failed: ${JSON.stringify(verified)}`);
  return `hanpan_staff_sid=${token}`;
}

/**
 * Saves through A, then asks B until `isSeen` holds (at most 3 s); returns the milliseconds from A's
 * reply to B's first answer showing the change, and prints them with the time from the request.
 */
async function timeUntilSeen(label: string, save: () => Promise<Reply>, isSeen: () => Promise<boolean>) {
  const sentAt = performance.now();
  const saved = await save();
  expect(saved.code).toBe(0);
  const savedAt = performance.now();
  while (!(await isSeen())) {
    if (performance.now() - savedAt > 3 * boundMs) break;
  }
  const seenAt = performance.now();
  console.log(
    `[cache-invalidation] ${label}: B saw A's change ${(seenAt - savedAt).toFixed(1)} ms after A's reply ` +
      `(${(seenAt - sentAt).toFixed(1)} ms after the save was sent)`,
  );
  return seenAt - savedAt;
}

describe.runIf(adminUrl && (hasRedis || isCi))('caches of two processes on one Redis', () => {
  let scratch: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let staffCookie: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl ?? '', 'cache', null);
    cleanups.push(scratch.drop);
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      // Its own channel: other test runs may share this Redis.
      REALTIME_CHANNEL: `hanpan:test:cache:${randomUUID()}`,
      WEB_DIST_DIR: path.join(tmpdir(), 'hanpan-no-web'),
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    cleanups.push(
      () => a.stop(),
      () => b.stop(),
    );
    staffCookie = await signInStaffOver(a, scratch.db);
  }, 120_000);

  const staffSave = (route: string, body: unknown) => () =>
    post(a, `staff/${route}`, body, { cookie: staffCookie });
  const initialDataOnB = async () => {
    const response = await fetch(`${b.baseUrl}/api/index2`);
    return ((await response.json()) as Reply<{ isHeader: boolean; boardList: { title: string }[] }>).data;
  };

  it('when staff lower the single-bet maximum through A, then B refuses a bet over it within 1 s', async () => {
    const member = await createMember(scratch.db);
    await fundMember(scratch.db, member.id, 10_000_000n);
    const token = await signInOver(b.baseUrl, member.loginId, member.password);
    const fixtures = await Promise.all([1, 2, 3, 4].map(() => createBetFixture(scratch.db)));
    const picks = fixtures.map((fixture) => fixture.picks[0] as FixturePick);
    const bet = (pick: FixturePick) =>
      post(
        b,
        'bet/add',
        { betList: [itemOf(pick)], amount: 6_000 },
        { cookie: `hanpan_sid=${token}`, 'idempotency-key': `k-${randomUUID()}` },
      );
    // B reads (and keeps) the limits now: a 6,000 won single is within them.
    expect((await bet(picks[0] as FixturePick)).code).toBe(0);
    const limits: BetLimits = { ...defaultBetLimits, maxSingleBetCash: 5_500 };
    let tries = 1;
    const elapsed = await timeUntilSeen(
      'bet limits',
      staffSave('bets/limits/save', { limits, reason: '한도 조정' }),
      async () => {
        tries += 1;
        // 20: over the single-bet maximum (any other refusal is not the change seen).
        return (await bet(picks[Math.min(tries, picks.length) - 1] as FixturePick)).code === 20;
      },
    );
    expect(elapsed).toBeLessThan(boundMs);
    const refused = await bet(picks[3] as FixturePick);
    expect(refused).toMatchObject({ code: 20 });
  }, 30_000);

  it('when staff set a margin on the odds through A, then B prices picks with it within 1 s (five changes in a row)', async () => {
    const fixture = await createBetFixture(scratch.db);
    const pick = fixture.picks[0] as FixturePick;
    const priceOnB = async () =>
      (await post<{ list: { odds: number }[] }>(b, 'bet/prices', { ids: [pick.betId] })).data?.list[0]?.odds;
    let before = await priceOnB();
    expect(before).toBe(pick.price);
    // The feed's book is over by about 8%: 15% prices the pick below it, 5% above.
    for (const marginBasisPoints of [1_500, 500, 1_500, 500, 1_500]) {
      const elapsed = await timeUntilSeen(
        `odds rules (margin ${marginBasisPoints / 100}%)`,
        staffSave('sports/settings/save', {
          marginBasisPoints,
          hideQuarterLines: false,
          lineFilters: [],
          reason: '마진 조정',
        }),
        async () => (await priceOnB()) !== before,
      );
      expect(elapsed).toBeLessThan(boundMs);
      const after = await priceOnB();
      expect(marginBasisPoints > 800 ? (after ?? 0) < pick.price : (after ?? 0) > pick.price).toBe(true);
      before = after;
    }
  }, 30_000);

  it('when staff switch isHeader on through A, then the initial data from B shows it within 1 s', async () => {
    await staffSave('settings/referral/save', { isHeader: false, rateBp: 0, days: 30, capPerReferee: 0 })();
    expect((await initialDataOnB())?.isHeader).toBe(false);
    const elapsed = await timeUntilSeen(
      'site settings',
      staffSave('settings/referral/save', { isHeader: true, rateBp: 500, days: 30, capPerReferee: 50_000 }),
      async () => (await initialDataOnB())?.isHeader === true,
    );
    expect(elapsed).toBeLessThan(boundMs);
  }, 30_000);

  it('when staff post a popup notice through A, then the initial data from B lists it within 1 s', async () => {
    const title = `점검 팝업 ${randomUUID().slice(0, 8)}`;
    const titlesOnB = async () => ((await initialDataOnB())?.boardList ?? []).map((item) => item.title);
    expect(await titlesOnB()).not.toContain(title);
    const elapsed = await timeUntilSeen(
      'initial data',
      staffSave('boards/save', { boardType: 0, title, text: '<p>점검</p>', isVisible: true, isPopup: true }),
      async () => (await titlesOnB()).includes(title),
    );
    expect(elapsed).toBeLessThan(boundMs);
  }, 30_000);
});
