import { type InquiryItem, type InquiryListData, inquiryText } from '@hanpan/core/api/inquiries';
import type { MessageReceivedMessage } from '@hanpan/core/api/realtime';
import { type StaffInquiryItem, staffInquiriesText } from '@hanpan/core/api/staff-inquiries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { messageRowsOf } from '../../../test/messages.ts';
import { signedInMember } from '../../../test/payments.ts';
import { connectStomp, type TestStompClient } from '../../../test/realtime-clients.ts';
import { refusedStrings } from '../../../test/route-fuzz.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';

let t: TestApp;
let baseUrl: string;
let token: string;
let staffId: number;
const clients: TestStompClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const staff = await createStaff(t.db, { role: 'support' });
  staffId = staff.id;
  token = await signInStaff(t.app, staff);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  await t.close();
});

const write = (cookie: string, body: unknown) => postJson(t.app, '/api/inquiry/write', body, { cookie });
const listOwn = async (cookie: string) =>
  envelope<InquiryListData>(await postJson(t.app, '/api/inquiry/list', {}, { cookie })).data!;
const inquiryRowsOf = (memberId: number) =>
  t.db.selectFrom('inquiry').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
const staffList = async (body: unknown = {}) =>
  envelope<{ items: StaffInquiryItem[]; total: number }>(
    await postStaff(t.app, '/api/staff/inquiries/list', body, token),
  ).data!;
const waiting = async () =>
  envelope<{ count: number }>(await postStaff(t.app, '/api/staff/inquiries/waiting', {}, token)).data!.count;

describe('POST /api/inquiry/write and /api/inquiry/list', () => {
  it('when a member writes an inquiry, then it is stored waiting and listed as theirs only', async () => {
    const member = await signedInMember(t.app, t.db);
    const other = await signedInMember(t.app, t.db);
    const reply = envelope<InquiryItem>(
      await write(member.cookie, {
        category: 'deposit',
        title: ' 입금 확인 ',
        body: '입금했는데\n반영이 안 됩니다.',
      }),
    );
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({
      category: 'deposit',
      title: '입금 확인',
      status: 'waiting',
      answer: null,
    });
    await write(other.cookie, { category: 'other', title: '다른 회원', body: '내용' });
    const mine = await listOwn(member.cookie);
    expect(mine.total).toBe(1);
    expect(mine.list.map((item) => item.id)).toEqual([reply.data?.id]);
    expect(mine.list[0]?.body).toBe('입금했는데\n반영이 안 됩니다.');
  });

  it('when the input is empty, too long, of an unknown category or holds NUL, then a Korean message and nothing written', async () => {
    const member = await signedInMember(t.app, t.db);
    const good = { category: 'betting', title: '제목', body: '내용' };
    const cases: [unknown, string][] = [
      [{ ...good, category: 'casino' }, inquiryText.categoryRequired],
      [{ ...good, title: '   ' }, inquiryText.titleRequired],
      [{ ...good, title: 'ㄱ'.repeat(101) }, inquiryText.titleTooLong],
      [{ ...good, body: '' }, inquiryText.bodyRequired],
      [{ ...good, body: 'ㄱ'.repeat(2001) }, inquiryText.bodyTooLong],
      [{ ...good, body: 'x'.repeat(1_000_000) }, inquiryText.bodyTooLong],
      [{ ...good, body: 42 }, inquiryText.bodyRequired],
      ...refusedStrings.map((text): [unknown, string] => [
        { ...good, title: text },
        inquiryText.badCharacter,
      ]),
      [{ ...good, body: 'a\u0000b' }, inquiryText.badCharacter],
    ];
    for (const [body, message] of cases) {
      const reply = envelope<{ message: string }>(await write(member.cookie, body));
      expect({ body, code: reply.code, message: reply.data?.message }).toEqual({ body, code: 2, message });
    }
    expect(await inquiryRowsOf(member.id)).toEqual([]);
  });

  it('when no one is logged in, then code 99 and nothing written', async () => {
    const before = await t.db
      .selectFrom('inquiry')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    expect(
      envelope(await postJson(t.app, '/api/inquiry/write', { category: 'other', title: 'a', body: 'b' }))
        .code,
    ).toBe(99);
    const after = await t.db
      .selectFrom('inquiry')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('the staff queue', () => {
  it('when inquiries wait, then they come first, oldest first, and the waiting count counts them', async () => {
    const member = await signedInMember(t.app, t.db);
    const before = await waiting();
    const ids: number[] = [];
    for (const title of ['첫째', '둘째', '셋째']) {
      ids.push(
        envelope<InquiryItem>(await write(member.cookie, { category: 'other', title, body: '내용' })).data!
          .id,
      );
    }
    expect(await waiting()).toBe(before + 3);
    await postStaff(t.app, '/api/staff/inquiries/close', { id: ids[0] }, token);
    expect(await waiting()).toBe(before + 2);
    const page = await staffList();
    const statuses = page.items.map((item) => item.status);
    expect(statuses.indexOf('closed')).toBeGreaterThan(statuses.lastIndexOf('waiting'));
    const waitingIds = page.items.filter((item) => item.status === 'waiting').map((item) => item.id);
    expect(waitingIds).toEqual([...waitingIds].sort((a, b) => a - b));
    expect(page.items.find((item) => item.id === ids[1])).toMatchObject({
      loginId: member.loginId,
      nick: member.nick,
    });
    const closedOnly = await staffList({ status: 'closed' });
    expect(closedOnly.items.every((item) => item.status === 'closed')).toBe(true);
  });

  it('when staff answer, then the member sees it answered, gets it as a message pushed with the count, and it is audited', async () => {
    const member = await signedInMember(t.app, t.db);
    const client = await connectStomp(baseUrl, { transport: 'websocket', sessionToken: member.cookie });
    clients.push(client);
    await client.subscribe('/user/queue/message');
    const id = envelope<InquiryItem>(
      await write(member.cookie, { category: 'withdrawal', title: '환전 문의', body: '언제 되나요?' }),
    ).data!.id;
    const reply = await postStaff(
      t.app,
      '/api/staff/inquiries/answer',
      { id, answer: '곧 처리됩니다.' },
      token,
    );
    expect(envelope(reply).code).toBe(0);
    const pushed = (await client.waitForMessage('/user/queue/message')) as MessageReceivedMessage;
    expect(pushed).toEqual({ type: 'messageReceived', messageCount: 1 });
    const [item] = (await listOwn(member.cookie)).list;
    expect(item).toMatchObject({ id, status: 'answered', answer: '곧 처리됩니다.' });
    expect(item?.answeredAt).toMatch(/^\d{4}-/);
    const [message] = await messageRowsOf(t.db, member.id);
    expect(message).toMatchObject({
      title: staffInquiriesText.answerMessageTitle,
      body: '[환전 문의]\n\n곧 처리됩니다.',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['staff_id', 'after'])
      .where('action', '=', 'inquiry.answer')
      .where('target_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ staff_id: staffId, after: { status: 'answered', answer: '곧 처리됩니다.' } });
  });

  it('when staff answer an answered inquiry again, then the new answer replaces the old and its message says the answer was updated', async () => {
    const member = await signedInMember(t.app, t.db);
    const id = envelope<InquiryItem>(
      await write(member.cookie, { category: 'deposit', title: '입금 문의', body: '확인해 주세요.' }),
    ).data!.id;
    const answer = (text: string) =>
      postStaff(t.app, '/api/staff/inquiries/answer', { id, answer: text }, token);
    expect(envelope(await answer('확인 중입니다.')).code).toBe(0);
    expect(envelope(await answer('입금이 반영되었습니다.')).code).toBe(0);
    expect((await listOwn(member.cookie)).list[0]).toMatchObject({ id, answer: '입금이 반영되었습니다.' });
    const messages = await messageRowsOf(t.db, member.id);
    expect(messages.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: staffInquiriesText.answerMessageTitle, body: '[입금 문의]\n\n확인 중입니다.' },
      { title: staffInquiriesText.answerUpdatedMessageTitle, body: '[입금 문의]\n\n입금이 반영되었습니다.' },
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('before')
      .where('action', '=', 'inquiry.answer')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.before)).toEqual([
      { status: 'waiting', answer: null },
      { status: 'answered', answer: '확인 중입니다.' },
    ]);
  });

  it('when staff assign, then the queue names the assignee; an unknown staff id or inquiry is refused', async () => {
    const member = await signedInMember(t.app, t.db);
    const id = envelope<InquiryItem>(
      await write(member.cookie, { category: 'account', title: '계정', body: '내용' }),
    ).data!.id;
    expect(envelope(await postStaff(t.app, '/api/staff/inquiries/assign', { id, staffId }, token)).code).toBe(
      0,
    );
    expect((await staffList()).items.find((item) => item.id === id)).toMatchObject({
      assignedStaffId: staffId,
    });
    expect(
      envelope(await postStaff(t.app, '/api/staff/inquiries/assign', { id, staffId: 999_999 }, token)),
    ).toEqual({
      code: 1,
      data: { message: staffInquiriesText.unknownStaff },
    });
    expect(
      envelope(await postStaff(t.app, '/api/staff/inquiries/answer', { id: 999_999, answer: 'x' }, token)),
    ).toEqual({
      code: 1,
      data: { message: staffInquiriesText.unknownInquiry },
    });
  });

  it('when an inquiry is closed, then it cannot be answered, and bad answers write nothing', async () => {
    const member = await signedInMember(t.app, t.db);
    const id = envelope<InquiryItem>(
      await write(member.cookie, { category: 'other', title: '종료', body: '내용' }),
    ).data!.id;
    for (const answer of ['', 'x'.repeat(5001), 'a\u0000b']) {
      expect(
        envelope(await postStaff(t.app, '/api/staff/inquiries/answer', { id, answer }, token)).code,
      ).toBe(2);
    }
    await postStaff(t.app, '/api/staff/inquiries/close', { id }, token);
    expect(
      envelope(await postStaff(t.app, '/api/staff/inquiries/answer', { id, answer: '늦은 답변' }, token)),
    ).toEqual({
      code: 1,
      data: { message: staffInquiriesText.closed },
    });
    expect(await messageRowsOf(t.db, member.id)).toEqual([]);
    expect((await inquiryRowsOf(member.id))[0]).toMatchObject({ status: 'closed', answer: null });
  });
});
