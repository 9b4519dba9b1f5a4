import type { UserContext } from '@hanpan/core/api/envelope';
import { describe, expect, it, vi } from 'vitest';
import { createBetFixture, freshKey, itemOf, sendBet } from '../../../test/betting.ts';
import { fundMember, signIn } from '../../../test/factories.ts';
import { envelope, get, postJson, sessionCookieOf } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { insertMessage } from '../../../test/messages.ts';
import { sendCharge, signedInMember, staffActor } from '../../../test/payments.ts';
import { startRedisRelay } from '../../../test/redis-relay.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { createMemberReads } from './member-reads.ts';

// Sessions and userContexts are shared between calls for as long as this app allows (10 minutes):
// each change made through the app must reach the very next call all the same.
const t = useLedgerCheckedApp({ memberReadMaxAgeMs: 600_000 });

const info = async (cookie: string) => envelope(await postJson(t.app, '/api/user/info', {}, { cookie }));
const cashOf = async (cookie: string) => (await info(cookie)).userContext?.user?.cash;
const unreadOf = (context: UserContext | undefined) => context?.messageCount;

describe('shared member reads', () => {
  it('when a balance is written straight into the database, then calls keep the shared read (nothing announced it)', async () => {
    const member = await signedInMember(t.app, t.db, 1_000n);
    expect(await cashOf(member.cookie)).toBe(1_000);
    await fundMember(t.db, member.id, 5_000n);
    expect(await cashOf(member.cookie)).toBe(1_000);
  });

  it('when points become cash, then the next call shows the new balances', async () => {
    const member = await signedInMember(t.app, t.db);
    await fundMember(t.db, member.id, 0n, 7_000n);
    await postJson(t.app, '/api/user/info', {}, { cookie: member.cookie });
    // The shared read predates the points written above; the conversion's announcement drops it.
    const converted = envelope(
      await postJson(t.app, '/api/amount/pointToCash', undefined, {
        cookie: member.cookie,
        headers: { 'idempotency-key': freshKey() },
      }),
    );
    expect(converted.code).toBe(0);
    expect((await info(member.cookie)).userContext?.user).toMatchObject({ cash: 7_000, point: 0 });
  });

  it('when staff approve a deposit, then the member’s next call shows the cash', async () => {
    const member = await signedInMember(t.app, t.db);
    const charge = envelope<{ item?: { id: number } }>(
      await sendCharge(t.app, member.cookie, { amount: 30_000, depositorName: '홍길동' }),
    );
    expect(await cashOf(member.cookie)).toBe(0);
    const staff = await staffActor(t.db);
    expect((await t.app.services.payments.approveCharge(staff.actor, charge.data?.item?.id ?? 0)).kind).toBe(
      'approved',
    );
    expect(await cashOf(member.cookie)).toBe(30_000);
  });

  it('when the member bets, then the next call shows the stake taken', async () => {
    const member = await signedInMember(t.app, t.db, 50_000n);
    expect(await cashOf(member.cookie)).toBe(50_000);
    const fixture = await createBetFixture(t.db);
    const pick = fixture.picks[0]!;
    expect(
      envelope(await sendBet(t.app, member.cookie, { betList: [itemOf(pick)], amount: 10_000 })).code,
    ).toBe(0);
    expect(await cashOf(member.cookie)).toBe(40_000);
  });

  it('when the member opens a message, then the next call counts one unread less', async () => {
    const member = await signedInMember(t.app, t.db);
    const id = await insertMessage(t.db, member.id);
    await insertMessage(t.db, member.id);
    // A sign-in reads the member afresh: the two messages written straight into the database count.
    const cookie = await signIn(t.app, member);
    expect(unreadOf((await info(cookie)).userContext)).toBe(2);
    await postJson(t.app, '/api/message/view', { id }, { cookie });
    expect(unreadOf((await info(cookie)).userContext)).toBe(1);
  });

  it('when staff answer an inquiry, then the member’s next call counts the answer as unread', async () => {
    const member = await signedInMember(t.app, t.db);
    const written = envelope<{ id: number }>(
      await postJson(
        t.app,
        '/api/inquiry/write',
        { category: 'other', title: '문의', body: '내용' },
        { cookie: member.cookie },
      ),
    );
    expect(written.code).toBe(0);
    expect(unreadOf((await info(member.cookie)).userContext)).toBe(0);
    const support = await signInStaff(t.app, await createStaff(t.db, { role: 'support' }));
    const answered = await postStaff(
      t.app,
      '/api/staff/inquiries/answer',
      { id: written.data?.id, answer: '확인했습니다.' },
      support,
    );
    expect(envelope(answered).code).toBe(0);
    expect(unreadOf((await info(member.cookie)).userContext)).toBe(1);
  });

  it('when the member logs out, then the cookie no longer counts', async () => {
    const member = await signedInMember(t.app, t.db);
    expect((await info(member.cookie)).code).toBe(0);
    expect(envelope(await get(t.app, '/api/user/logout', { cookie: member.cookie })).code).toBe(0);
    expect((await info(member.cookie)).code).toBe(99);
  });

  it('when staff suspend the member, then the next call is refused', async () => {
    const member = await signedInMember(t.app, t.db);
    expect((await info(member.cookie)).code).toBe(0);
    const operator = await signInStaff(t.app, await createStaff(t.db, { role: 'operator' }));
    const reply = await postStaff(
      t.app,
      '/api/staff/members/suspend',
      { memberId: member.id, reason: '부정 이용' },
      operator,
    );
    expect(envelope(reply).code).toBe(0);
    expect((await info(member.cookie)).code).toBe(99);
  });

  it('when the browser signs in again, then its earlier cookie no longer counts', async () => {
    const member = await signedInMember(t.app, t.db);
    expect((await info(member.cookie)).code).toBe(0);
    const again = await postJson(
      t.app,
      '/api/user/sign',
      { loginId: member.loginId, loginPassword: member.password },
      { cookie: member.cookie },
    );
    expect(envelope(again).code).toBe(0);
    expect(sessionCookieOf(again)).not.toBeNull();
    expect((await info(member.cookie)).code).toBe(99);
  });
});

describe('member reads of two processes on one Redis', () => {
  it('when one process announces a change, then the other drops its shared read', async () => {
    const member = await signedInMember(t.app, t.db, 1_000n);
    const redis = {
      url: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      channel: `member-reads-test:${freshKey()}`,
    };
    const log = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };
    const first = createMemberReads({ db: t.db, maxAgeMs: 600_000, redis, log });
    const second = createMemberReads({ db: t.db, maxAgeMs: 600_000, redis, log });
    const cashIn = async () => (await second.view(member.id))?.cash;
    try {
      expect(await cashIn()).toBe(1_000n);
      await fundMember(t.db, member.id, 2_000n);
      expect(await cashIn()).toBe(1_000n);
      // Redis delivers the first process's message to the second a moment later (the second's
      // subscription may still be starting: the change is announced again until it arrives).
      await vi.waitFor(
        async () => {
          first.viewsChanged([member.id]);
          expect(await cashIn()).toBe(3_000n);
        },
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('when the connection to Redis is lost and comes back, then every shared read is forgotten (announcements meanwhile are gone)', async () => {
    const member = await signedInMember(t.app, t.db, 1_000n);
    const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
    const relay = await startRedisRelay(redisUrl);
    const channel = `member-reads-test:${freshKey()}`;
    const log = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };
    const reads = createMemberReads({ db: t.db, maxAgeMs: 600_000, redis: { url: relay.url, channel }, log });
    const direct = createMemberReads({ db: t.db, maxAgeMs: 600_000, redis: { url: redisUrl, channel }, log });
    const cashIn = async () => (await reads.view(member.id))?.cash;
    try {
      // Subscribed through the relay first: an announcement from the other end arrives.
      expect(await cashIn()).toBe(1_000n);
      await fundMember(t.db, member.id, 1_000n);
      await vi.waitFor(
        async () => {
          direct.viewsChanged([member.id]);
          expect(await cashIn()).toBe(2_000n);
        },
        { timeout: 5_000, interval: 50 },
      );
      // A barrier: the loop above may have sent more announcements than it needed, still on their way.
      // Redis delivers one connection's messages in order, so once a later one has arrived they all have;
      // the read after it is then shared until the next announcement.
      const other = await signedInMember(t.app, t.db, 1_000n);
      expect((await reads.view(other.id))?.cash).toBe(1_000n);
      await fundMember(t.db, other.id, 1_000n);
      direct.viewsChanged([other.id]);
      await vi.waitFor(async () => expect((await reads.view(other.id))?.cash).toBe(2_000n), {
        timeout: 5_000,
        interval: 20,
      });
      expect(await cashIn()).toBe(2_000n);
      await fundMember(t.db, member.id, 2_000n);
      expect(await cashIn()).toBe(2_000n);
      relay.cut();
      await vi.waitFor(async () => expect(await cashIn()).toBe(4_000n), { timeout: 5_000, interval: 20 });
    } finally {
      await Promise.all([reads.close(), direct.close()]);
      await relay.close();
    }
  });
});
