import { randomBytes } from 'node:crypto';
import type { InitialData } from '@hanpan/core/api/site';
import { sportsTopic } from '@hanpan/core/api/sports-realtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, createPartner, createStaffRow, signIn } from '../../../test/factories.ts';
import { envelope, get } from '../../../test/http.ts';
import { isCi, isTcpReachable } from '../../../test/services.ts';
import { readMoneySettings } from '../payments/money-settings-repository.ts';
import { applyTrade360Message } from '../sports/catalogue-repository.ts';
import { fixtureMessage, fixtureOf } from '../sports/feeds/trade360/test-messages.ts';

const redisUrl = 'redis://127.0.0.1:6379';
const hasRedis = await isTcpReachable(redisUrl, 6379);
let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  // Long sports bound: only a sports message can refresh the lists within a test.
  t = await createTestApp({ now: () => new Date(clock), sportsReadMaxAgeMs: 3_600_000 });
});
afterAll(async () => {
  await t.close();
});

const initialData = async (app: TestApp = t, cookie?: string) =>
  envelope<InitialData>(await get(app.app, '/api/index2', { cookie: cookie ?? null }));
// A change written past the services, as a hand edit in the database would be: nobody announces it.
const setTitle = (app: TestApp, title: string) =>
  app.db
    .updateTable('site_setting')
    .set({ value: JSON.stringify(title) })
    .where('key', '=', 'title')
    .execute();

describe('GET /api/index2 public part', () => {
  it('when nothing announced a change, then many requests reuse one read; a site-changed message refreshes it', async () => {
    await setTitle(t, '처음');
    t.app.services.notifySiteChanged('settings');
    expect((await initialData()).data?.title).toBe('처음');
    await setTitle(t, '몰래 바꿈');
    const replies = await Promise.all(Array.from({ length: 50 }, () => initialData()));
    expect(new Set(replies.map((reply) => reply.data?.title))).toEqual(new Set(['처음']));
    t.app.services.notifySiteChanged('boards');
    expect((await initialData()).data?.title).toBe('몰래 바꿈');
  });

  it('when the public part is older than its safety bound, then it is read again', async () => {
    await setTitle(t, '오래됨');
    clock += 61_000;
    expect((await initialData()).data?.title).toBe('오래됨');
  });

  it('when staff save the money settings, then the next index2 is read afresh', async () => {
    expect((await initialData()).data?.title).toBe('오래됨');
    await setTitle(t, '설정 저장 후');
    const staff = await createStaffRow(t.db);
    await t.app.services.payments.saveMoneySettings(
      { staffId: staff.id, ip: null },
      await readMoneySettings(t.db),
    );
    expect((await initialData()).data?.title).toBe('설정 저장 후');
  });

  it('when a sports lists message arrives, then the next index2 shows the new catalogue counts', async () => {
    const before = (await initialData()).data?.eventGroupByList ?? [];
    const startDate = new Date(clock + 3 * 3_600_000).toISOString();
    const league = { Id: 9_301, Name: 'Index2 League' };
    await applyTrade360Message(
      t.db,
      fixtureMessage(32_000_001, fixtureOf({ League: league, StartDate: startDate })),
    );
    expect((await initialData()).data?.eventGroupByList).toEqual(before);
    t.app.services.realtime.publish(sportsTopic.lists, { type: 'listsChanged', sportIds: [6046] });
    expect((await initialData()).data?.eventGroupByList).toContainEqual(
      expect.objectContaining({ leagueId: 9_301, count2: 1 }),
    );
  });
});

describe('GET /api/index2 member part', () => {
  it('when members A and B and a visitor ask in turn, then each gets only their own partner code and userContext', async () => {
    const [partnerA, partnerB] = [await createPartner(t.db), await createPartner(t.db)];
    const memberA = await createMember(t.db, { partnerId: partnerA.id });
    const memberB = await createMember(t.db, { partnerId: partnerB.id });
    await createPartner(t.db, { ownerMemberId: memberB.id });
    const [cookieA, cookieB] = [await signIn(t.app, memberA), await signIn(t.app, memberB)];
    for (let round = 0; round < 2; round += 1) {
      const [a, visitor, b] = await Promise.all([
        initialData(t, cookieA),
        initialData(t),
        initialData(t, cookieB),
      ]);
      expect(a.data).toMatchObject({ recommendCode: partnerA.joinCode, isAgency: false });
      expect(a.userContext?.user.nick).toBe(memberA.nick);
      expect(b.data).toMatchObject({ recommendCode: partnerB.joinCode, isAgency: true });
      expect(b.userContext?.user.nick).toBe(memberB.nick);
      expect(visitor.data).toMatchObject({ recommendCode: null, isAgency: false });
      expect(visitor.userContext).toBeUndefined();
      expect(a.data?.title).toBe(visitor.data?.title);
    }
  });
});

describe.runIf(hasRedis || isCi)('GET /api/index2 across processes (Redis)', () => {
  it('when another process announces a site change, then this process drops its cached public part', async () => {
    const redis = { url: redisUrl, channel: `hanpan:test:site:${randomBytes(6).toString('hex')}` };
    const here = await createTestApp({ redis });
    const there = await createTestApp({ redis });
    try {
      await setTitle(here, '여기');
      here.app.services.notifySiteChanged('settings');
      expect((await initialData(here)).data?.title).toBe('여기');
      await setTitle(here, '저쪽에서 알림');
      expect((await initialData(here)).data?.title).toBe('여기');
      // Redis connections open in the background: announce until both ends are connected.
      await vi.waitFor(
        async () => {
          there.app.services.notifySiteChanged('settings');
          expect((await initialData(here)).data?.title).toBe('저쪽에서 알림');
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await there.close();
      await here.close();
    }
  }, 120_000);
});
