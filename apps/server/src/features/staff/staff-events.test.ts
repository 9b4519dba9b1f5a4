import type { ChargeRequestItem } from '@hanpan/core/api/payments';
import { staffCode, staffText } from '@hanpan/core/api/staff-codes';
import { staffEventsText } from '@hanpan/core/api/staff-events';
import type { StaffRole } from '@hanpan/core/staff-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { envelope, get, postJson } from '../../../test/http.ts';
import { sendCharge, signedInMember } from '../../../test/payments.ts';
import { createStaff, postStaff, signInStaff, staffCookieOf } from '../../../test/staff-factories.ts';
import { openStaffStream, readRefusal, type TestStaffStream } from '../../../test/staff-stream.ts';

let t: TestApp;
let baseUrl: string;
const streams: TestStaffStream[] = [];

beforeAll(async () => {
  // The usual 30 s session check: a stream that ends within a test was ended by what the test did.
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  // Streams still open here must not keep the app from closing: closing ends them.
  await t.close();
  await Promise.all(streams.map((stream) => stream.ended));
});

const signedInStaff = async (role: StaffRole) => {
  const staff = await createStaff(t.db, { role });
  return { ...staff, token: await signInStaff(t.app, staff) };
};
const open = async (token: string | null) => {
  const stream = await openStaffStream(baseUrl, token);
  streams.push(stream);
  return stream;
};
const firstCounts = (stream: TestStaffStream) => stream.nextCounts(() => true);
const writeInquiry = async (cookie: string) =>
  envelope<{ id: number }>(
    await postJson(
      t.app,
      '/api/inquiry/write',
      { category: 'other', title: '문의', body: '내용' },
      { cookie },
    ),
  ).data!.id;

describe('GET /api/staff/events', () => {
  it('when there is no staff session or only the password step, then it is refused like every staff call', async () => {
    const visitor = await open(null);
    expect(visitor.headers['content-type']).toMatch(/^application\/json/);
    expect(await readRefusal(visitor)).toEqual({
      code: staffCode.sessionGone,
      data: { message: staffText.sessionGone },
    });
    const staff = await createStaff(t.db, { role: 'owner' });
    const login = await postStaff(
      t.app,
      '/api/staff/login',
      { loginId: staff.loginId, password: staff.password },
      null,
    );
    const pending = await get(t.app, '/api/staff/events', {
      headers: { cookie: `hanpan_staff_sid=${staffCookieOf(login)}` },
    });
    expect(envelope(pending).code).toBe(staffCode.totpRequired);
  });

  it('when staff open it, then the first event carries only the counts their role may see, uncompressed', async () => {
    const member = await signedInMember(t.app, t.db);
    await writeInquiry(member.cookie);
    const support = await open((await signedInStaff('support')).token);
    expect(support.status).toBe(200);
    expect(support.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(support.headers['content-encoding']).toBeUndefined();
    const supportCounts = await firstCounts(support);
    expect(Object.keys(supportCounts)).toEqual(['waitingInquiries']);
    expect(supportCounts.waitingInquiries).toBeGreaterThanOrEqual(1);
    const finance = await open((await signedInStaff('finance')).token);
    expect(Object.keys(await firstCounts(finance)).sort()).toEqual(['pendingCharges', 'pendingExchanges']);
    const owner = await open((await signedInStaff('owner')).token);
    expect(Object.keys(await firstCounts(owner)).sort()).toEqual([
      'pendingCharges',
      'pendingExchanges',
      'waitingInquiries',
    ]);
  });

  it('when a member writes an inquiry, then an open stream gets the new count; answering it lowers it again', async () => {
    const support = await signedInStaff('support');
    const stream = await open(support.token);
    const before = (await firstCounts(stream)).waitingInquiries!;
    const member = await signedInMember(t.app, t.db);
    const id = await writeInquiry(member.cookie);
    await stream.nextCounts((counts) => counts.waitingInquiries === before + 1);
    const answer = await postStaff(
      t.app,
      '/api/staff/inquiries/answer',
      { id, answer: '확인했습니다.' },
      support.token,
    );
    expect(envelope(answer).code).toBe(0);
    await stream.nextCounts((counts) => counts.waitingInquiries === before);
  });

  it('when a member asks for a deposit and staff reject it, then a finance stream sees the pending count rise and fall', async () => {
    const finance = await signedInStaff('finance');
    const stream = await open(finance.token);
    const before = (await firstCounts(stream)).pendingCharges!;
    const member = await signedInMember(t.app, t.db);
    const charge = envelope<{ item: ChargeRequestItem }>(
      await sendCharge(t.app, member.cookie, { amount: 30_000, depositorName: '홍길동' }),
    );
    expect(charge.code).toBe(0);
    await stream.nextCounts((counts) => counts.pendingCharges === before + 1);
    const reject = await postStaff(
      t.app,
      '/api/staff/charges/reject',
      { id: charge.data!.item.id, reason: '입금 확인 불가' },
      finance.token,
    );
    expect(envelope(reject).code).toBe(0);
    await stream.nextCounts((counts) => counts.pendingCharges === before);
  });

  it('when staff log out, then the stream of that session ends and it cannot open another', async () => {
    const staff = await createStaff(t.db, { role: 'operator' });
    const token = await signInStaff(t.app, staff);
    const stream = await open(token);
    await firstCounts(stream);
    expect(envelope(await postStaff(t.app, '/api/staff/logout', {}, token)).code).toBe(0);
    await stream.ended;
    const again = await open(token);
    expect(await readRefusal(again)).toMatchObject({ code: staffCode.sessionGone });
  });

  it('when the account is disabled, then its stream ends at the next session check', async () => {
    // Its own app with a short check, so the test need not wait 30 s.
    const quick = await createTestApp({ staffEventsTimings: { sessionCheckMs: 100 } });
    try {
      const quickUrl = await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const staff = await createStaff(quick.db, { role: 'support' });
      const stream = await openStaffStream(quickUrl, await signInStaff(quick.app, staff));
      await stream.nextCounts(() => true);
      await quick.db.updateTable('staff').set({ status: 'disabled' }).where('id', '=', staff.id).execute();
      await stream.ended;
    } finally {
      await quick.close();
    }
  });

  it('when one session opens more than five streams, then the sixth is refused until one closes', async () => {
    const staff = await signedInStaff('support');
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => open(staff.token)));
    await Promise.all(five.map(firstCounts));
    const sixth = await open(staff.token);
    expect(sixth.status).toBe(429);
    expect(await readRefusal(sixth)).toEqual({
      code: staffCode.rateLimited,
      data: { message: staffEventsText.tooManyStreams },
    });
    five[0]!.close();
    await five[0]!.ended;
    // The server sees the socket close a moment after the client: retry until it has.
    let seventh = await open(staff.token);
    for (let attempt = 0; seventh.status === 429 && attempt < 20; attempt++) {
      await seventh.ended;
      seventh = await open(staff.token);
    }
    expect(seventh.status).toBe(200);
    for (const stream of [...five, seventh]) stream.close();
  });
});

describe('POST /api/staff/counts', () => {
  it('when staff ask, then they get the same figures as the stream, by role', async () => {
    const support = await signedInStaff('support');
    const reply = envelope<Record<string, number>>(
      await postStaff(t.app, '/api/staff/counts', {}, support.token),
    );
    expect(reply.code).toBe(0);
    expect(Object.keys(reply.data!)).toEqual(['waitingInquiries']);
    const { count } = envelope<{ count: number }>(
      await postStaff(t.app, '/api/staff/inquiries/waiting', {}, support.token),
    ).data!;
    expect(reply.data!.waitingInquiries).toBe(count);
    expect(envelope(await postStaff(t.app, '/api/staff/counts', {}, null)).code).toBe(staffCode.sessionGone);
  });
});
